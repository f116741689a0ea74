extension Publishers {
  /// A publisher of each running result of a closure over the values so far.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
      let nextPartialResult = self.nextPartialResult
      var result = initialResult
      upstream.subscribe(
        OperatorSubscription("Scan", downstream: subscriber) { value in
          result = nextPartialResult(result, value)
          return .send(result)
        })
    }
  }

  /// A publisher of each running result of a throwing closure over the values so far.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(
      upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
      let nextPartialResult = self.nextPartialResult
      var result = initialResult
      upstream.subscribe(
        OperatorSubscription(
          "TryScan", downstream: subscriber,
          onValue: { value in
            .trying {
              result = try nextPartialResult(result, value)
              return .send(result)
            }
          }, onCompletion: { (nil, $0.erased) }))
    }
  }
}

extension Publisher {
  /// Each running result of `nextPartialResult`, starting from `initialResult`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Each running result of `nextPartialResult`; a thrown error fails the publisher.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryScan<Self, T>
  {
    Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
