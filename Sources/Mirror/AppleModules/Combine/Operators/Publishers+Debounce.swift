extension Publishers {
  /// A publisher that delivers a value only once its upstream has been quiet for an interval
  /// after it; when the upstream finishes, the value waiting is delivered first.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      DebounceSubscription(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options).start(upstream)
    }
  }
}

extension Publisher {
  /// Delivers a value only after `dueTime` passes without another, on `scheduler`.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<Downstream, Context> {
  private let dueTime: Context.SchedulerTimeType.Stride
  private let options: Context.SchedulerOptions?
  private var waiting: Downstream.Input?
  private var generation = 0

  init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?)
  {
    self.dueTime = dueTime
    self.options = options
    super.init("Debounce", downstream: downstream, scheduler: scheduler, asksForAll: true)
  }

  override func received(_ value: Downstream.Input) -> Subscribers.Demand {
    let current = lock.withLock {
      waiting = value
      generation += 1
      return generation
    }
    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
      let isDue = self.lock.withLock {
        guard self.generation == current, let value = self.waiting else { return false }
        self.waiting = nil
        self.events.add(.value(value))
        return true
      }
      if isDue {
        self.fireEvent()
      }
    }
    return .none
  }

  /// The value waiting, if the upstream finished, goes before the completion.
  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let events = self.events
    let count = lock.withLock {
      generation += 1
      defer { waiting = nil }
      if let value = waiting, case .finished = completion {
        events.add(.value(value))
        events.add(.completion(completion))
        return 2
      }
      events.add(.completion(completion))
      return 1
    }
    scheduler.schedule(options: options) {
      for _ in 0..<count {
        self.fireEvent()
      }
    }
  }
}
