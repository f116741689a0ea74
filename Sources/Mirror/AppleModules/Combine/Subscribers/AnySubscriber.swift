/// A type-erased subscriber, which keeps the identity of the subscriber it wraps.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible
{
  private let subscriptionHandler: (any Subscription) -> Void
  private let valueHandler: (Input) -> Subscribers.Demand
  private let completionHandler: (Subscribers.Completion<Failure>) -> Void
  private let name: String

  public let combineIdentifier: CombineIdentifier

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where Input == S.Input, Failure == S.Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    subscriptionHandler = subscriber.receive(subscription:)
    valueHandler = subscriber.receive(_:)
    completionHandler = subscriber.receive(completion:)
    name = (subscriber as? CustomStringConvertible)?.description ?? "\(S.self)"
    combineIdentifier = subscriber.combineIdentifier
  }

  /// A subscriber that passes everything it receives to `subject`.
  public init<S: Subject>(_ subject: S) where Input == S.Output, Failure == S.Failure {
    subscriptionHandler = subject.send(subscription:)
    valueHandler = { value in
      subject.send(value)
      return .none
    }
    completionHandler = subject.send(completion:)
    name = "\(S.self)"
    combineIdentifier = CombineIdentifier(subject)
  }

  /// A subscriber made of closures; a missing one ignores its event (and asks for nothing).
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    subscriptionHandler = receiveSubscription ?? { _ in }
    valueHandler = receiveValue ?? { _ in .none }
    completionHandler = receiveCompletion ?? { _ in }
    name = "Anonymous AnySubscriber"
    combineIdentifier = CombineIdentifier()
  }

  public var description: String { name }

  public var customMirror: Mirror {
    Mirror(self, children: ["combineIdentifier": combineIdentifier])
  }

  public var playgroundDescription: Any { description }

  public func receive(subscription: any Subscription) {
    subscriptionHandler(subscription)
  }

  public func receive(_ value: Input) -> Subscribers.Demand {
    valueHandler(value)
  }

  public func receive(completion: Subscribers.Completion<Failure>) {
    completionHandler(completion)
  }
}
