// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation
import Locking
import Synchronization

/// Identifies a signpost interval; intervals with the same name and ID match up.
public struct OSSignpostID: Comparable, Hashable, Sendable {
  public let rawValue: UInt64

  public init(_ value: UInt64) { self.rawValue = value }

  /// A new ID, unique in the process (numbered from 1, in the order they are made).
  public init(log: OSLog) { self.rawValue = Self.next() }

  /// An ID derived from an object: the same object gives the same ID.
  public init(log: OSLog, object: AnyObject) { self.rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  public static let invalid = OSSignpostID(~0)
  public static let null = OSSignpostID(0)

  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let counter = Atomic<UInt64>(0)
  static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}

/// A signpost's kind.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let event = OSSignpostType(rawValue: 0)
  public static let begin = OSSignpostType(rawValue: 1)
  public static let end = OSSignpostType(rawValue: 2)
}

/// Marks intervals and events for Instruments. Signposts never reach the build log, as they
/// never reach a device's log; the API runs (IDs, intervals, `withIntervalSignpost`) so the
/// code around it does.
public struct OSSignposter: @unchecked Sendable {
  // Sendable: its one property is an `OSLog`, which is immutable.
  let log: OSLog

  public init(subsystem: String, category: String) { self.log = OSLog(subsystem: subsystem, category: category) }
  public init(subsystem: String, category: OSLog.Category) { self.log = OSLog(subsystem: subsystem, category: category) }
  public init(logger: Logger) { self.log = logger.logObject }
  public init(logHandle: OSLog) { self.log = logHandle }
  public init() { self.log = .default }

  public static let disabled = OSSignposter(logHandle: .disabled)

  public var isEnabled: Bool { log.signpostsEnabled }

  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id: id, isOpen: true)
  }
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
    -> OSSignpostIntervalState
  {
    OSSignpostIntervalState(id: id, isOpen: true)
  }
  public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
    -> OSSignpostIntervalState
  {
    OSSignpostIntervalState(id: id, isOpen: true)
  }

  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) { state.close() }
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) { state.close() }

  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id)
    defer { endInterval(name, state) }
    return try task()
  }

  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage, around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id, message)
    defer { endInterval(name, state) }
    return try task()
  }
}

/// An interval begun by ``OSSignposter/beginInterval(_:id:)``, ended once.
public final class OSSignpostIntervalState: @unchecked Sendable {
  // Sendable: its ID is a `let`, and whether it is open is kept in a Mutex.
  /// The interval's ID.
  public let signpostID: OSSignpostID
  private let open: Mutex<Bool>

  init(id: OSSignpostID, isOpen: Bool) {
    self.signpostID = id
    self.open = Mutex(isOpen)
  }

  /// Whether ``OSSignposter/endInterval(_:_:)`` has not been called yet.
  var isOpen: Bool { open.locked { $0 } }

  func close() { open.locked { $0 = false } }
}

/// Marks a signpost with the legacy API; never reaches the build log.
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {}

public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...
) {}
