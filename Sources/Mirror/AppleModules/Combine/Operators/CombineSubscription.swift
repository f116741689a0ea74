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

  static func start(
    _ name: String, mode: Mode, publishers: [AnyPublisher<Any, Downstream.Failure>],
    combine: @escaping ([Any]) -> Downstream.Input, downstream: Downstream
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
}

extension CombineSubscription {
  /// Combines the values of 2 publishers into pairs.
  static func start<A: Publisher, B: Publisher>(_ name: String, mode: Mode, _ a: A, _ b: B, downstream: Downstream)
  where A.Failure == Downstream.Failure, B.Failure == Downstream.Failure, Downstream.Input == (A.Output, B.Output) {
    start(
      name, mode: mode, publishers: [erase(a), erase(b)], combine: { ($0[0] as! A.Output, $0[1] as! B.Output) },
      downstream: downstream)
  }

  /// Combines the values of 3 publishers into triples.
  static func start<A: Publisher, B: Publisher, C: Publisher>(
    _ name: String, mode: Mode, _ a: A, _ b: B, _ c: C, downstream: Downstream
  )
  where
    A.Failure == Downstream.Failure, B.Failure == Downstream.Failure, C.Failure == Downstream.Failure,
    Downstream.Input == (A.Output, B.Output, C.Output)
  {
    start(
      name, mode: mode, publishers: [erase(a), erase(b), erase(c)],
      combine: { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }, downstream: downstream)
  }

  /// Combines the values of 4 publishers into quadruples.
  static func start<A: Publisher, B: Publisher, C: Publisher, D: Publisher>(
    _ name: String, mode: Mode, _ a: A, _ b: B, _ c: C, _ d: D, downstream: Downstream
  )
  where
    A.Failure == Downstream.Failure, B.Failure == Downstream.Failure, C.Failure == Downstream.Failure,
    D.Failure == Downstream.Failure, Downstream.Input == (A.Output, B.Output, C.Output, D.Output)
  {
    start(
      name, mode: mode, publishers: [erase(a), erase(b), erase(c), erase(d)],
      combine: { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }, downstream: downstream)
  }

  private static func erase<P: Publisher>(_ publisher: P) -> AnyPublisher<Any, Downstream.Failure>
  where P.Failure == Downstream.Failure {
    publisher.map { $0 as Any }.eraseToAnyPublisher()
  }
}
