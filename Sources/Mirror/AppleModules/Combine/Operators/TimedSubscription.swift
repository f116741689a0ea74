import Foundation

/// The subscription of the operators that act on a scheduler's clock (`delay`, `debounce`,
/// `throttle`, `timeout`, `collect(_:options:)`): values pass through a buffer, so that events
/// from upstream and from the scheduler reach downstream one at a time, and the operator's own
/// state is guarded by one lock.
class TimedSubscription<Downstream: Subscriber, Context: Scheduler>: UpstreamControl {
  let buffer: DownstreamBuffer<Downstream>
  let scheduler: Context
  let lock = NSLock()
  private var upstream: ChildSubscriber<Downstream.Input, Downstream.Failure>?
  private var askedForAll = false
  /// Asks upstream for everything at downstream's first request, instead of passing requests on.
  private let asksForAll: Bool

  init(_ name: String, downstream: Downstream, scheduler: Context, asksForAll: Bool) {
    buffer = DownstreamBuffer(name, downstream: downstream)
    self.scheduler = scheduler
    self.asksForAll = asksForAll
  }

  /// The events the scheduler delivers to the buffer, in order.
  let events = ScheduledEvents<Downstream.Input, Downstream.Failure>()

  /// Delivers the oldest scheduled event to the buffer; each scheduled action calls it once.
  func fireEvent() {
    let buffer = self.buffer
    events.fire { event in
      switch event {
      case .value(let value): buffer.send(value)
      case .completion(let completion): buffer.finish(completion)
      }
    }
  }

  /// Subscribes to `publisher`, whose events go to `received(_:)` and `completed(_:)`.
  func start<Upstream: Publisher>(_ publisher: Upstream)
  where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    let child = ChildSubscriber<Upstream.Output, Upstream.Failure>(
      onValue: { self.received($0) },
      onCompletion: { completion in
        self.lock.withLock { self.upstream = nil }
        self.completed(completion)
      })
    lock.withLock { upstream = child }
    buffer.start(control: self)
    started()
    publisher.subscribe(child)
  }

  /// Called once downstream has its subscription, before upstream is subscribed to.
  func started() {}

  func received(_ value: Downstream.Input) -> Subscribers.Demand {
    fatalError("TimedSubscription.received(_:) is abstract")
  }

  func completed(_ completion: Subscribers.Completion<Downstream.Failure>) {
    fatalError("TimedSubscription.completed(_:) is abstract")
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    let (upstream, request) = lock.withLock {
      guard asksForAll else { return (self.upstream, demand) }
      defer { askedForAll = true }
      return (self.upstream, askedForAll ? Subscribers.Demand.none : .unlimited)
    }
    upstream?.request(request)
  }

  func cancelUpstream() {
    let upstream = lock.withLock {
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.cancel()
  }
}
