import Foundation

extension Subscribers {
  /// A subscriber that asks for every value and writes each to a property of an object, which it
  /// holds until the publisher completes or the subscription is cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    public typealias Failure = Never

    private let lock = NSLock()
    private var target: Root?
    private var subscription: (any Subscription)?
    private var isDone = false

    /// The object written to, nil once the subscriber completed or was cancelled.
    public var object: Root? {
      lock.withLock { target }
    }

    /// The property written to.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      target = object
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }

    public var customMirror: Mirror {
      Mirror(self, children: ["object": object as Any, "keyPath": keyPath])
    }

    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock {
        guard self.subscription == nil, !isDone else { return false }
        self.subscription = subscription
        return true
      }
      if accepted {
        subscription.request(.unlimited)
      } else {
        subscription.cancel()
      }
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if let object = lock.withLock({ target }) {
        object[keyPath: keyPath] = value
      }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      lock.withLock { release() }
    }

    public func cancel() {
      let subscription = lock.withLock {
        defer { release() }
        return self.subscription
      }
      subscription?.cancel()
    }

    private func release() {
      isDone = true
      subscription = nil
      target = nil
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to `keyPath` of `object`, which is held until the subscription ends.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}
