/// A publisher that starts producing values only when connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the publisher; cancel the result to stop it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects on the first subscriber and disconnects when the last one leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}
