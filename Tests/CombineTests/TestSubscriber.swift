import Combine
import Foundation

/// A subscriber that records what it receives and asks for a set number of values: `initial`
/// at its subscription and `perValue` more after each value.
final class TestSubscriber<Input, Failure: Error>: Subscriber {
  private(set) var values: [Input] = []
  private(set) var completions: [Subscribers.Completion<Failure>] = []
  private(set) var subscription: (any Subscription)?
  private let initial: Subscribers.Demand
  private let perValue: Subscribers.Demand

  init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
    self.initial = initial
    self.perValue = perValue
  }

  var isFinished: Bool {
    completions.contains {
      if case .finished = $0 { return true }
      return false
    }
  }

  var failure: Failure? {
    for case .failure(let error) in completions {
      return error
    }
    return nil
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initial > .none {
      subscription.request(initial)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return perValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    completions.append(completion)
  }

  func request(_ demand: Subscribers.Demand) {
    subscription?.request(demand)
  }

  func cancel() {
    subscription?.cancel()
  }
}

/// Values collected from other threads.
///
/// `@unchecked Sendable`: every access goes through the lock.
final class Collected<Value>: @unchecked Sendable {
  // Sendable: every access goes through the lock.
  private let lock = NSLock()
  private var storage: [Value] = []

  func append(_ value: Value) {
    lock.withLock { storage.append(value) }
  }

  var values: [Value] {
    lock.withLock { storage }
  }
}

struct TestError: Error, Equatable {
  var code = 1
}

/// A value a test hands to another thread: a subject or a promise, which guard their own state.
struct Unchecked<Value>: @unchecked Sendable {
  // Sendable: the value is a subject or a promise, which guard their own state.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
