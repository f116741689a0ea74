import Foundation

/// The subscriber behind `values`: it asks for one value each time the iterator awaits one and
/// resumes the waiting task with it.
///
/// `@unchecked Sendable`: the awaiting task and the publisher's thread meet only through the
/// lock-guarded state below, and a value is handed over once, to the one task that awaits it.
final class AsyncSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
  // Sendable: its state is read and written only under `lock`.
  typealias Outcome = Result<UncheckedSendable<Input>?, Failure>

  private let lock = NSLock()
  private var subscription: (any Subscription)?
  private var waiter: CheckedContinuation<Outcome, Never>?
  private var pending: [Input] = []
  private var completion: Subscribers.Completion<Failure>?
  private var isCancelled = false

  func receive(subscription: any Subscription) {
    let wantsValue = lock.withLock {
      guard self.subscription == nil, !isCancelled else { return Bool?.none }
      self.subscription = subscription
      return waiter != nil
    }
    switch wantsValue {
    case .none: subscription.cancel()
    case .some(true): subscription.request(.max(1))
    case .some(false): break
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let waiter = lock.withLock {
      defer { self.waiter = nil }
      if self.waiter == nil {
        pending.append(input)
      }
      return self.waiter
    }
    waiter?.resume(returning: .success(UncheckedSendable(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let waiter = lock.withLock {
      defer { self.waiter = nil }
      self.completion = completion
      subscription = nil
      return self.waiter
    }
    waiter?.resume(returning: Self.outcome(of: completion))
  }

  func cancel() {
    let (subscription, waiter) = lock.withLock {
      defer {
        isCancelled = true
        self.subscription = nil
        self.waiter = nil
      }
      return (self.subscription, self.waiter)
    }
    subscription?.cancel()
    waiter?.resume(returning: .success(nil))
  }

  /// The next value, or nil once the publisher finished or the task was cancelled.
  func next() async throws(Failure) -> Input? {
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { (waiter: CheckedContinuation<Outcome, Never>) in
        park(waiter)
      }
    } onCancel: {
      cancel()
    }
    return try outcome.get()?.value
  }

  private func park(_ waiter: CheckedContinuation<Outcome, Never>) {
    lock.lock()
    if !pending.isEmpty {
      let value = pending.removeFirst()
      lock.unlock()
      waiter.resume(returning: .success(UncheckedSendable(value)))
      return
    }
    if let completion {
      lock.unlock()
      waiter.resume(returning: Self.outcome(of: completion))
      return
    }
    if isCancelled {
      lock.unlock()
      waiter.resume(returning: .success(nil))
      return
    }
    self.waiter = waiter
    let subscription = self.subscription
    lock.unlock()
    subscription?.request(.max(1))
  }

  private static func outcome(of completion: Subscribers.Completion<Failure>) -> Outcome {
    switch completion {
    case .finished: .success(nil)
    case .failure(let error): .failure(error)
    }
  }
}
