/// The combining of several publishers into tuples: `combineLatest` (each value with the latest
/// of the others, once all have one) or `zip` (the n-th values of all, in order). Downstream's
/// requests are passed to every upstream.
final class CombineSubscription<Downstream: Subscriber>: UpstreamsSubscription<Any, Downstream> {
  enum Mode {
    case latest
    case zip
  }

  private let mode: Mode
  private let combine: ([Any]) -> Downstream.Input
  /// Per upstream: its values not yet combined (zip), or its latest value (combineLatest).
  private var values: [[Any]]
  private var isFinished: [Bool]

  private init(_ name: String, mode: Mode, count: Int, combine: @escaping ([Any]) -> Downstream.Input, downstream: Downstream) {
    self.mode = mode
    self.combine = combine
    values = Array(repeating: [], count: count)
    isFinished = Array(repeating: false, count: count)
    super.init(buffer: DownstreamBuffer(name, downstream: downstream, keepsLatestOnly: mode == .latest))
  }

  /// Combines `publishers`' values with `combine`; the typed entry points are generated
  /// (CombineSubscription+Arities.swift).
  static func start(
    _ name: String, mode: Mode, publishers: [AnyPublisher<Any, Downstream.Failure>], downstream: Downstream,
    combine: @escaping ([Any]) -> Downstream.Input
  ) {
    CombineSubscription(name, mode: mode, count: publishers.count, combine: combine, downstream: downstream).start(publishers)
  }

  override func received(_ value: Any, from index: Int) -> Subscribers.Demand {
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

  override func completed(_ completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
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

  /// `publisher` with its values as `Any`, for `start(_:mode:publishers:downstream:combine:)`.
  static func erase<P: Publisher>(_ publisher: P) -> AnyPublisher<Any, Downstream.Failure>
  where P.Failure == Downstream.Failure {
    publisher.map { $0 as Any }.eraseToAnyPublisher()
  }
}
