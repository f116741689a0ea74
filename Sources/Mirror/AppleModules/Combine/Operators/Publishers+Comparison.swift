extension Publishers {
  /// A publisher of the greatest value by an ordering (the least, with the ordering reversed),
  /// when the upstream finishes.
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let areInIncreasingOrder = self.areInIncreasingOrder
      var best: Output?
      upstream.subscribe(
        OperatorSubscription(
          "Comparison", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            if let current = best, !areInIncreasingOrder(current, value) { return .skip }
            best = value
            return .skip
          },
          onCompletion: { $0.delivering { best } }))
    }
  }

  /// A publisher of the greatest value by a throwing ordering, when the upstream finishes.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
      let areInIncreasingOrder = self.areInIncreasingOrder
      var best: Output?
      upstream.subscribe(
        OperatorSubscription(
          "TryComparison", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            .trying {
              if let current = best, try !areInIncreasingOrder(current, value) { return .skip }
              best = value
              return .skip
            }
          },
          onCompletion: { $0.erased.delivering { best } }))
    }
  }
}

extension Publisher where Output: Comparable {
  /// The least value, when this publisher finishes.
  public func min() -> Publishers.Comparison<Self> {
    min(by: <)
  }

  /// The greatest value, when this publisher finishes.
  public func max() -> Publishers.Comparison<Self> {
    max(by: <)
  }
}

extension Publisher {
  /// The least value by `areInIncreasingOrder`, when this publisher finishes.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// The greatest value by `areInIncreasingOrder`, when this publisher finishes.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// The least value by a throwing `areInIncreasingOrder`, when this publisher finishes.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// The greatest value by a throwing `areInIncreasingOrder`, when this publisher finishes.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}
