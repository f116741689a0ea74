import Foundation
import GalleryFixtures
import Synchronization

/// The models of one store, read from its fixture file for the entities of a schema, and what
/// contexts saved to it since the fixtures were installed (saves never touch the file).
final class ModelStore: @unchecked Sendable {
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
    let byName = Dictionary(layouts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    if let unknown = file.entities.keys.sorted().first(where: { byName[$0] == nil }) {
      throw AppDataFixtureError.invalidContent(
        path: file.path, keyPath: unknown,
        detail: "no @Model class of this name in the container's schema (\(layouts.map(\.name).sorted().joined(separator: ", ")))")
    }
    listed = Set(file.entities.keys)
    var loader = Loader(store: self, layouts: byName)
    for layout in layouts {
      let objects = file.entities[layout.name] ?? []
      nextKey[layout.name] = objects.count + 1
      loader.counts[layout.name] = objects.count
      for (index, object) in objects.enumerated() {
        loader.keys[layout.name, default: [:]][object.id ?? "p\(index + 1)"] = index
      }
    }
    var loaded: [String: [Row]] = [:]
    for layout in layouts {
      for (index, object) in (file.entities[layout.name] ?? []).enumerated() {
        loaded[layout.name, default: []].append(try loader.row(object, of: layout, key: object.id ?? "p\(index + 1)", index: index))
      }
    }
    for layout in layouts { rows[layout.name] = (loaded[layout.name] ?? []) + (loader.inline[layout.name] ?? []) }
    try loader.resolveReferences()
    try loader.fillInverses()
  }

  /// Reads objects into rows: attributes decoded into the properties' types, relationships
  /// to identifiers (an object written inside another becomes a row of its own, after the
  /// entity's own).
  private struct Loader {
    let store: ModelStore
    let layouts: [String: EntityLayout]
    /// The objects each entity lists in the file.
    var counts: [String: Int] = [:]
    /// Rows of objects written inside others, by entity.
    var inline: [String: [Row]] = [:]
    /// Primary keys of each entity's rows → their index.
    var keys: [String: [String: Int]] = [:]
    /// References by `@id`, resolved once every row exists.
    var references: [(entity: String, row: Int, property: String, object: StoreFixtureObject, ids: [String])] = []

    mutating func row(_ object: StoreFixtureObject, of layout: EntityLayout, key: String, index rowIndex: Int) throws -> Row {
      if let unknown = object.values.keys.sorted().first(where: { layout.property(named: $0) == nil }) {
        throw object.error(
          unknown,
          "not a persisted property of \(layout.name), which has \(layout.properties.map(\.name).joined(separator: ", "))")
      }
      var values: [String: Any] = [:]
      var defaults: [String: Any]?
      for property in layout.properties {
        let json = object.values[property.name]
        switch property.kind {
        case .attribute:
          values[property.name] = try attribute(property, json, of: layout, in: object) {
            if defaults == nil { defaults = layout.defaultValues() }
            return defaults?[property.name]
          }
        case .toOne, .toMany:
          guard let destination = property.destination.map(EntityLayout.of), let json, json != .null else {
            if json == nil, property.kind == .toOne, !property.isOptional {
              throw object.error(property.name, "missing; \(layout.name).\(property.name) is not optional")
            }
            values[property.name] =
              property.kind == .toOne
              ? PersistentIdentifier?.none as Any
              : ((json == .null && property.isOptional) ? [PersistentIdentifier]?.none : [] as [PersistentIdentifier]?) as Any
            continue
          }
          var elements: [FixtureJSONValue]
          if property.kind == .toOne {
            elements = [json]
          } else {
            guard case .array(let array) = json else {
              throw object.error(property.name, "expected an array of \(destination.name) @ids or objects")
            }
            elements = array
          }
          var ids: [String] = []
          var nestedIDs: [PersistentIdentifier] = []
          for (index, element) in elements.enumerated() {
            let place = property.kind == .toOne ? property.name : "\(property.name)[\(index)]"
            switch element {
            case .string(let id): ids.append(id)
            case .object:
              let nested = try StoreFixtureObject(
                path: object.path, keyPath: "\(object.keyPath).\(place)", value: element, entity: destination.name)
              let key = nested.id ?? store.takeKey(destination.name)
              guard keys[destination.name]?[key] == nil else {
                throw nested.error("@id", "\"\(key)\" names two \(destination.name) objects")
              }
              let nestedIndex = counts[destination.name, default: 0] + inline[destination.name, default: []].count
              keys[destination.name, default: [:]][key] = nestedIndex
              let id = PersistentIdentifier(storeIdentifier: store.identifier, entityName: destination.name, primaryKey: key)
              inline[destination.name, default: []].append(Row(id: id, values: [:], source: nested.keyPath))
              let row = try row(nested, of: destination, key: key, index: nestedIndex)
              inline[destination.name]![nestedIndex - counts[destination.name, default: 0]] = row
              nestedIDs.append(id)
            default:
              throw object.error(place, "expected the @id of a \(destination.name) object, or the object itself")
            }
          }
          values[property.name] =
            property.kind == .toOne
            ? nestedIDs.first as PersistentIdentifier? as Any : nestedIDs as [PersistentIdentifier]? as Any
          if !ids.isEmpty {
            references.append((layout.name, rowIndex, property.name, object, ids))
          }
        }
      }
      return Row(
        id: PersistentIdentifier(storeIdentifier: store.identifier, entityName: layout.name, primaryKey: key), values: values,
        source: object.keyPath)
    }

