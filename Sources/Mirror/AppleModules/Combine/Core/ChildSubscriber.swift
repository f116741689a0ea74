/// One upstream of an operator with several (merge, zip, flatMap, catch…): it hands each event
/// to the operator's closures and takes requests before its subscription arrives.
///
/// The closures hold the operator; they are dropped when the child completes or is cancelled,
/// which ends the cycle between them.
final class ChildSubscriber<Input, Failure: Error>: Subscriber, ChildControl, CustomStringConvertible {
  private typealias Handlers = (
    value: (Input) -> Subscribers.Demand, completion: (Subscribers.Completion<Failure>) -> Void
  )
  private let slot: SubscriptionSlot<Handlers>

  init(onValue: @escaping (Input) -> Subscribers.Demand, onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
    slot = SubscriptionSlot((onValue, onCompletion))
  }

  var description: String { "Child" }

  func receive(subscription: any Subscription) {
    _ = slot.accept(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    slot.current?.value(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    slot.end().state?.completion(completion)
  }

  /// Asks this upstream for `demand` more values, now or once it is subscribed.
  func request(_ demand: Subscribers.Demand) {
    slot.request(demand)
  }

  func cancel() {
    slot.end().subscription?.cancel()
  }
}

/// What an operator does with one of its upstreams, whatever its types.
protocol ChildControl: AnyObject {
  func request(_ demand: Subscribers.Demand)
  func cancel()
}
