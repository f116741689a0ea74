extension Subscribers {
  /// A subscriber that asks for every value and writes each to a property of an object, which it
  /// holds until the publisher completes or the subscription is cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    public typealias Failure = Never

    /// Asks for every value once subscribed; holds the object until the end.
    private let slot: SubscriptionSlot<Root>

    /// The object written to, nil once the subscriber completed or was cancelled.
    public var object: Root? {
      slot.current
    }

    /// The property written to.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      slot = SubscriptionSlot(object)
      self.keyPath = keyPath
      slot.request(.unlimited)
    }

    public var description: String { "Assign \(Root.self)." }

    public var customMirror: Mirror {
      Mirror(self, children: ["object": object as Any, "keyPath": keyPath])
    }

    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      _ = slot.accept(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if let object = slot.current {
        object[keyPath: keyPath] = value
      }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      _ = slot.end()
    }

    public func cancel() {
      slot.end().subscription?.cancel()
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