    private func attribute(
      _ property: EntityLayout.Property, _ json: FixtureJSONValue?, of layout: EntityLayout, in object: StoreFixtureObject,
      defaultValue: () -> Any?
    ) throws -> Any {
      let none = (property.valueType as? any OptionalValue.Type)?.nilValue
      guard let json else {
        if let value = defaultValue() { return value }
        if let none { return none }
        throw object.error(
          property.name, "missing; \(layout.name).\(property.name) is a \(property.valueType) without an initial value")
      }
      if json == .null {
        guard let none else { throw object.error(property.name, "null, but \(layout.name).\(property.name) is not optional") }
        return none
      }
      guard let decodable = property.valueType as? any Decodable.Type else {
        throw object.error(property.name, "\(property.valueType) is not Decodable, so a fixture cannot give it; leave it out")
      }
      do {
        return try StoreValueDecoding.decode(decodable, from: json)
      } catch {
        throw object.error(property.name, "expected \(StoreValueDecoding.expectation(for: property.valueType)), not \(json.kind)")
      }
    }

    func resolveReferences() throws {
      for reference in references {
        guard let layout = layouts[reference.entity], let property = layout.property(named: reference.property),
          let destination = property.destination.map(EntityLayout.of)
        else { continue }
        var ids: [PersistentIdentifier] = []
        for id in reference.ids {
          guard let index = keys[destination.name]?[id] else {
            throw reference.object.error(reference.property, "no \(destination.name) object has the @id \"\(id)\"")
          }
          ids.append(store.rows[destination.name]![index].id)
        }
        var row = store.rows[reference.entity]![reference.row]
        if property.kind == .toOne {
          row.values[property.name] = ids.first as PersistentIdentifier?
        } else {
          let nested = (row.values[property.name] as? [PersistentIdentifier]?).flatMap { $0 } ?? []
          row.values[property.name] = (nested + ids) as [PersistentIdentifier]?
        }
        store.rows[reference.entity]![reference.row] = row
      }
    }

    /// Gives each relationship's inverse what its other side lists; two objects that claim
    /// the same to-one inverse are an error.
    func fillInverses() throws {
      for (entity, layout) in layouts.sorted(by: { $0.key < $1.key }) {
        for property in layout.properties where property.kind != .attribute {
          guard let (destination, inverse) = layout.inverse(of: property) else { continue }
          for row in store.rows[entity] ?? [] {
            let targets: [PersistentIdentifier] =
              property.kind == .toOne
              ? [(row.values[property.name] as? PersistentIdentifier?).flatMap { $0 }].compactMap { $0 }
              : (row.values[property.name] as? [PersistentIdentifier]?).flatMap { $0 } ?? []
            for target in targets {
              guard let targetIndex = store.rows[destination.name]?.firstIndex(where: { $0.id == target }) else { continue }
              var other = store.rows[destination.name]![targetIndex]
              if inverse.kind == .toOne {
                if let current = (other.values[inverse.name] as? PersistentIdentifier?).flatMap({ $0 }), current != row.id {
                  throw AppDataFixtureError.invalidContent(
                    path: store.location?.displayPath ?? "", keyPath: "\(other.source).\(inverse.name)",
                    detail:
                      "is \"\(current.id.primaryKey)\", but \(row.source).\(property.name) also holds this \(destination.name)")
                }
                other.values[inverse.name] = row.id as PersistentIdentifier?
              } else {
                var list = (other.values[inverse.name] as? [PersistentIdentifier]?).flatMap { $0 } ?? []
                if !list.contains(row.id) { list.append(row.id) }
                other.values[inverse.name] = list as [PersistentIdentifier]?
              }
              store.rows[destination.name]![targetIndex] = other
            }
          }
        }
      }
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
