/// A publisher of no values that finishes at once, or never completes.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher finishes as soon as it is subscribed to.
  public let completeImmediately: Bool

  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// An empty publisher of the given types, which the compiler cannot infer.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.init(completeImmediately: completeImmediately)
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately {
      subscriber.receive(completion: .finished)
    }
  }

  public static func == (lhs: Empty, rhs: Empty) -> Bool {
    lhs.completeImmediately == rhs.completeImmediately
  }
}
