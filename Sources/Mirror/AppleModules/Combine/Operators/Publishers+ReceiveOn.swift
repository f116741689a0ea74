import Foundation

extension Publishers {
  /// A publisher that delivers its upstream's values and completion on a scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
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
      upstream.subscribe(ReceiveOnSubscription(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Delivers values and the completion on `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// The subscription of `receive(on:)`: each event is scheduled, and delivered in order (see
/// `ScheduledEvents`); requests and cancellation go straight upstream.
final class ReceiveOnSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let link: SubscriptionSlot<Downstream>
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let events = ScheduledEvents<Input, Failure>()

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    link = SubscriptionSlot(downstream)
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "ReceiveOn" }

  func receive(subscription: any Subscription) {
    link.accept(subscription)?.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    schedule(.value(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    schedule(.completion(completion))
  }

  /// Delivers `event` on the scheduler, after the events before it.
  private func schedule(_ event: ScheduledEvent<Input, Failure>) {
    events.add(event)
    scheduler.schedule(options: options) { self.events.fire(self.deliver) }
  }

  private func deliver(_ event: ScheduledEvent<Input, Failure>) {
    switch event {
    case .value(let value):
      guard let downstream = link.current else { return }
      let more = downstream.receive(value)
      if more > .none {
        request(more)
      }
    case .completion(let completion):
      link.end().state?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    link.upstream?.request(demand)
  }

  func cancel() {
    link.end().subscription?.cancel()
  }
}
