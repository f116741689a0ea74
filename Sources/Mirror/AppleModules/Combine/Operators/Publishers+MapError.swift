extension Publishers {
  /// A publisher whose failure is transformed by a closure.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure

    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Upstream.Output == S.Input {
      let transform = self.transform
      upstream.subscribe(
        OperatorSubscription(
          "MapError", downstream: subscriber, onValue: { .send($0) }, onCompletion: { (nil, $0.mapFailure(transform)) }))
    }
  }
}

extension Publisher {
  /// Transforms the failure with `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }
}
