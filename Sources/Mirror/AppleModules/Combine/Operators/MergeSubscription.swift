/// The merging of several publishers of one type: values in the order they arrive, finished
/// when every upstream finished, failed at the first failure. Downstream's requests are passed
/// to every upstream; what arrives beyond its demand waits in the buffer.
final class MergeSubscription<Downstream: Subscriber>: UpstreamsSubscription<Downstream.Input, Downstream> {
  private var remaining: Int

  private init(_ name: String, downstream: Downstream, count: Int) {
    remaining = count
    super.init(buffer: DownstreamBuffer(name, downstream: downstream))
  }

  static func start(
    _ name: String, publishers: [AnyPublisher<Downstream.Input, Downstream.Failure>], downstream: Downstream
  ) {
    MergeSubscription(name, downstream: downstream, count: publishers.count).start(publishers)
  }

  override func started() {
    if lock.withLock({ remaining == 0 }) {
      buffer.finish(.finished)
    }
  }

  override func received(_ value: Downstream.Input, from index: Int) -> Subscribers.Demand {
    buffer.send(value)
    return .none
  }

  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
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
}
