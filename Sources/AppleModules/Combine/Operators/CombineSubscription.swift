import Foundation

/// The combining of several publishers into tuples: `combineLatest` (each value with the latest
/// of the others, once all have one) or `zip` (the n-th values of all, in order). Downstream's
/// requests are passed to every upstream.
final class CombineSubscription<Downstream: Subscriber>: UpstreamControl {
  enum Mode {
    case latest
    case zip
  }

  private let buffer: DownstreamBuffer<Downstream>
  private let mode: Mode
  private let combine: ([Any]) -> Downstream.Input
  private let lock = NSLock()
  private var children: [ChildSubscriber<Any, Downstream.Failure>] = []
  /// Per upstream: its values not yet combined (zip), or its latest value (combineLatest).
  private var values: [[Any]]
  private var isFinished: [Bool]

  private init(_ name: String, mode: Mode, count: Int, combine: @escaping ([Any]) -> Downstream.Input, downstream: Downstream) {
    buffer = DownstreamBuffer(name, downstream: downstream, keepsLatestOnly: mode == .latest)
    self.mode = mode
    self.combine = combine
    values = Array(repeating: [], count: count)
    isFinished = Array(repeating: false, count: count)
  }

  static func start(
    _ name: String, mode: Mode, publishers: [AnyPublisher<Any, Downstream.Failure>],
    combine: @escaping ([Any]) -> Downstream.Input, downstream: Downstream
  ) {
    let combiner = CombineSubscription(name, mode: mode, count: publishers.count, combine: combine, downstream: downstream)
    let children = publishers.indices.map { index in
      ChildSubscriber<Any, Downstream.Failure>(
        onValue: { combiner.received($0, from: index) },
        onCompletion: { combiner.completed($0, from: index) })
    }
    combiner.lock.withLock { combiner.children = children }
    combiner.buffer.start(control: combiner)
    for (publisher, child) in zip(publishers, children) {
      publisher.subscribe(child)
    }
  }

  private func received(_ value: Any, from index: Int) -> Subscribers.Demand {
    let combined: Downstream.Input? = lock.withLock {
      switch mode {
      case .latest:
        values[index] = [value]
        guard values.allSatisfy({ !$0.isEmpty }) else { return nil }
        return combine(values.map { $0[0] })
      case .zip:
        values[index].append(value)
        guard values.allSatisfy({ !$0.isEmpty }) else { return nil }
        return combine(values.indices.map { values[$0].removeFirst() })
      }
    }
    if let combined {
      buffer.send(combined)
    }
    if mode == .zip, lock.withLock({ isExhausted }) {
      cancelUpstream()
      buffer.finish(.finished)
    }
    return .none
  }

  private func completed(_ completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
    switch completion {
    case .finished:
      let isDone = lock.withLock {
        isFinished[index] = true
        switch mode {
        case .latest: return isFinished.allSatisfy { $0 } || values[index].isEmpty
        case .zip: return isExhausted
        }
      }
      if isDone {
        cancelUpstream()
        buffer.finish(.finished)
      }
    case .failure:
      cancelUpstream()
      buffer.finish(completion)
    }
  }

  /// Whether an upstream finished with none of its values left to pair; call with the lock held.
  private var isExhausted: Bool {
    zip(isFinished, values).contains { $0 && $1.isEmpty }
  }

  func requestUpstream(_ demand: Subscribers.Demand) {
    for child in lock.withLock({ children }) {
      child.request(demand)
    }
  }

  func cancelUpstream() {
    let children = lock.withLock {
      defer { self.children = [] }
      return self.children
    }
    for child in children {
      child.cancel()
    }
  }
}
