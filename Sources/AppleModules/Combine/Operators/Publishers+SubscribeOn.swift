import Foundation

extension Publishers {
  /// A publisher that subscribes to its upstream, and passes requests and cancellation to it,
  /// on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let inner = SubscribeOnSubscription(downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = self.upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

extension Publisher {
  /// Subscribes, requests and cancels on `scheduler`.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// The subscription of `subscribe(on:)`: requests and cancellation are scheduled.
final class SubscribeOnSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
  CustomStringConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "SubscribeOn" }

  func receive(subscription: any Subscription) {
    let downstream = lock.withLock {
      guard upstream == nil else { return Downstream?.none }
      upstream = subscription
      return self.downstream
    }
    guard let downstream else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { downstream }?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = lock.withLock {
      defer {
        self.downstream = nil
        upstream = nil
      }
      return self.downstream
    }
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard let upstream = lock.withLock({ upstream }) else { return }
    scheduler.schedule(options: options) { upstream.request(demand) }
  }

  func cancel() {
    let upstream = lock.withLock {
      defer {
        downstream = nil
        self.upstream = nil
      }
      return self.upstream
    }
    guard let upstream else { return }
    scheduler.schedule(options: options) { upstream.cancel() }
  }
}
