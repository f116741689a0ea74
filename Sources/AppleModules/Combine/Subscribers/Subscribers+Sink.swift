import Foundation

extension Subscribers {
  /// A subscriber that asks for every value and hands each, and the completion, to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    private let lock = NSLock()
    private var valueHandler: ((Input) -> Void)?
    private var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?
    private var subscription: (any Subscription)?
    private var isDone = false

    /// The closure that receives each value (a no-op once the sink completed or was cancelled).
    public var receiveValue: (Input) -> Void {
      lock.withLock { valueHandler } ?? { _ in }
    }

    /// The closure that receives the completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      lock.withLock { completionHandler } ?? { _ in }
    }

    public init(
      receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void)
    ) {
      valueHandler = receiveValue
      completionHandler = receiveCompletion
    }

    public var description: String { "Sink" }

    public var customMirror: Mirror {
      Mirror(self, children: [])
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
      lock.withLock { isDone ? nil : valueHandler }?(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let handler = lock.withLock {
        defer { release() }
        return isDone ? nil : completionHandler
      }
      handler?(completion)
    }

    public func cancel() {
      let subscription = lock.withLock {
        defer { release() }
        return self.subscription
      }
      subscription?.cancel()
    }

    /// Drops the subscription and the closures (and what they capture); call with the lock held.
    private func release() {
      isDone = true
      subscription = nil
      valueHandler = nil
      completionHandler = nil
    }
  }
}

extension Publisher {
  /// Attaches a subscriber that asks for every value and calls the closures.
  public func sink(
    receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Output) -> Void)
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that asks for every value and calls the closure with each.
  public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
