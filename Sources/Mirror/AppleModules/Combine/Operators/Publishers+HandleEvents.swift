import Foundation

extension Publishers {
  /// A publisher that calls closures at each event of a subscription, passing everything on.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let events = SubscriptionEvents(
        subscription: receiveSubscription, output: receiveOutput, completion: receiveCompletion, cancel: receiveCancel,
        request: receiveRequest)
      upstream.subscribe(EventsSubscription("HandleEvents", downstream: subscriber, events: events))
    }
  }
}

extension Publisher {
  /// Calls the given closures at each event, passing everything on.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }
}

/// The closures an events subscription calls (`handleEvents`, `print`, `breakpoint`).
struct SubscriptionEvents<Output, Failure: Error> {
  var subscription: ((any Subscription) -> Void)?
  var output: ((Output) -> Void)?
  var completion: ((Subscribers.Completion<Failure>) -> Void)?
  var cancel: (() -> Void)?
  var request: ((Subscribers.Demand) -> Void)?
}

/// A subscription that passes every event on unchanged, calling a closure at each.
final class EventsSubscription<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let description: String
  private let link: SubscriptionSlot<Downstream>
  private let events: SubscriptionEvents<Input, Failure>

  init(_ name: String, downstream: Downstream, events: SubscriptionEvents<Input, Failure>) {
    description = name
    link = SubscriptionSlot(downstream)
    self.events = events
  }

  func receive(subscription: any Subscription) {
    events.subscription?(subscription)
    link.accept(subscription)?.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.output?(input)
    guard let downstream = link.current else { return .none }
    let more = downstream.receive(input)
    if more > .none {
      events.request?(more)
    }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    events.completion?(completion)
    link.end().state?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    events.request?(demand)
    link.upstream?.request(demand)
  }

  func cancel() {
    events.cancel?()
    link.end().subscription?.cancel()
  }
}
