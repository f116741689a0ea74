extension Publishers {
  /// When `collect(_:options:)` delivers what it gathered.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// Every interval.
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// Every interval, or sooner once the count is reached.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// A publisher of its upstream's values gathered into arrays by time (and count).
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let strategy: TimeGroupingStrategy<Context>
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      let inner: CollectByTimeSubscription<Upstream.Output, S, Context>
      switch strategy {
      case .byTime(let scheduler, let interval):
        inner = CollectByTimeSubscription(
          downstream: subscriber, scheduler: scheduler, interval: interval, count: nil, options: options)
      case .byTimeOrCount(let scheduler, let interval, let count):
        inner = CollectByTimeSubscription(
          downstream: subscriber, scheduler: scheduler, interval: interval, count: count, options: options)
      }
      inner.start(upstream)
    }
  }
}

extension Publisher {
  /// The values gathered into arrays every interval (or every count), by `strategy`.
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}

/// The subscription of `collect(_:options:)`: upstream's values are gathered and delivered as
/// one array at each tick of a repeating timer, or as soon as `count` are gathered.
final class CollectByTimeSubscription<Value, Downstream: Subscriber, Context: Scheduler>: UpstreamControl
where Downstream.Input == [Value] {
  private let buffer: DownstreamBuffer<Downstream>
  private let scheduler: Context
  private let interval: Context.SchedulerTimeType.Stride
  private let count: Int?
  private let options: Context.SchedulerOptions?
  private let lock = NSLock()
  private var upstream: ChildSubscriber<Value, Downstream.Failure>?
  private var timer: (any Cancellable)?
  private var gathered: [Value] = []
  private var askedForAll = false

  init(
    downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride, count: Int?,
    options: Context.SchedulerOptions?
  ) {
    buffer = DownstreamBuffer("CollectByTime", downstream: downstream)
    self.scheduler = scheduler
    self.interval = interval
    self.count = count
    self.options = options
  }

  func start<Upstream: Publisher>(_ publisher: Upstream) where Upstream.Output == Value, Upstream.Failure == Downstream.Failure {
    let child = ChildSubscriber<Value, Downstream.Failure>(
      onValue: { value in
        let full = self.lock.withLock {
          self.gathered.append(value)
          return self.count.map { self.gathered.count >= $0 } ?? false
        }
        if full {
          self.flush()
        }
        return .none
      },
      onCompletion: { completion in
        let timer = self.lock.withLock {
          defer { self.timer = nil }
          return self.timer
        }
        timer?.cancel()
        if case .finished = completion {
          self.flush()
        }
        self.buffer.finish(completion)
      })
    lock.withLock { upstream = child }
    buffer.start(control: self)
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance, options: options
    ) { [weak self] in self?.flush() }
    lock.withLock { self.timer = timer }
    publisher.subscribe(child)
  }

  private func flush() {
    let values = lock.withLock {
      defer { gathered = [] }
      return gathered
    }
    if !values.isEmpty {
      buffer.send(values)
    }
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    let upstream = lock.withLock {
      defer { askedForAll = true }
      return askedForAll ? nil : self.upstream
    }
    upstream?.request(.unlimited)
  }

  func cancelUpstream() {
    let (upstream, timer) = lock.withLock {
      defer {
        self.upstream = nil
        self.timer = nil
      }
      return (self.upstream, self.timer)
    }
    upstream?.cancel()
    timer?.cancel()
  }
}
