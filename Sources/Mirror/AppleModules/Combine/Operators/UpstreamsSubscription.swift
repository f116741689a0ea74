import Foundation

/// The subscription of an operator over a fixed list of upstreams of one type (`merge`,
/// `combineLatest`, `zip`): each upstream's events go to `received(_:from:)` and
/// `completed(_:from:)` with its index, downstream's requests are passed to every upstream, its
/// cancellation cancels them all, and values wait in the buffer until downstream asks for them.
class UpstreamsSubscription<Value, Downstream: Subscriber>: UpstreamControl {
  let buffer: DownstreamBuffer<Downstream>
  /// Guards the children and the operator's own state.
  let lock = NSLock()
  private var children: [ChildSubscriber<Value, Downstream.Failure>] = []

  init(buffer: DownstreamBuffer<Downstream>) {
    self.buffer = buffer
  }

  /// Hands downstream its subscription, then subscribes to each publisher in order.
  func start(_ publishers: [AnyPublisher<Value, Downstream.Failure>]) {
    let children = publishers.indices.map { index in
      ChildSubscriber<Value, Downstream.Failure>(
        onValue: { self.received($0, from: index) },
        onCompletion: { self.completed($0, from: index) })
    }
    lock.withLock { self.children = children }
    buffer.start(control: self)
    started()
    for (publisher, child) in zip(publishers, children) {
      publisher.subscribe(child)
    }
  }

  /// Called once downstream has its subscription, before the upstreams are subscribed to.
  func started() {}

  func received(_ value: Value, from index: Int) -> Subscribers.Demand {
    fatalError("UpstreamsSubscription.received(_:from:) is abstract")
  }

  func completed(_ completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
    fatalError("UpstreamsSubscription.completed(_:from:) is abstract")
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    for child in lock.withLock({ children }) {
      child.request(demand)
    }
  }

  func cancelUpstream() {
    let children = lock.withLock {
      defer { self.children = [] }
      return self.children
    }
    for child in children {
      child.cancel()
    }
  }
}
