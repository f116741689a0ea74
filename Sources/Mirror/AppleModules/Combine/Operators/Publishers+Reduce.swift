extension Publishers {
  /// A publisher of the result of a closure folded over all values, when the upstream finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let initial: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let nextPartialResult = self.nextPartialResult
      var result = initial
      upstream.subscribe(
        OperatorSubscription(
          "Reduce", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            result = nextPartialResult(result, value)
            return .skip
          },
          onCompletion: { $0.delivering { result } }))
    }
  }

  /// A publisher of the result of a throwing closure folded over all values.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let initial: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let nextPartialResult = self.nextPartialResult
      var result = initial
      upstream.subscribe(
        OperatorSubscription(
          "TryReduce", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            .trying {
              result = try nextPartialResult(result, value)
              return .skip
            }
          },
          onCompletion: { $0.erased.delivering { result } }))
    }
  }

  /// A publisher of its upstream's count of values, when it finishes.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Int {
      Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }.receive(subscriber: subscriber)
    }
  }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}

extension Publisher {
  /// The result of `nextPartialResult` folded over all values from `initialResult`.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// The result of a throwing `nextPartialResult` folded over all values.
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryReduce<Self, T>
  {
    Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// How many values this publisher delivers, when it finishes.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }
}
