import Foundation

/// What an operator makes of one value from upstream.
enum OperatorStep<Output, Failure: Error> {
  /// Deliver this value downstream.
  case send(Output)
  /// Deliver nothing; a pass-through operator asks upstream for one more value instead.
  case skip
  /// Stop: cancel upstream, deliver this last value (if any, once downstream asks for it), finish.
  case finish(Output?)
  /// Stop: cancel upstream and fail downstream.
  case fail(Failure)
}

/// How an operator turns its downstream's demand into requests upstream.
enum OperatorDemand {
  /// Each value downstream asks for is one asked from upstream (map, filter, prefix…).
  case perValue
  /// Everything is asked from upstream at downstream's first request, for operators that
  /// deliver one value at the end (reduce, collect, count, first…).
  case unlimited
}

/// The subscription most one-upstream operators hand downstream: it is upstream's subscriber,
/// turns each upstream value into a step and each completion into a last value and a
/// completion, and keeps count of downstream's demand so that a last value waits to be asked for.
///
/// The step closures hold the operator's state for this one subscription; upstream calls them
/// one at a time (a publisher never overlaps calls to a subscriber), so they need no lock.
/// Downstream is only ever called with the lock released, so it may call back in.
final class OperatorSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input
  typealias End = (value: Output?, completion: Subscribers.Completion<Downstream.Failure>)

  let description: String
  private let lock = NSLock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var isSubscribed = false
  /// Upstream completed or was cancelled: no more of its events count.
  private var isTerminated = false
  /// What downstream asked for and was not yet given.
  private var demand = Subscribers.Demand.none
  private var askedUpstreamForAll = false
  /// A last value that waits for downstream to ask for it, with the completion after it.
  private var heldEnd: End?
  private let policy: OperatorDemand
  private let onValue: (Input) -> OperatorStep<Output, Downstream.Failure>
  private let onCompletion: (Subscribers.Completion<UpstreamFailure>) -> End

  init(
    _ name: String, downstream: Downstream, demand policy: OperatorDemand = .perValue,
    onValue: @escaping (Input) -> OperatorStep<Output, Downstream.Failure>,
    onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> End
  ) {
    description = name
    self.downstream = downstream
    self.policy = policy
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard !isSubscribed, !isTerminated, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    isSubscribed = true
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !isTerminated, let downstream else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch onValue(input) {
    case .send(let output):
      lock.withLock { demand -= 1 }
      let more = downstream.receive(output)
      lock.withLock { demand += more }
      return policy == .perValue ? more : .none
    case .skip:
      return policy == .perValue ? .max(1) : .none
    case .finish(let output):
      lock.withLock { takeUpstream() }?.cancel()
      end((output, .finished))
      return .none
    case .fail(let error):
      lock.withLock { takeUpstream() }?.cancel()
      end((nil, .failure(error)))
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let wasLive = lock.withLock {
      guard !isTerminated, downstream != nil else { return false }
      isTerminated = true
      upstream = nil
      return true
    }
    if wasLive {
      end(onCompletion(completion))
    }
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    if let held = heldEnd, demand > .none, let downstream {
      heldEnd = nil
      self.downstream = nil
      lock.unlock()
      if let value = held.value {
        _ = downstream.receive(value)
      }
      downstream.receive(completion: held.completion)
      return
    }
    let upstream = self.upstream
    switch policy {
    case .perValue:
      lock.unlock()
      upstream?.request(more)
    case .unlimited:
      let first = !askedUpstreamForAll && more > .none
      askedUpstreamForAll = askedUpstreamForAll || first
      lock.unlock()
      if first {
        upstream?.request(.unlimited)
      }
    }
  }

  func cancel() {
    let upstream = lock.withLock {
      downstream = nil
      heldEnd = nil
      return takeUpstream()
    }
    upstream?.cancel()
  }

  /// Marks upstream finished and returns its subscription, for the caller to cancel once the
  /// lock is released; call with the lock held.
  private func takeUpstream() -> (any Subscription)? {
    isTerminated = true
    let subscription = upstream
    upstream = nil
    return subscription
  }

  /// Delivers the last value and the completion, or holds them until downstream asks for a value.
  private func end(_ end: End) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    if end.value != nil, demand == .none {
      heldEnd = end
      lock.unlock()
      return
    }
    self.downstream = nil
    lock.unlock()
    if let value = end.value {
      _ = downstream.receive(value)
    }
    downstream.receive(completion: end.completion)
  }
}

extension OperatorSubscription where Downstream.Failure == UpstreamFailure {
  /// An operator that passes upstream's completion on unchanged.
  convenience init(
    _ name: String, downstream: Downstream, demand policy: OperatorDemand = .perValue,
    onValue: @escaping (Input) -> OperatorStep<Output, Downstream.Failure>
  ) {
    self.init(name, downstream: downstream, demand: policy, onValue: onValue, onCompletion: { (nil, $0) })
  }
}

extension OperatorStep where Failure == any Error {
  /// The step a throwing closure's result makes, or `fail` with the error it threw.
  static func trying(_ body: () throws -> OperatorStep) -> OperatorStep {
    do {
      return try body()
    } catch {
      return .fail(error)
    }
  }
}
