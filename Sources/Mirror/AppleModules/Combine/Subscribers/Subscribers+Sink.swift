extension Subscribers {
  /// A subscriber that asks for every value and hands each, and the completion, to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    private typealias Handlers = (value: (Input) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)
    /// Asks for every value once subscribed; drops the closures (and what they capture) at the end.
    private let slot: SubscriptionSlot<Handlers>

    /// The closure that receives each value (a no-op once the sink completed or was cancelled).
    public var receiveValue: (Input) -> Void {
      slot.current?.value ?? { _ in }
    }

    /// The closure that receives the completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      slot.current?.completion ?? { _ in }
    }

    public init(
      receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)
    ) {
      slot = SubscriptionSlot((receiveValue, receiveCompletion))
      slot.request(.unlimited)
    }

    public var description: String { "Sink" }

    public var customMirror: Mirror {
      Mirror(self, children: [])
    }

    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      _ = slot.accept(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      slot.current?.value(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      slot.end().state?.completion(completion)
    }

    public func cancel() {
      slot.end().subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber that asks for every value and calls the closures.
  public func sink(
    receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Output) -> Void)
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that asks for every value and calls the closure with each.
  public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
