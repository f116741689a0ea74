/// A publisher that fails with an error at once.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error delivered.
  public let error: Failure

  public init(error: Failure) {
    self.error = error
  }

  /// A failing publisher of the given output type, which the compiler cannot infer.
  public init(outputType: Output.Type, failure: Failure) {
    self.init(error: failure)
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
