extension Publishers {
  /// A publisher that waits for `connect()` before subscribing to its upstream, then shares it.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      inner.connect()
    }
  }
}

extension Publisher where Failure == Never {
  /// This publisher as a connectable one, which starts at `connect()`.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}
