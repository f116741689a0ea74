import Foundation

/// A subject that holds a value: a subscriber receives the current value first, then each
/// value sent; one that asks for none meanwhile receives the latest when it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>("CurrentValueSubject", keepsLatest: true)
  private let lock = NSLock()
  private var current: Output

  /// The current value; setting it sends it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public init(_ value: Output) {
    current = value
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    core.attach(subscriber, current: core.isComplete ? nil : value)
  }

  public func send(_ input: Output) {
    guard !core.isComplete else { return }
    lock.withLock { current = input }
    core.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }
}
