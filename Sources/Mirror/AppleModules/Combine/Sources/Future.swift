import Foundation

/// A publisher of one value produced later: the closure given to `init` runs at once and calls
/// the promise with the result; each subscriber receives it (when it asks for a value), then
/// finished.
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure that fulfils a future; calls after the first are ignored.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { result in self.fulfil(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    let subscription = FutureSubscription(AnySubscriber(subscriber))
    let result = lock.withLock {
      if self.result == nil {
        waiting.append(subscription)
      }
      return self.result
    }
    subscriber.receive(subscription: subscription)
    if let result {
      subscription.resolve(result)
    }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let subscribers = lock.withLock {
      guard self.result == nil else { return [FutureSubscription<Output, Failure>]() }
      self.result = result
      defer { waiting = [] }
      return waiting
    }
    for subscription in subscribers {
      subscription.resolve(result)
    }
  }
}

extension Future {
  /// The future's value, once fulfilled.
  public var value: Output {
    get async throws {
      try await AsyncThrowingPublisher(self).firstValue()
    }
  }
}

extension Future where Failure == Never {
  /// The future's value, once fulfilled.
  public var value: Output {
    get async {
      await AsyncPublisher(self).firstValue()
    }
  }
}

/// One subscriber of a future: it receives the value once both the result and its demand exist.
final class FutureSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var hasDemand = false

  init(_ downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  var description: String { "Future" }

  func resolve(_ result: Result<Output, Failure>) {
    lock.lock()
    self.result = result
    deliverIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    hasDemand = hasDemand || demand > .none
    deliverIfReady()
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }

  /// Delivers the result if it is known and wanted; call with the lock held, which it releases.
  private func deliverIfReady() {
    guard let downstream, let result else {
      lock.unlock()
      return
    }
    switch result {
    case .success(let value):
      guard hasDemand else {
        lock.unlock()
        return
      }
      self.downstream = nil
      lock.unlock()
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      self.downstream = nil
      lock.unlock()
      downstream.receive(completion: .failure(error))
    }
  }
}
