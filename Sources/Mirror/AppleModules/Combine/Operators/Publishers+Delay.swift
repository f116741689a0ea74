extension Publishers {
  /// A publisher that delivers each value and the completion an interval after they arrive.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context, options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      DelaySubscription(
        downstream: subscriber, interval: interval, tolerance: tolerance, scheduler: scheduler, options: options
      ).start(upstream)
    }
  }
}

extension Publisher {
  /// Delivers each value and the completion `interval` after they arrive, on `scheduler`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
      options: options)
  }
}

final class DelaySubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<Downstream, Context> {
  private let interval: Context.SchedulerTimeType.Stride
  private let tolerance: Context.SchedulerTimeType.Stride
  private let options: Context.SchedulerOptions?

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
    scheduler: Context, options: Context.SchedulerOptions?
  ) {
    self.interval = interval
    self.tolerance = tolerance
    self.options = options
    super.init("Delay", downstream: downstream, scheduler: scheduler, asksForAll: false)
  }

  override func received(_ value: Downstream.Input) -> Subscribers.Demand {
    later(.value(value))
    return .none
  }

  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>) {
    later(.completion(completion))
  }

  private func later(_ event: ScheduledEvent<Downstream.Input, Downstream.Failure>) {
    events.add(event)
    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { self.fireEvent() }
  }
}
