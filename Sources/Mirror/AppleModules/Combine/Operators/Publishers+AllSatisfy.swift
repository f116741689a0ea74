extension Publishers {
  /// A publisher of whether a predicate accepts every value: false at the first it rejects, or
  /// true when the upstream finishes.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription(
          "AllSatisfy", downstream: subscriber, demand: .unlimited, onValue: { predicate($0) ? .skip : .finish(false) },
          onCompletion: { $0.delivering { true } }))
    }
  }

  /// A publisher of whether a throwing predicate accepts every value.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Failure == any Error, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription(
          "TryAllSatisfy", downstream: subscriber, demand: .unlimited,
          onValue: { value in .trying { try predicate(value) ? .skip : .finish(false) } },
          onCompletion: { $0.erased.delivering { true } }))
    }
  }

  /// A publisher of whether its upstream delivers a given value: true at the first, or false
  /// when the upstream finishes.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let output: Upstream.Output

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
      let output = self.output
      ContainsWhere(upstream: upstream) { $0 == output }.receive(subscriber: subscriber)
    }
  }

  /// A publisher of whether a predicate accepts any value.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription(
          "ContainsWhere", downstream: subscriber, demand: .unlimited, onValue: { predicate($0) ? .finish(true) : .skip },
          onCompletion: { $0.delivering { false } }))
    }
  }

  /// A publisher of whether a throwing predicate accepts any value.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Failure == any Error, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        OperatorSubscription(
          "TryContainsWhere", downstream: subscriber, demand: .unlimited,
          onValue: { value in .trying { try predicate(value) ? .finish(true) : .skip } },
          onCompletion: { $0.erased.delivering { false } }))
    }
  }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Whether `predicate` accepts every value.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Whether a throwing `predicate` accepts every value.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }

  /// Whether `predicate` accepts any value.
  public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Whether a throwing `predicate` accepts any value.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Whether this publisher delivers `output`.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}
