extension Publishers {
  /// A publisher that transforms each value with a closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = self.transform
      upstream.subscribe(OperatorSubscription("Map", downstream: subscriber) { .send(transform($0)) })
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
      let first = self.transform
      return Publishers.Map(upstream: upstream) { transform(first($0)) }
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
      let first = self.transform
      return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Replaces each nil value with `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}

extension Publishers {
  /// A publisher that transforms each value with a closure that may throw, failing with the error.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let transform = self.transform
      upstream.subscribe(
        OperatorSubscription(
          "TryMap", downstream: subscriber, onValue: { value in .trying { .send(try transform(value)) } },
          onCompletion: { (nil, $0.erased) }))
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
      let first = self.transform
      return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
      let first = self.transform
      return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`; a thrown error fails the publisher.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}
