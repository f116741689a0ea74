import Dispatch
import Synchronization

/// Transforms elements on background threads while the caller goes on with other work;
/// `results()` lends the calling thread to what is left, then waits for the rest.
///
/// With `jobs` threads in all: `jobs - 1` start at once and the caller joins them in
/// `results()`, so with `jobs` of 1 everything runs on the calling thread, in `results()`.
/// Elements `onCallingThread` picks are transformed by the caller alone, in `results()`: a
/// widget whose layout runs user code is laid out on the main actor that made it.
final class BackgroundMap<Element, Result>: @unchecked Sendable {
  // Sendable: its only state is `work` (see `SharedWork`) and a `DispatchGroup`, which is thread-safe.
  private let work: SharedWork<Element, Result>
  private let group = DispatchGroup()

  init(
    _ elements: [Element], jobs: Int, onCallingThread: (Element) -> Bool = { _ in false },
    transform: @escaping (Element) -> Result
  ) {
    work = SharedWork(elements: elements, onCallingThread: onCallingThread, transform: transform)
    let work = work
    for _ in 0..<Swift.min(Swift.max(jobs - 1, 0), work.sharedCount) {
      DispatchQueue.global().async(group: group) { work.run() }
    }
  }

  /// The results in the elements' order; call once, on the thread that made the map.
  func results() -> [Result] {
    work.runCallerOnly()
    work.run()
    group.wait()
    return work.results()
  }
}

/// What a `BackgroundMap`'s workers share: the next index to take and one result slot per
/// element, written only by the thread that took its index.
private final class SharedWork<Element, Result>: @unchecked Sendable {
  // Sendable: indices are handed out by an atomic counter, so each slot is written by exactly one thread, and
  // results are read only after `group.wait()`, which orders those writes before the reads.
  private let elements: [Element]
  private let transform: (Element) -> Result
  private let slots: UnsafeMutablePointer<Result>
  /// The indices any thread may take, and those only the caller takes.
  private let shared: [Int]
  private let callerOnly: [Int]
  private let next = Atomic<Int>(0)

  init(elements: [Element], onCallingThread: (Element) -> Bool, transform: @escaping (Element) -> Result) {
    self.elements = elements
    self.transform = transform
    self.slots = .allocate(capacity: elements.count)
    let pinned = elements.map(onCallingThread)
    shared = elements.indices.filter { !pinned[$0] }
    callerOnly = elements.indices.filter { pinned[$0] }
  }

  deinit {
    slots.deallocate()
  }

  var sharedCount: Int { shared.count }

  func run() {
    while true {
      let position = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard position < shared.count else { return }
      let index = shared[position]
      (slots + index).initialize(to: transform(elements[index]))
    }
  }

  func runCallerOnly() {
    for index in callerOnly { (slots + index).initialize(to: transform(elements[index])) }
  }

  /// The results, moved out of their slots; call once, after every worker has returned.
  func results() -> [Result] {
    elements.indices.map { (slots + $0).move() }
  }
}
