import Foundation
import GalleryFixtures
import Synchronization

/// The models of one store, read from its fixture file for the entities of a schema, and what
/// contexts saved to it since the fixtures were installed (saves never touch the file).
final class ModelStore: @unchecked Sendable {
  // Sendable: its `var`s are read and written only under `lock`.
  /// One stored model: attribute values by name; a to-one relationship holds a
  /// `PersistentIdentifier?`, a to-many one a `[PersistentIdentifier]?`.
  struct Row {
    let id: PersistentIdentifier
    var values: [String: Any]
    /// Where the model is in the fixture file, for messages.
    let source: String
  }

  let identifier: String
  let location: StoreFixtureLocation?
  private let lock = NSLock()
  private var rows: [String: [Row]] = [:]
  /// The entities the fixture file lists.
  private var listed: Set<String> = []
  private var fileExists = false
  private var nextKey: [String: Int] = [:]
  private var reported: Set<String> = []

  private init(identifier: String, location: StoreFixtureLocation?) {
    self.identifier = identifier
    self.location = location
  }

  private struct Registry {
    var generation = -1
    var stores: [String: ModelStore] = [:]
  }

  private static let registry = Mutex(Registry())

  /// The store of `configuration` holding `layouts`' entities, read from its fixture file the
  /// first time after an install (an in-memory store starts empty each time).
  ///
  /// - Throws: `SwiftDataError.loadIssueModelContainer` naming the file and key when the
  ///   fixture does not fit the entities.
  static func open(_ configuration: ModelConfiguration, layouts: [EntityLayout]) throws -> ModelStore {
    guard let location = configuration.fixture else {
      return ModelStore(identifier: configuration.name, location: nil)
    }
    let generation = InstalledFixtures.generation
    let key = "\(location.relativePath)|\(layouts.map(\.name).sorted().joined(separator: ","))"
    if let store = registry.withLock({ $0.generation == generation ? $0.stores[key] : nil }) { return store }
    let store = ModelStore(identifier: configuration.name, location: location)
    do {
      try store.load(layouts)
    } catch let error as AppDataFixtureError {
      FixtureDiagnostics.report("\(error)")
      throw SwiftDataError(.loadIssueModelContainer, detail: "\(error)")
    }
    return registry.withLock { registry in
      if registry.generation != generation { registry = Registry(generation: generation) }
      if let existing = registry.stores[key] { return existing }
      registry.stores[key] = store
      return store
    }
  }

  // MARK: Reading the fixture

  private func load(_ layouts: [EntityLayout]) throws {
    guard let location, let file = try StoreFixtures.file(at: location) else { return }
    fileExists = true
    let names = layouts.map(\.name).sorted().joined(separator: ", ")
    let graph = try StoreFixtureGraph(file: file, entities: layouts.map(Self.entity)) { _ in
      "no @Model class of this name in the container's schema (\(names))"
    }
    listed = graph.listed
    nextKey = graph.nextKey
    let id = { (key: StoreFixtureGraph.Key) in
      PersistentIdentifier(storeIdentifier: self.identifier, entityName: key.entity, primaryKey: key.primaryKey)
    }
    for (entity, graphRows) in graph.rows {
      rows[entity] = graphRows.map { row in
        var values = row.attributes
        for (name, relation) in row.relations {
          switch relation {
          case .one(let key): values[name] = key.map(id) as PersistentIdentifier? as Any
          case .many(let keys): values[name] = keys.map { $0.map(id) } as [PersistentIdentifier]? as Any
          }
        }
        return Row(id: id(row.key), values: values, source: row.source)
      }
    }
  }

  /// How the store reader sees a model class: attributes decoded into the properties' types.
  private static func entity(_ layout: EntityLayout) -> StoreEntity {
    var inverses: [String: String] = [:]
    let properties = layout.properties.map { property -> StoreEntity.Property in
      switch property.kind {
      case .attribute:
        return StoreEntity.Property(name: property.name, kind: .attribute { json in try attribute(property, json, of: layout) })
      case .toOne, .toMany:
        if let (_, inverse) = layout.inverse(of: property) { inverses[property.name] = inverse.name }
        let destination = property.destination.map { String(describing: $0) } ?? ""
        return StoreEntity.Property(
          name: property.name,
          kind: property.kind == .toOne
            ? .toOne(destination: destination, isOptional: property.isOptional)
            : .toMany(destination: destination, isOptional: property.isOptional))
      }
    }
    return StoreEntity(name: layout.name, properties: properties, inverses: inverses)
  }

