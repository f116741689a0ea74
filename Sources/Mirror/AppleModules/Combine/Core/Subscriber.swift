/// A type that receives values and a completion from a publisher, asking for values through the
/// subscription it is given.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error

  /// Called once, first; the subscriber asks for values with `subscription.request(_:)`.
  func receive(subscription: any Subscription)
  /// Called for each value; the result is how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Called once at the end: the publisher finished or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives the empty value of a publisher of `Void`.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}
