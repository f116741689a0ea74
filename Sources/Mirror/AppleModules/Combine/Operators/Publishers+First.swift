extension Publishers {
  /// A publisher of its upstream's first value, then finished.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      FirstWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// A publisher of the first value a predicate accepts, then finished.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription("FirstWhere", downstream: subscriber, demand: .unlimited) { predicate($0) ? .finish($0) : .skip })
    }
  }

  /// A publisher of the first value a throwing predicate accepts, then finished.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription(
          "TryFirstWhere", downstream: subscriber, demand: .unlimited,
          onValue: { value in .trying { try predicate(value) ? .finish(value) : .skip } }, onCompletion: { (nil, $0.erased) }))
    }
  }

  /// A publisher of its upstream's last value, when it finishes.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      LastWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// A publisher of the last value a predicate accepts, when the upstream finishes.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      var last: Output?
      upstream.subscribe(
        OperatorSubscription(
          "LastWhere", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            if predicate(value) {
              last = value
            }
            return .skip
          },
          onCompletion: { $0.delivering { last } }))
    }
  }

  /// A publisher of the last value a throwing predicate accepts, when the upstream finishes.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let predicate = self.predicate
      var last: Output?
      upstream.subscribe(
        OperatorSubscription(
          "TryLastWhere", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            .trying {
              if try predicate(value) {
                last = value
              }
              return .skip
            }
          },
          onCompletion: { $0.erased.delivering { last } }))
    }
  }
}

extension Publishers.First: Equatable where Upstream: Equatable {}

extension Publishers.Last: Equatable where Upstream: Equatable {}

extension Publisher {
  /// The first value, then finished.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// The first value `predicate` accepts, then finished.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// The first value a throwing `predicate` accepts, then finished.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }

  /// The last value, when this publisher finishes.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// The last value `predicate` accepts, when this publisher finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// The last value a throwing `predicate` accepts, when this publisher finishes.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}
