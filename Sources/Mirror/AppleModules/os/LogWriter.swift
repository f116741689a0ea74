import Foundation
import Locking
import Synchronization

/// Writes log messages to standard error, one line each: `[widget] <level>: [<subsystem>:<category>] <message>`
/// (the bracketed part only when the log has a subsystem or category).
enum LogWriter {
  private static let lock = Mutex(())

  /// Writes `message`, which is evaluated only when `log` keeps messages of `type`.
  static func write(_ message: @autoclosure () -> String, type: OSLogType, log: OSLog) {
    guard log.isEnabled(type: type) else { return }
    var line = "[widget] \(type.name): "
    if !log.subsystem.isEmpty || !log.category.isEmpty {
      line += "[\([log.subsystem, log.category].filter { !$0.isEmpty }.joined(separator: ":"))] "
    }
    line += message().replacingOccurrences(of: "\n", with: "\n    ") + "\n"
    lock.locked { _ in
      FileHandle.standardError.write(Data(line.utf8))
    }
  }
}
