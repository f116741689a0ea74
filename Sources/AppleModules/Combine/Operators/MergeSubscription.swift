import Foundation

/// The merging of several publishers of one type: values in the order they arrive, finished
/// when every upstream finished, failed at the first failure. Downstream's requests are passed
/// to every upstream; what arrives beyond its demand waits in the buffer.
final class MergeSubscription<Downstream: Subscriber>: UpstreamControl {
  private let buffer: DownstreamBuffer<Downstream>
  private let lock = NSLock()
  private var children: [ChildSubscriber<Downstream.Input, Downstream.Failure>] = []
  private var remaining: Int

  private init(_ name: String, downstream: Downstream, count: Int) {
    buffer = DownstreamBuffer(name, downstream: downstream)
    remaining = count
  }

  static func start(
    _ name: String, publishers: [AnyPublisher<Downstream.Input, Downstream.Failure>], downstream: Downstream
  ) {
    let merge = MergeSubscription(name, downstream: downstream, count: publishers.count)
    let children = publishers.map { _ in
      ChildSubscriber<Downstream.Input, Downstream.Failure>(
        onValue: { value in
          merge.buffer.send(value)
          return .none
        },
        onCompletion: { merge.childCompleted($0) })
    }
    merge.lock.withLock { merge.children = children }
    merge.buffer.start(control: merge)
    if publishers.isEmpty {
      merge.buffer.finish(.finished)
    }
    for (publisher, child) in zip(publishers, children) {
      publisher.subscribe(child)
    }
  }

  private func childCompleted(_ completion: Subscribers.Completion<Downstream.Failure>) {
    switch completion {
    case .finished:
      let isLast = lock.withLock {
        remaining -= 1
        return remaining == 0
      }
      if isLast {
        buffer.finish(.finished)
      }
    case .failure:
      cancelUpstream()
      buffer.finish(completion)
    }
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
