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

  private let lock = NSLock()
  private var subject: Target?
  private var upstream: (any Subscription)?

  init(_ subject: Target) {
    self.subject = subject
  }

  var description: String { "Subject" }

  func receive(subscription: any Subscription) {
    let subject = lock.withLock {
      guard upstream == nil, let subject = self.subject else { return Target?.none }
      upstream = subscription
      return subject
    }
    guard let subject else {
      subscription.cancel()
      return
    }
    subject.send(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let subject = lock.withLock {
      defer {
        self.subject = nil
        upstream = nil
      }
      return self.subject
    }
    subject?.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let upstream = lock.withLock {
      defer {
        subject = nil
        self.upstream = nil
      }
      return self.upstream
    }
    upstream?.cancel()
  }
}
