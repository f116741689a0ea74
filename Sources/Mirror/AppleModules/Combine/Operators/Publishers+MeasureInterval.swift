extension Publishers {
  /// A publisher of the time between its upstream's values, by a scheduler's clock (the first
  /// measured from the subscription).
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context

    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Context.SchedulerTimeType.Stride {
      let scheduler = self.scheduler
      var last = scheduler.now
      upstream.subscribe(
        OperatorSubscription("MeasureInterval", downstream: subscriber) { _ in
          let now = scheduler.now
          defer { last = now }
          return .send(last.distance(to: now))
        })
    }
  }
}

extension Publisher {
  /// The time between values, by `scheduler`'s clock.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
