import Foundation

/// A cancellable that cancels what it wraps when cancelled or deinitialized.
///
/// Keep it (in a property or with `store(in:)`) for as long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
  private let lock = NSLock()
  private var cancelBody: (() -> Void)?

  /// Wraps a closure that cancels; it runs once, on the first `cancel()` or at deinit.
  public init(_ cancel: @escaping () -> Void) {
    cancelBody = cancel
  }

  /// Wraps `canceller`.
  public init<C: Cancellable>(_ canceller: C) {
    cancelBody = canceller.cancel
  }

  deinit {
    cancel()
  }

  public func cancel() {
    let body = lock.withLock {
      defer { cancelBody = nil }
      return cancelBody
    }
    body?()
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
