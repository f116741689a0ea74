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

  private let link: SubscriptionSlot<Downstream>
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    link = SubscriptionSlot(downstream)
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "SubscribeOn" }

  func receive(subscription: any Subscription) {
    link.accept(subscription)?.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.current?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    link.end().state?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard let upstream = link.upstream else { return }
    scheduler.schedule(options: options) { upstream.request(demand) }
  }

  func cancel() {
    guard let upstream = link.end().subscription else { return }
    scheduler.schedule(options: options) { upstream.cancel() }
  }
}
