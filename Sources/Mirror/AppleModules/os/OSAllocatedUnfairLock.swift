/// A lock that protects a value, as os's unfair lock does (iOS 16).
///
/// The value lives in a heap buffer with the lock, so copies of the struct share both.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  // Sendable: every access to `storage.state` goes through `storage.lock`.
  private let storage: Storage

  private final class Storage {
    var lock = os_unfair_lock()
    var state: State

    init(_ state: State) { self.state = state }

    func with<R>(_ body: (inout State) throws -> R) rethrows -> R {
      os_unfair_lock_lock(&lock)
      defer { os_unfair_lock_unlock(&lock) }
      return try body(&state)
    }

    func acquire() { os_unfair_lock_lock(&lock) }
    func release() { os_unfair_lock_unlock(&lock) }
    func tryAcquire() -> Bool { os_unfair_lock_trylock(&lock) }

    func ifAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
      guard os_unfair_lock_trylock(&lock) else { return nil }
      defer { os_unfair_lock_unlock(&lock) }
      return try body(&state)
    }
  }

  /// Whether the calling thread holds the lock, for `precondition(_:)`.
  public enum Ownership: Hashable, Sendable {
    case owner
    case notOwner
  }

  public init(uncheckedState initialState: State) {
    storage = Storage(initialState)
  }

  public init(initialState: State) where State: Sendable {
    self.init(uncheckedState: initialState)
  }

  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    try storage.with(body)
  }

  public func withLockUnchecked<R>(flags: OSAllocatedUnfairLockFlags, _ body: (inout State) throws -> R) rethrows -> R {
    try storage.with(body)
  }

  public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
    try storage.with(body)
  }

  public func withLock<R: Sendable>(flags: OSAllocatedUnfairLockFlags, _ body: @Sendable (inout State) throws -> R) rethrows -> R
  {
    try storage.with(body)
  }

  public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    try storage.ifAvailable(body)
  }

  public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
    try storage.ifAvailable(body)
  }

  /// Checks who holds the lock; a glibc mutex does not record its owner, so this checks nothing.
  public func precondition(_ condition: Ownership) {}
}

extension OSAllocatedUnfairLock where State == () {
  public init() {
    self.init(uncheckedState: ())
  }

  public func lock() { storage.acquire() }
  public func lock(flags: OSAllocatedUnfairLockFlags) { lock() }
  public func unlock() { storage.release() }
  public func lockIfAvailable() -> Bool { storage.tryAcquire() }

  public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
    try withLockUnchecked { (_: inout State) in try body() }
  }

  public func withLockUnchecked<R>(flags: OSAllocatedUnfairLockFlags, _ body: () throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }

  public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }

  public func withLock<R: Sendable>(flags: OSAllocatedUnfairLockFlags, _ body: @Sendable () throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }

  public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
    try withLockIfAvailableUnchecked { (_: inout State) in try body() }
  }

  public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
    try withLockIfAvailableUnchecked(body)
  }
}

/// Options of an `OSAllocatedUnfairLock`'s locking; a glibc mutex has none, so they are kept only.
public struct OSAllocatedUnfairLockFlags: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let adaptiveSpin = OSAllocatedUnfairLockFlags(rawValue: 1 << 18)
}
