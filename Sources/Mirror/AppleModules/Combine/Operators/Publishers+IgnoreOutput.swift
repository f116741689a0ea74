extension Publishers {
  /// A publisher of its upstream's completion alone.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Never {
      upstream.subscribe(OperatorSubscription("IgnoreOutput", downstream: subscriber, demand: .unlimited) { _ in .skip })
    }
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Leaves out every value, passing on the completion.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}
