import Combine

/// A publisher of `Int`s that a test drives by hand, as a well-behaved upstream: it sends a value
/// only to a subscription that has demand for it, nothing after a completion or a cancellation,
/// and it records what each subscription asked for.
///
/// An operator may subscribe to it more than once (`retry` does): each subscription is kept.
final class TestUpstream: Publisher {
  typealias Output = Int
  typealias Failure = TestError

  /// One subscriber's subscription: its outstanding demand and whether it ended.
  final class Conduit: Subscription {
    private(set) var demand: Subscribers.Demand = .none
    private(set) var isCancelled = false
    private(set) var isCompleted = false
    fileprivate let downstream: AnySubscriber<Int, TestError>

    fileprivate init(_ downstream: AnySubscriber<Int, TestError>) {
      self.downstream = downstream
    }

    var isLive: Bool { !isCancelled && !isCompleted }

    func request(_ demand: Subscribers.Demand) {
      self.demand += demand
    }

    func cancel() {
      isCancelled = true
    }

    fileprivate func send(_ value: Int) {
      guard isLive, demand > .none else { return }
      demand -= 1
      demand += downstream.receive(value)
    }

    fileprivate func complete(_ completion: Subscribers.Completion<TestError>) {
      guard isLive else { return }
      isCompleted = true
      downstream.receive(completion: completion)
    }
  }

  private(set) var subscriptions: [Conduit] = []

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
    let conduit = Conduit(AnySubscriber(subscriber))
    subscriptions.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  /// Whether some subscription is neither cancelled nor completed.
  var isLive: Bool { subscriptions.contains { $0.isLive } }

  /// Sends `value` to every live subscription that asked for one.
  func send(_ value: Int) {
    for conduit in subscriptions {
      conduit.send(value)
    }
  }

  /// Completes every live subscription.
  func send(completion: Subscribers.Completion<TestError>) {
    for conduit in subscriptions {
      conduit.complete(completion)
    }
  }
}
