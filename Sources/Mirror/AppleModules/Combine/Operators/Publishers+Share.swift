extension Publishers {
  /// A publisher that shares one subscription to its upstream among all its subscribers: the
  /// first subscriber starts it, and it stops when the last one cancels.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      inner.receive(subscriber: subscriber)
    }

    public static func == (lhs: Share, rhs: Share) -> Bool {
      lhs === rhs
    }
  }
}

extension Publisher {
  /// Shares this publisher among all subscribers (see `Publishers.Share`).
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
