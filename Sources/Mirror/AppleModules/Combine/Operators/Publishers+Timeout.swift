extension Publishers {
  /// A publisher that finishes, or fails with a custom error, when its upstream delivers
  /// nothing for an interval.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public let customError: (() -> Failure)?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
      customError: (() -> Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      TimeoutSubscription(
        downstream: subscriber, interval: interval, scheduler: scheduler, options: options, customError: customError
      ).start(upstream)
    }
  }
}

extension Publisher {
  /// Finishes (or fails with `customError()`) when no value arrives for `interval`.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
  }
}

final class TimeoutSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<Downstream, Context> {
  private let interval: Context.SchedulerTimeType.Stride
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Downstream.Failure)?
  private var generation = 0

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
    customError: (() -> Downstream.Failure)?
  ) {
    self.interval = interval
    self.options = options
    self.customError = customError
    super.init("Timeout", downstream: downstream, scheduler: scheduler, asksForAll: false)
  }

  override func started() {
    restartTimer()
  }

  override func received(_ value: Downstream.Input) -> Subscribers.Demand {
    restartTimer()
    deliver(.value(value))
    return .none
  }

  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.withLock { generation += 1 }
    deliver(.completion(completion))
  }

  private func deliver(_ event: ScheduledEvent<Downstream.Input, Downstream.Failure>) {
    events.add(event)
    scheduler.schedule(options: options) { self.fireEvent() }
  }

  private func restartTimer() {
    let current = lock.withLock {
      generation += 1
      return generation
    }
    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
      guard self.lock.withLock({ self.generation == current }) else { return }
      self.cancelUpstream()
      self.buffer.finish(self.customError.map { .failure($0()) } ?? .finished)
    }
  }
}
