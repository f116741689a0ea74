import Foundation

/// One subscriber of a subject, with its own demand. A value sent while the subscriber asks
/// for none is dropped, or, for a current-value subject, kept (the latest only) until it asks.
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
  let description: String
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var pending: Output?
  private let keepsLatest: Bool
  private let onCancel: (SubjectConduit) -> Void

  init(
    _ name: String, downstream: AnySubscriber<Output, Failure>, keepsLatest: Bool, pending: Output? = nil,
    onCancel: @escaping (SubjectConduit) -> Void
  ) {
    description = name
    self.downstream = downstream
    self.keepsLatest = keepsLatest
    self.pending = pending
    self.onCancel = onCancel
  }

  /// Delivers `value` if the subscriber asked for one.
  func offer(_ value: Output) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    guard demand > .none else {
      if keepsLatest {
        pending = value
      }
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    lock.withLock { demand += more }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let downstream = lock.withLock {
      defer {
        self.downstream = nil
        pending = nil
      }
      return self.downstream
    }
    downstream?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    guard let downstream, let value = pending, demand > .none else {
      lock.unlock()
      return
    }
    pending = nil
    demand -= 1
    lock.unlock()
    let additional = downstream.receive(value)
    lock.withLock { demand += additional }
  }

  func cancel() {
    let wasLive = lock.withLock {
      defer {
        downstream = nil
        pending = nil
      }
      return downstream != nil
    }
    if wasLive {
      onCancel(self)
    }
  }
}

/// The subscribers of a subject, its completion and the upstream subscriptions it was given.
final class SubjectCore<Output, Failure: Error> {
  private let lock = NSLock()
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  private let name: String
  private let keepsLatest: Bool

  init(_ name: String, keepsLatest: Bool) {
    self.name = name
    self.keepsLatest = keepsLatest
  }

  var isComplete: Bool {
    lock.withLock { completion != nil }
  }

  /// Attaches `subscriber`; a current-value subject passes the value it starts with.
  func attach<S: Subscriber>(_ subscriber: S, current: Output? = nil) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = SubjectConduit(
      name, downstream: AnySubscriber(subscriber), keepsLatest: keepsLatest, pending: current,
      onCancel: { [weak self] in self?.detach($0) })
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    let targets = lock.withLock { completion == nil ? conduits : [] }
    for conduit in targets {
      conduit.offer(value)
    }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let targets = lock.withLock {
      guard self.completion == nil else { return [SubjectConduit<Output, Failure>]() }
      self.completion = completion
      upstreams = []
      defer { conduits = [] }
      return conduits
    }
    for conduit in targets {
      conduit.finish(completion)
    }
  }

  func send(subscription: any Subscription) {
    lock.withLock { upstreams.append(subscription) }
    subscription.request(.unlimited)
  }

  private func detach(_ conduit: SubjectConduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }

  deinit {
    for upstream in upstreams {
      upstream.cancel()
    }
  }
}
