import Locking
import Synchronization

/// A framework's open stores, by fixture file and entities: each store is read from its fixture
/// file once per install of the fixtures, and shared by every container that opens it.
package final class FixtureStoreRegistry<ID: Hashable>: Sendable {
  private struct State {
    var generation = -1
    var stores: [String: FixtureStore<ID>] = [:]
  }

  private let state = Mutex(State())

  package init() {}

  /// The store of `location` for the entities named: the one opened since the last install, or
  /// the one `make` makes (and reads) now.
  package func store(
    at location: StoreFixtureLocation, entities: [String], make: () throws -> FixtureStore<ID>
  ) rethrows -> FixtureStore<ID> {
    let generation = InstalledFixtures.generation
    let key = "\(location.relativePath)|\(entities.sorted().joined(separator: ","))"
    if let store = state.locked({ $0.generation == generation ? $0.stores[key] : nil }) { return store }
    let store = try make()
    return state.locked { state in
      if state.generation != generation { state = State(generation: generation) }
      if let existing = state.stores[key] { return existing }
      state.stores[key] = store
      return store
    }
  }
}
