import Foundation

/// A log object: a subsystem and category that messages are filed under.
public final class OSLog: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  let subsystem: String
  let category: String
  let isEnabled: Bool

  /// The category of signposts that Instruments shows as points of interest.
  public struct Category: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }

  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isEnabled = true
  }

  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }

  private init(disabled: ()) {
    self.subsystem = ""
    self.category = ""
    self.isEnabled = false
  }

  /// The log without subsystem or category.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that drops every message.
  public static let disabled = OSLog(disabled: ())

  /// Whether messages of `type` are kept: every level is, except on ``disabled``.
  public func isEnabled(type: OSLogType) -> Bool { isEnabled }

  /// Whether signposts are kept; they never reach the build log.
  public var signpostsEnabled: Bool { isEnabled }
}
