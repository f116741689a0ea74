import Foundation

/// The subscription of publishers whose values are known up front (`Just`, `Record`, a
/// sequence's publisher): each value as downstream asks for it, then the completion.
final class IteratorSubscription<Elements: IteratorProtocol, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Elements.Element {
  let description: String
  private let lock = NSLock()
  private var elements: Elements
  /// The next value, read ahead so that the completion follows the last value at once.
  private var next: Elements.Element?
  private var downstream: Downstream?
  private let completion: Subscribers.Completion<Downstream.Failure>
  private var demand = Subscribers.Demand.none
  private var isDelivering = false

  private init(
    _ name: String, first: Elements.Element, rest: Elements, completion: Subscribers.Completion<Downstream.Failure>,
    downstream: Downstream
  ) {
    description = name
    next = first
    elements = rest
    self.completion = completion
    self.downstream = downstream
  }

  /// Attaches `downstream` to the values of `elements` followed by `completion`; with no values,
  /// the completion comes at once, without waiting for demand.
  static func start(
    _ name: String, elements: Elements, completion: Subscribers.Completion<Downstream.Failure> = .finished,
    downstream: Downstream
  ) {
    var elements = elements
    guard let first = elements.next() else {
      downstream.receive(subscription: Subscriptions.empty)
      downstream.receive(completion: completion)
      return
    }
    let subscription = IteratorSubscription(name, first: first, rest: elements, completion: completion, downstream: downstream)
    downstream.receive(subscription: subscription)
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    // A request made while delivering (from inside `receive(_:)`) is met by the loop below.
    guard !isDelivering else {
      lock.unlock()
      return
    }
    isDelivering = true
    while demand > .none, let downstream, let value = next {
      demand -= 1
      next = elements.next()
      let isLast = next == nil
      if isLast {
        self.downstream = nil
      }
      lock.unlock()
      let additional = downstream.receive(value)
      if isLast {
        downstream.receive(completion: completion)
      }
      lock.lock()
      demand += additional
    }
    isDelivering = false
    lock.unlock()
  }

  func cancel() {
    lock.withLock {
      downstream = nil
      next = nil
    }
  }
}
