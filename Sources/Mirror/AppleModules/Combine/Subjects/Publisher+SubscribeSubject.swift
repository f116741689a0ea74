import Foundation

extension Publisher {
  /// Sends this publisher's values and completion into `subject`; cancel the result to stop.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
    let subscriber = SubjectSubscriber(subject)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}

/// The subscriber that feeds a subject: the subject is given it as its upstream subscription
/// and asks through it for what it wants.
final class SubjectSubscriber<Target: Subject>: Subscriber, Subscription, CustomStringConvertible {
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private let link: SubscriptionSlot<Target>

  init(_ subject: Target) {
    link = SubscriptionSlot(subject)
  }

  var description: String { "Subject" }

  func receive(subscription: any Subscription) {
    link.accept(subscription)?.send(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.current?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    link.end().state?.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    link.upstream?.request(demand)
  }

  func cancel() {
    link.end().subscription?.cancel()
  }
}
