/// A type whose activity can be cancelled, freeing what it holds.
public protocol Cancellable {
  /// Stops the activity; calling it again does nothing.
  func cancel()
}

extension Cancellable {
  /// Keeps this cancellable, as an `AnyCancellable`, in `set`, which cancels it when released.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }

  /// Keeps this cancellable, as an `AnyCancellable`, in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
