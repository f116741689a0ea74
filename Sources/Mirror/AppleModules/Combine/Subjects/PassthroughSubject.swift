/// A subject that passes each value sent to the subscribers attached at that moment that ask
/// for one; it keeps no value.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>("PassthroughSubject", keepsLatest: false)

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    core.attach(subscriber)
  }

  public func send(_ input: Output) {
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }
}