  /// An attribute's value from its JSON: the class's initial value or nil when left out, the
  /// JSON decoded into the property's type otherwise.
  private static func attribute(_ property: EntityLayout.Property, _ json: FixtureJSONValue?, of layout: EntityLayout) throws
    -> Any
  {
    let none = (property.valueType as? any OptionalValue.Type)?.nilValue
    guard let json else {
      if let value = layout.defaultValues()[property.name] { return value }
      if let none { return none }
      throw StoreValueError("missing; \(layout.name).\(property.name) is a \(property.valueType) without an initial value")
    }
    if json == .null {
      guard let none else { throw StoreValueError("null, but \(layout.name).\(property.name) is not optional") }
      return none
    }
    guard let decodable = property.valueType as? any Decodable.Type else {
      throw StoreValueError("\(property.valueType) is not Decodable, so a fixture cannot give it; leave it out")
    }
    do {
      return try StoreValueDecoding.decode(decodable, from: json)
    } catch {
      throw StoreValueError("expected \(StoreValueDecoding.expectation(for: property.valueType)), not \(json.kind)")
    }
  }

  private func takeKey(_ entity: String) -> String {
    let key = nextKey[entity, default: 1]
    nextKey[entity] = key + 1
    return "p\(key)"
  }

  // MARK: What contexts read and save

  /// The rows of `layout`'s entity, in store order. An entity the fixture does not list (or a
  /// store without a fixture file) is recorded for `--missing-fixtures` and said once.
  func rows(of layout: EntityLayout) -> [Row] {
    lock.withLock {
      if let location, !listed.contains(layout.name) {
        MissingFixtures.record(
          StoreFixtureRequest(location: location, entity: layout.name, placeholder: StoreValueDecoding.placeholder(for: layout)),
          in: StoreFixtures.self)
        if reported.insert(layout.name).inserted {
          FixtureDiagnostics.report(
            fileExists
              ? "no \(layout.name) objects: \(location.displayPath) does not list \(layout.name)"
              : "no \(layout.name) objects: \(location.displayPath) does not exist")
        }
      }
      return rows[layout.name] ?? []
    }
  }

  func row(for id: PersistentIdentifier) -> Row? {
    lock.withLock { rows[id.entityName]?.first { $0.id == id } }
  }

  /// A new identifier for a model saved into the store.
  func newIdentifier(entity: String) -> PersistentIdentifier {
    lock.withLock { PersistentIdentifier(storeIdentifier: identifier, entityName: entity, primaryKey: takeKey(entity)) }
  }

  /// Applies a context's save: new rows, changed rows and deleted identifiers (which are
  /// also taken out of every relationship that holds them).
  func save(inserted: [Row], updated: [Row], deleted: Set<PersistentIdentifier>) {
    lock.withLock {
      for row in inserted { rows[row.id.entityName, default: []].append(row) }
      for row in updated {
        if let index = rows[row.id.entityName]?.firstIndex(where: { $0.id == row.id }) { rows[row.id.entityName]![index] = row }
      }
      guard !deleted.isEmpty else { return }
      for entity in rows.keys.sorted() {
        rows[entity]!.removeAll { deleted.contains($0.id) }
        for index in rows[entity]!.indices {
          for (name, value) in rows[entity]![index].values {
            if case .some(.some(let id)) = value as? PersistentIdentifier?, deleted.contains(id) {
              rows[entity]![index].values[name] = PersistentIdentifier?.none as Any
            } else if case .some(.some(let ids)) = value as? [PersistentIdentifier]?, ids.contains(where: deleted.contains) {
              rows[entity]![index].values[name] = ids.filter { !deleted.contains($0) } as [PersistentIdentifier]?
            }
          }
        }
      }
    }
  }

  /// Removes every row.
  func erase() {
    lock.withLock { rows = [:] }
  }
}
