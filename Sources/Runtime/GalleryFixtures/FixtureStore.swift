import Foundation

/// The rows of one store of a framework (Core Data, SwiftData), by entity: read from its fixture
/// file for the framework's entities, then changed by what contexts save (saves never touch the
/// file).
///
/// `ID` is the framework's object identifier; the framework says how a row's relationships hold
/// identifiers (see ``ToMany``) and makes the store through a ``FixtureStoreRegistry``.
package final class FixtureStore<ID: Hashable>: @unchecked Sendable {
  // Sendable: its `var`s are read and written only under `lock`.
  /// One stored object: attribute values by name; a to-one relationship holds an `ID?`, a
  /// to-many one an `[ID]` or an `[ID]?` (see ``ToMany``).
  package struct Row {
    package let id: ID
    package var values: [String: Any]
    /// Where the object is in the fixture file (`Book[2]`), or what saved it, for messages.
    package let source: String

    package init(id: ID, values: [String: Any], source: String = "") {
      self.id = id
      self.values = values
      self.source = source
    }
  }

  /// How a row holds a to-many relationship's identifiers.
  package enum ToMany {
    /// `[ID]`, empty when the fixture leaves it out (Core Data).
    case array
    /// `[ID]?`, nil when the fixture leaves it out (SwiftData, whose property may be optional).
    case optionalArray
  }

  package let identifier: String
  package let location: StoreFixtureLocation?
  private let toMany: ToMany
  private let entityName: (ID) -> String
  private let lock = NSLock()
  private var rows: [String: [Row]] = [:]
  /// The entities the fixture file lists.
  private var listed: Set<String> = []
  private var fileExists = false
  private var nextKey: [String: Int] = [:]
  private var reported: Set<String> = []

  /// An empty store; `location` nil keeps it in memory. `entityName` gives an identifier's entity.
  package init(identifier: String, location: StoreFixtureLocation?, toMany: ToMany, entityName: @escaping (ID) -> String) {
    self.identifier = identifier
    self.location = location
    self.toMany = toMany
    self.entityName = entityName
  }

  /// Reads the store's fixture file, if it has one, for `entities`; `unknown` is the detail for
  /// an entity the file lists that is not among them, and `id` makes a row's identifier.
  ///
  /// - Throws: ``AppDataFixtureError`` naming the file and key at fault.
  package func load(_ entities: [StoreEntity], unknown: (String) -> String, id: (StoreFixtureGraph.Key) -> ID) throws {
    guard let location, let file = try StoreFixtures.file(at: location) else { return }
    let graph = try StoreFixtureGraph(file: file, entities: entities, unknown: unknown)
    let toMany = self.toMany
    let loaded = graph.rows.mapValues { graphRows in
      graphRows.map { row in
        var values = row.attributes
        for (name, relation) in row.relations {
          switch (relation, toMany) {
          case (.one(let key), _): values[name] = key.map(id) as ID? as Any
          case (.many(let keys), .array): values[name] = (keys ?? []).map(id)
          case (.many(let keys), .optionalArray): values[name] = keys.map { $0.map(id) } as [ID]? as Any
          }
        }
        return Row(id: id(row.key), values: values, source: row.source)
      }
    }
    lock.withLock {
      fileExists = true
      listed = graph.listed
      nextKey = graph.nextKey
      rows = loaded
    }
  }

  // MARK: What contexts read and save

  /// The rows of `entity`, in store order. An entity the fixture does not list (or a store
  /// without a fixture file) is recorded for `--missing-fixtures`, with `placeholder()` as the
  /// object to fill in, and said once.
  package func rows(of entity: String, placeholder: () -> [String: FixtureJSONValue]) -> [Row] {
    lock.withLock {
      if let location, !listed.contains(entity) {
        MissingFixtures.record(
          StoreFixtureRequest(location: location, entity: entity, placeholder: placeholder()), in: StoreFixtures.self)
        if reported.insert(entity).inserted {
          FixtureDiagnostics.report(
            fileExists
              ? "no \(entity) objects: \(location.displayPath) does not list \(entity)"
              : "no \(entity) objects: \(location.displayPath) does not exist")
        }
      }
      return rows[entity] ?? []
    }
  }

  package func row(for id: ID) -> Row? {
    lock.withLock { rows[entityName(id)]?.first { $0.id == id } }
  }

  /// A new primary key (`p<n>`) for an object of `entity` saved into the store.
  package func newPrimaryKey(entity: String) -> String {
    lock.withLock {
      let key = nextKey[entity, default: 1]
      nextKey[entity] = key + 1
      return "p\(key)"
    }
  }

  /// Applies a context's save: new rows, changed rows and deleted identifiers (which are also
  /// taken out of every relationship that holds them).
  package func save(inserted: [Row], updated: [Row], deleted: Set<ID>) {
    lock.withLock {
      for row in inserted { rows[entityName(row.id), default: []].append(row) }
      for row in updated {
        let name = entityName(row.id)
        if let index = rows[name]?.firstIndex(where: { $0.id == row.id }) { rows[name]![index] = row }
      }
      guard !deleted.isEmpty else { return }
      for entity in rows.keys.sorted() {
        rows[entity]!.removeAll { deleted.contains($0.id) }
        for index in rows[entity]!.indices {
          for (name, value) in rows[entity]![index].values {
            if case .some(.some(let id)) = value as? ID?, deleted.contains(id) {
              rows[entity]![index].values[name] = ID?.none as Any
            } else if case .some(.some(let ids)) = value as? [ID]?, ids.contains(where: deleted.contains) {
              let kept = ids.filter { !deleted.contains($0) }
              rows[entity]![index].values[name] = toMany == .array ? kept : kept as [ID]? as Any
            }
          }
        }
      }
    }
  }

  /// Removes every row.
  package func erase() {
    lock.withLock { rows = [:] }
  }
}
