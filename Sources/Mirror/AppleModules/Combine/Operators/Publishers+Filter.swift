extension Publishers {
  /// A publisher of the values a predicate accepts.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let isIncluded = self.isIncluded
      upstream.subscribe(OperatorSubscription("Filter", downstream: subscriber) { isIncluded($0) ? .send($0) : .skip })
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
      let first = self.isIncluded
      return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
      let first = self.isIncluded
      return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
  }

  /// A publisher of the values a throwing predicate accepts.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        OperatorSubscription(
          "TryFilter", downstream: subscriber, onValue: { value in .trying { try isIncluded(value) ? .send(value) : .skip } },
          onCompletion: { (nil, $0.erased) }))
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
      let first = self.isIncluded
      return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
      let first = self.isIncluded
      return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
  }
}

extension Publisher {
  /// The values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// The values `isIncluded` accepts; a thrown error fails the publisher.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}
