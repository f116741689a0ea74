extension Publishers {
  /// A publisher of all its upstream's values in one array, when it finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      var values: [Upstream.Output] = []
      upstream.subscribe(
        OperatorSubscription(
          "Collect", downstream: subscriber, demand: .unlimited,
          onValue: { value in
            values.append(value)
            return .skip
          },
          onCompletion: { $0.delivering { values } }))
    }
  }

  /// A publisher of its upstream's values in arrays of a given size; the last may be shorter.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      precondition(count > 0, "count must be positive")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      let count = self.count
      var values: [Upstream.Output] = []
      upstream.subscribe(
        OperatorSubscription(
          "CollectByCount", downstream: subscriber,
          onValue: { value in
            values.append(value)
            guard values.count == count else { return .skip }
            defer { values = [] }
            return .send(values)
          },
          onCompletion: { $0.delivering { values.isEmpty ? nil : values } }))
    }
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

extension Publisher {
  /// All values in one array, delivered when this publisher finishes.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// The values in arrays of `count`, and the rest when this publisher finishes.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
