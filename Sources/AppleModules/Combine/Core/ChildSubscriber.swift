import Foundation

/// One upstream of an operator with several (merge, zip, flatMap, catch…): it hands each event
/// to the operator's closures and takes requests before its subscription arrives.
///
/// The closures hold the operator; they are dropped when the child completes or is cancelled,
/// which ends the cycle between them.
final class ChildSubscriber<Input, Failure: Error>: Subscriber, ChildControl, CustomStringConvertible {
  private let lock = NSLock()
  private var subscription: (any Subscription)?
  private var pendingDemand = Subscribers.Demand.none
  private var isDone = false
  private var onValue: ((Input) -> Subscribers.Demand)?
  private var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  init(onValue: @escaping (Input) -> Subscribers.Demand, onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  var description: String { "Child" }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard !isDone, self.subscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    self.subscription = subscription
    let demand = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if demand > .none {
      subscription.request(demand)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { isDone ? nil : onValue }?(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let handler = lock.withLock {
      defer { release() }
      return isDone ? nil : onCompletion
    }
    handler?(completion)
  }

  /// Asks this upstream for `demand` more values, now or once it is subscribed.
  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    lock.lock()
    if let subscription {
      lock.unlock()
      subscription.request(demand)
    } else {
      if !isDone {
        pendingDemand += demand
      }
      lock.unlock()
    }
  }

  func cancel() {
    let subscription = lock.withLock {
      defer { release() }
      return self.subscription
    }
    subscription?.cancel()
  }

  /// Drops the subscription and the closures; call with the lock held.
  private func release() {
    isDone = true
    subscription = nil
    onValue = nil
    onCompletion = nil
  }
}

/// What an operator does with one of its upstreams, whatever its types.
protocol ChildControl: AnyObject {
  func request(_ demand: Subscribers.Demand)
  func cancel()
}
