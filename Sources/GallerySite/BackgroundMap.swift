import Dispatch
import Synchronization

/// Transforms elements on background threads while the caller goes on with other work;
/// `results()` lends the calling thread to what is left, then waits for the rest.
///
/// With `jobs` threads in all: `jobs - 1` start at once and the caller joins them in
/// `results()`, so with `jobs` of 1 everything runs on the calling thread, in `results()`.
final class BackgroundMap<Element, Result>: @unchecked Sendable {
  private let work: SharedWork<Element, Result>
  private let group = DispatchGroup()

  init(_ elements: [Element], jobs: Int, transform: @escaping (Element) -> Result) {
    work = SharedWork(elements: elements, transform: transform)
    let work = work
    for _ in 0..<Swift.min(Swift.max(jobs - 1, 0), elements.count) {
      DispatchQueue.global().async(group: group) { work.run() }
    }
  }

  /// The results in the elements' order; call once.
  func results() -> [Result] {
    work.run()
    group.wait()
    return work.results()
  }
}

/// What a `BackgroundMap`'s workers share: the next index to take and one result slot per
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
