extension Publishers {
  /// A publisher of one property of each value.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath: KeyPath<Upstream.Output, Output>

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let keyPath = self.keyPath
      upstream.subscribe(OperatorSubscription("ValueForKey", downstream: subscriber) { .send($0[keyPath: keyPath]) })
    }
  }
}

extension Publisher {
  /// The value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }
}
