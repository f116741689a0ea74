extension Publishers {
  /// A publisher of the non-nil results of a closure applied to each value.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = self.transform
      upstream.subscribe(OperatorSubscription("CompactMap", downstream: subscriber) { transform($0).map { .send($0) } ?? .skip })
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
      let first = self.transform
      return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
      let first = self.transform
      return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
    }
  }

  /// A publisher of the non-nil results of a throwing closure applied to each value.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let transform = self.transform
      upstream.subscribe(
        OperatorSubscription(
          "TryCompactMap", downstream: subscriber,
          onValue: { value in .trying { try transform(value).map { .send($0) } ?? .skip } },
          onCompletion: { (nil, $0.erased) }))
    }

    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
      let first = self.transform
      return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
    }
  }
}

extension Publisher {
  /// The non-nil results of `transform` applied to each value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// The non-nil results of `transform` applied to each value; a thrown error fails the publisher.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}
