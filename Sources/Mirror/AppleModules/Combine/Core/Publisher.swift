/// A type that delivers a sequence of values over time to the subscribers attached to it.
///
/// A publisher calls a subscriber's `receive(subscription:)` once, then `receive(_:)` at most as
/// often as the subscriber asked through the subscription, then `receive(completion:)` at most
/// once. Calls to one subscriber never overlap.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Attaches `subscriber`; called by `subscribe(_:)`, which is what code calls.
  func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S) where Failure == S.Failure, Output == S.Input {
    receive(subscriber: subscriber)
  }
}
