extension Publishers {
  /// A publisher that delivers at most one value per interval: a value that arrives after a
  /// quiet interval goes at once; the others wait for their interval's end, where the first or
  /// the latest of them goes.
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
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
    -> Publishers.Throttle<Self, S>
  {
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
    let action: ThrottleStep<Context.SchedulerTimeType> = lock.withLock {
      guard let lastDelivery, now < lastDelivery.advanced(by: interval) else {
        // The window is open: this value goes at once and starts the next window.
        self.lastDelivery = now
        waiting = nil
        return .deliverNow
      }
      if latest || waiting == nil {
        waiting = value
      }
      guard !isScheduled else { return .wait }
      isScheduled = true
      return .deliverAt(lastDelivery.advanced(by: interval))
    }
    switch action {
    case .deliverNow:
      deliver(.value(value))
    case .deliverAt(let date):
      scheduler.schedule(after: date, tolerance: scheduler.minimumTolerance, options: nil) { self.deliverWaiting() }
    case .wait:
      break
    }
    return .none
  }

  /// Delivers the value kept from the window that ends now, which starts the next window.
  private func deliverWaiting() {
    let now = scheduler.now
    let value = lock.withLock {
      isScheduled = false
      defer { waiting = nil }
      if waiting != nil {
        lastDelivery = now
      }
      return waiting
    }
    if let value {
      events.add(.value(value))
      fireEvent()
    }
  }

  /// The value waiting, if the upstream finished, goes before the completion.
  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let value = lock.withLock {
      defer { waiting = nil }
      return waiting
    }
    if let value, case .finished = completion {
      deliver(.value(value))
    }
    deliver(.completion(completion))
  }

  private func deliver(_ event: ScheduledEvent<Downstream.Input, Downstream.Failure>) {
    events.add(event)
    scheduler.schedule(options: nil) { self.fireEvent() }
  }
}

/// What a throttle does with a value: deliver it now, wait for its window's end, or keep it
/// for a delivery already scheduled.
private enum ThrottleStep<Time> {
  case deliverNow
  case deliverAt(Time)
  case wait
}
