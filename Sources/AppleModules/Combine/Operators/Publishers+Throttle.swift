extension Publishers {
  /// A publisher that delivers at most one value per interval: the first that arrives in it,
  /// or the latest.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      ThrottleSubscription(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest).start(upstream)
    }
  }
}

extension Publisher {
  /// Delivers at most one value per `interval`: the first or the latest that arrived in it.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

final class ThrottleSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<Downstream, Context> {
  private let interval: Context.SchedulerTimeType.Stride
  private let latest: Bool
  private var waiting: Downstream.Input?
  private var isScheduled = false
  private var lastDelivery: Context.SchedulerTimeType?

  init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
    self.interval = interval
    self.latest = latest
    super.init("Throttle", downstream: downstream, scheduler: scheduler, asksForAll: true)
  }

  override func received(_ value: Downstream.Input) -> Subscribers.Demand {
    let now = scheduler.now
    let fireDate: Context.SchedulerTimeType? = lock.withLock {
      if latest || waiting == nil {
        waiting = value
      }
      guard !isScheduled else { return nil }
      isScheduled = true
      guard let lastDelivery else { return now }
      let next = lastDelivery.advanced(by: interval)
      return next > now ? next : now
    }
    if let fireDate {
      scheduler.schedule(after: fireDate, tolerance: scheduler.minimumTolerance, options: nil) { self.deliver() }
    }
    return .none
  }

  private func deliver() {
    let now = scheduler.now
    let value = lock.withLock {
      isScheduled = false
      lastDelivery = now
      defer { waiting = nil }
      return waiting
    }
    if let value {
      buffer.send(value)
    }
  }

  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>) {
    scheduler.schedule(options: nil) {
      if case .finished = completion {
        self.deliver()
      }
      self.buffer.finish(completion)
    }
  }
}
