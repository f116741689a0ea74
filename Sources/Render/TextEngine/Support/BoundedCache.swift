import Locking
import Synchronization

/// A thread-safe memo table that forgets its oldest entries past `capacity`.
///
/// Values are computed outside the lock, so two threads may compute the same key at once;
/// the first value stored wins and both callers get equal results.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  struct Counters: Equatable, Sendable {
    var hits = 0
    var misses = 0
  }

  private struct State {
    var values: [Key: Value] = [:]
    var order: [Key] = []
    var head = 0
    var counters = Counters()
  }

  let capacity: Int
  private let state = Mutex(State())

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  func value(for key: Key, compute: () -> Value) -> Value {
    if let cached = state.locked({ state -> Value? in
      guard let value = state.values[key] else { return nil }
      state.counters.hits += 1
      return value
    }) {
      return cached
    }
    let value = compute()
    return state.locked { state in
      state.counters.misses += 1
      if let existing = state.values[key] { return existing }
      state.values[key] = value
      state.order.append(key)
      if state.values.count > capacity {
        state.values[state.order[state.head]] = nil
        state.head += 1
        if state.head >= capacity {
          state.order.removeFirst(state.head)
          state.head = 0
        }
      }
      return value
    }
  }

  var counters: Counters { state.locked { $0.counters } }

  var count: Int { state.locked { $0.values.count } }

  func removeAll() {
    state.locked { $0 = State() }
  }
}
