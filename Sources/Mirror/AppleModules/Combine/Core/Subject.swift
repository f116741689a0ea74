/// A publisher that code sends values into, for every subscriber attached to it.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscribers.
  func send(_ value: Output)
  /// Sends the completion to the subscribers; later sends are ignored.
  func send(completion: Subscribers.Completion<Failure>)
  /// Gives the subject a subscription to an upstream publisher, whose values it passes on.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value.
  public func send() {
    send(())
  }
}
