import Foundation

/// What a subscriber holds for its one upstream subscription, under one lock: the subscription
/// once it arrives, what was asked for before then, and its own state (closures, a target, a
/// downstream) until the end.
///
/// The end (a completion or a cancellation) drops the subscription and the state, which ends any
/// cycle through them; after it a subscription is refused and requests are dropped.
final class SubscriptionSlot<State> {
  private let lock = NSLock()
  private var subscription: (any Subscription)?
  private var state: State?
  private var isEnded = false
  private var pendingDemand = Subscribers.Demand.none

  init(_ state: State) {
    self.state = state
  }

  /// The state, or nil once the slot ended.
  var current: State? {
    lock.withLock { state }
  }

  /// Upstream's subscription, or nil before it arrives and after the end.
  var upstream: (any Subscription)? {
    lock.withLock { subscription }
  }

  /// Keeps upstream's first subscription, asks it for what was requested before it arrived and
  /// returns the state; cancels a second subscription, or one that arrives after the end, and
  /// returns nil.
  func accept(_ subscription: any Subscription) -> State? {
    lock.lock()
    guard !isEnded, self.subscription == nil, let state else {
      lock.unlock()
      subscription.cancel()
      return nil
    }
    self.subscription = subscription
    let demand = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if demand > .none {
      subscription.request(demand)
    }
    return state
  }

  /// Asks upstream for `demand` more values, now or once it is subscribed.
  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    lock.lock()
    if let subscription {
      lock.unlock()
      subscription.request(demand)
    } else {
      if !isEnded {
        pendingDemand += demand
      }
      lock.unlock()
    }
  }

  /// Ends the slot: returns the state (nil if it had already ended) and the subscription, for
  /// the caller to complete or cancel with the lock released, and forgets both.
  func end() -> (state: State?, subscription: (any Subscription)?) {
    lock.withLock {
      defer {
        isEnded = true
        subscription = nil
        state = nil
        pendingDemand = .none
      }
      return (state, subscription)
    }
  }
}
