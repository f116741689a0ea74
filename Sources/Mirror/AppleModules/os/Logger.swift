import Foundation

/// Writes a widget's log messages to standard error, each with its level, so they show in the
/// build log: `[widget] notice: [com.example.widget:Timeline] loaded 3 items`.
///
/// Values are hidden as on a device: strings and objects interpolated without
/// `privacy: .public` show as `<private>`, numbers and Booleans show unless `.private`.
public struct Logger: @unchecked Sendable {
  // Sendable: its one property is an `OSLog`, which is immutable.
  /// The log object messages are filed under.
  public let logObject: OSLog

  public init(subsystem: String, category: String) {
    self.logObject = OSLog(subsystem: subsystem, category: category)
  }

  public init(_ logObj: OSLog) {
    self.logObject = logObj
  }

  /// A logger for the default log (no subsystem or category).
  public init() {
    self.logObject = .default
  }

  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  public func log(level: OSLogType, _ message: OSLogMessage) { LogWriter.write(message.rendered, type: level, log: logObject) }
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Logs at the error level, as Apple's `warning` does.
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs at the fault level, as Apple's `critical` does.
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
