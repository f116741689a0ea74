import Dispatch
import Synchronization

extension Array {
  /// Transforms every element on up to `jobs` threads; the results keep the array's order.
  ///
  /// `transform` must only read what the elements share: each element is handed to exactly
  /// one thread. With `jobs` of 1 everything runs on the calling thread.
  func concurrentMap<Result>(jobs: Int, _ transform: (Element) -> Result) -> [Result] {
    let workers = Swift.min(Swift.max(jobs, 1), count)
    guard workers > 1 else { return map(transform) }
    return withoutActuallyEscaping(transform) { transform in
      let work = SharedWork(elements: self, transform: transform)
      DispatchQueue.concurrentPerform(iterations: workers) { _ in work.run() }
      return work.results()
    }
  }
}

/// What `concurrentMap`'s workers share: the next index to take and one result slot per
/// element, written only by the worker that took its index.
private final class SharedWork<Element, Result>: @unchecked Sendable {
  private let elements: [Element]
  private let transform: (Element) -> Result
  private let slots: UnsafeMutablePointer<Result>
  private let next = Atomic<Int>(0)

  init(elements: [Element], transform: @escaping (Element) -> Result) {
    self.elements = elements
    self.transform = transform
    self.slots = .allocate(capacity: elements.count)
  }

  deinit {
    slots.deallocate()
  }

  func run() {
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < elements.count else { return }
      (slots + index).initialize(to: transform(elements[index]))
    }
  }

  /// The results, moved out of their slots; call once, after every worker has returned.
  func results() -> [Result] {
    elements.indices.map { (slots + $0).move() }
  }
}
