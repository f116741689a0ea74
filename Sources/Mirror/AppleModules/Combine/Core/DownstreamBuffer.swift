import Foundation

/// What an operator with several upstreams does when its downstream asks for values or cancels.
protocol UpstreamControl: AnyObject {
  /// Downstream asked for `demand` more values.
  func requestUpstream(_ demand: Subscribers.Demand)
  /// Downstream cancelled.
  func cancelUpstream()
}

/// The subscription an operator with several upstreams hands downstream: values from any
/// upstream, on any thread, are queued and delivered one at a time as downstream asks for them,
/// and the completion follows the queued values (or replaces them, for a failure).
final class DownstreamBuffer<Downstream: Subscriber>: Subscription, CustomStringConvertible {
  typealias Input = Downstream.Input

  let description: String
  private let lock = NSLock()
  private var downstream: Downstream?
  private var control: (any UpstreamControl)?
  private var demand = Subscribers.Demand.none
  private var queue: [Input] = []
  private var completion: Subscribers.Completion<Downstream.Failure>?
  private var isDelivering = false
  private let keepsLatestOnly: Bool

  /// - Parameter keepsLatestOnly: a value that arrives while downstream asks for none replaces
  ///   the one waiting instead of queueing after it (combineLatest).
  init(_ name: String, downstream: Downstream, keepsLatestOnly: Bool = false) {
    description = name
    self.downstream = downstream
    self.keepsLatestOnly = keepsLatestOnly
  }

  /// Hands this subscription to downstream; `control` receives its requests and cancellation.
  func start(control: any UpstreamControl) {
    let downstream = lock.withLock {
      self.control = control
      return self.downstream
    }
    downstream?.receive(subscription: self)
  }

  /// What downstream asked for and was not yet given.
  var outstandingDemand: Subscribers.Demand {
    lock.withLock { demand }
  }

  /// How many values wait for downstream to ask for them.
  var queuedCount: Int {
    lock.withLock { queue.count }
  }

  /// Whether downstream completed or cancelled.
  var isFinished: Bool {
    lock.withLock { downstream == nil }
  }

  func send(_ value: Input) {
    lock.lock()
    guard downstream != nil, completion == nil else {
      lock.unlock()
      return
    }
    if keepsLatestOnly, demand == .none, !queue.isEmpty {
      queue[queue.count - 1] = value
    } else {
      queue.append(value)
    }
    drain()
  }

  /// Drops the oldest waiting value; for a buffer that is full.
  func dropOldest() {
    lock.withLock {
      if !queue.isEmpty {
        queue.removeFirst()
      }
    }
  }

  /// Completes downstream after the waiting values; a failure drops them and comes at once.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard downstream != nil, self.completion == nil else {
      lock.unlock()
      return
    }
    if case .failure = completion {
      queue = []
    }
    self.completion = completion
    drain()
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    let control = self.control
    drain()
    control?.requestUpstream(more)
  }

  func cancel() {
    let control = lock.withLock {
      defer {
        downstream = nil
        self.control = nil
        queue = []
      }
      return self.control
    }
    control?.cancelUpstream()
  }

  /// Delivers what downstream asked for, then the completion once nothing waits; call with the
  /// lock held, which it releases. A call made while another delivers leaves the work to it.
  private func drain() {
    guard !isDelivering else {
      lock.unlock()
      return
    }
    isDelivering = true
    var additional = Subscribers.Demand.none
    while let downstream {
      if demand > .none, !queue.isEmpty {
        let value = queue.removeFirst()
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        additional += more
      } else if queue.isEmpty, let completion {
        self.downstream = nil
        control = nil
        lock.unlock()
        downstream.receive(completion: completion)
        lock.lock()
      } else {
        break
      }
    }
    isDelivering = false
    let control = self.control
    lock.unlock()
    if additional > .none {
      control?.requestUpstream(additional)
    }
  }
}
