import AppleFoundation
import Foundation
import GalleryFixtures
import Synchronization

/// The objects of one persistent store, read from its fixture file for a model's entities,
/// and what contexts saved to it since the fixtures were installed (saves never touch the
/// file).
final class CoreDataStore: @unchecked Sendable {
  // Sendable: its `var`s are read and written only under `lock`.
  /// One stored object: attribute values by name; a to-one relationship holds a
  /// `NSManagedObjectID?`, a to-many one a `[NSManagedObjectID]`.
  struct Row {
    let id: NSManagedObjectID
    var values: [String: Any]
  }

  let identifier: String
  let location: StoreFixtureLocation?
  private let model: NSManagedObjectModel
  private let lock = NSLock()
  private var rows: [String: [Row]] = [:]
  private var listed: Set<String> = []
  private var fileExists = false
  private var nextKey: [String: Int] = [:]
  private var reported: Set<String> = []

  private init(identifier: String, location: StoreFixtureLocation?, model: NSManagedObjectModel) {
    self.identifier = identifier
    self.location = location
    self.model = model
  }

  private struct Registry {
    var generation = -1
    var stores: [String: CoreDataStore] = [:]
  }

  private static let registry = Mutex(Registry())

  /// The store at `url` (nil: in memory) for `model`'s entities, read from its fixture file
  /// the first time after an install.
  ///
  /// - Throws: an `NSError` of `NSCocoaErrorDomain` naming the file and key when the fixture
  ///   does not fit the model.
  static func open(url: URL?, model: NSManagedObjectModel) throws -> CoreDataStore {
    guard let url, url.path != "/dev/null" else {
      return CoreDataStore(identifier: UUID().uuidString, location: nil, model: model)
    }
    let location = StoreFixtureLocation(storeURL: url)
    let generation = InstalledFixtures.generation
    let names = model.entities.compactMap(\.name).sorted()
    let key = "\(location.relativePath)|\(names.joined(separator: ","))"
    if let store = registry.withLock({ $0.generation == generation ? $0.stores[key] : nil }) { return store }
    let store = CoreDataStore(identifier: url.lastPathComponent, location: location, model: model)
    do {
      try store.load()
    } catch let error as AppDataFixtureError {
      FixtureDiagnostics.report("\(error)")
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_100,
        userInfo: [NSLocalizedDescriptionKey: "\(error)", NSFilePathErrorKey: url.path])
    }
    return registry.withLock { registry in
      if registry.generation != generation { registry = Registry(generation: generation) }
      if let existing = registry.stores[key] { return existing }
      registry.stores[key] = store
      return store
    }
  }

  private func load() throws {
    guard let location, let file = try StoreFixtures.file(at: location) else { return }
    fileExists = true
    let names = model.entities.compactMap(\.name).sorted().joined(separator: ", ")
    let graph = try StoreFixtureGraph(file: file, entities: model.entities.map(Self.entity)) { _ in
      "no entity of this name in the model (\(names))"
    }
    listed = graph.listed
    nextKey = graph.nextKey
    let entities = model.entitiesByName
    let id = { (key: StoreFixtureGraph.Key) in
      NSManagedObjectID(entity: entities[key.entity]!, storeIdentifier: self.identifier, key: key.primaryKey)
    }
    for (entity, graphRows) in graph.rows {
      rows[entity] = graphRows.map { row in
        var values = row.attributes
        for (name, relation) in row.relations {
          switch relation {
          case .one(let key): values[name] = key.map(id) as NSManagedObjectID? as Any
          case .many(let keys): values[name] = (keys ?? []).map(id)
          }
        }
        return Row(id: id(row.key), values: values)
      }
    }
  }

  /// How the store reader sees an entity: attributes decoded by their type.
  private static func entity(_ entity: NSEntityDescription) -> StoreEntity {
    var inverses: [String: String] = [:]
    let properties = entity.properties.filter { !$0.isTransient }.compactMap { property -> StoreEntity.Property? in
      if let attribute = property as? NSAttributeDescription {
        return StoreEntity.Property(
          name: attribute.name, kind: .attribute { json in try AttributeValues.decode(json, for: attribute, of: entity) })
      }
      guard let relationship = property as? NSRelationshipDescription, let destination = relationship.destinationEntity?.name
      else { return nil }
      if let inverse = relationship.inverseRelationship?.name { inverses[relationship.name] = inverse }
      return StoreEntity.Property(
        name: relationship.name,
        kind: relationship.isToMany
          ? .toMany(destination: destination, isOptional: relationship.isOptional)
          : .toOne(destination: destination, isOptional: relationship.isOptional))
    }
    return StoreEntity(name: entity.name ?? "", properties: properties, inverses: inverses)
  }

  // MARK: What contexts read and save

  /// The rows of `entity`, in store order. An entity the fixture does not list (or a store
  /// without a fixture file) is recorded for `--missing-fixtures` and said once.
  func rows(of entity: NSEntityDescription) -> [Row] {
    let name = entity.name ?? ""
    return lock.withLock {
      if let location, !listed.contains(name) {
        MissingFixtures.record(
          StoreFixtureRequest(location: location, entity: name, placeholder: AttributeValues.placeholder(for: entity)),
          in: StoreFixtures.self)
        if reported.insert(name).inserted {
          FixtureDiagnostics.report(
            fileExists
              ? "no \(name) objects: \(location.displayPath) does not list \(name)"
              : "no \(name) objects: \(location.displayPath) does not exist")
        }
      }
      return rows[name] ?? []
    }
  }

  func row(for id: NSManagedObjectID) -> Row? {
    lock.withLock { rows[id.entity.name ?? ""]?.first { $0.id == id } }
  }

  /// A new identifier for an object saved into the store.
  func newIdentifier(entity: NSEntityDescription) -> NSManagedObjectID {
    lock.withLock {
      let name = entity.name ?? ""
      let key = nextKey[name, default: 1]
      nextKey[name] = key + 1
      return NSManagedObjectID(entity: entity, storeIdentifier: identifier, key: "p\(key)")
    }
  }

  /// Applies a context's save: new rows, changed rows and deleted identifiers (which are also
  /// taken out of every relationship that holds them).
  func save(inserted: [Row], updated: [Row], deleted: Set<NSManagedObjectID>) {
    lock.withLock {
      for row in inserted { rows[row.id.entity.name ?? "", default: []].append(row) }
      for row in updated {
        let name = row.id.entity.name ?? ""
        if let index = rows[name]?.firstIndex(where: { $0.id == row.id }) { rows[name]![index] = row }
      }
      guard !deleted.isEmpty else { return }
      for entity in rows.keys.sorted() {
        rows[entity]!.removeAll { deleted.contains($0.id) }
        for index in rows[entity]!.indices {
          for (name, value) in rows[entity]![index].values {
            if case .some(.some(let id)) = value as? NSManagedObjectID?, deleted.contains(id) {
              rows[entity]![index].values[name] = NSManagedObjectID?.none as Any
            } else if let ids = value as? [NSManagedObjectID], ids.contains(where: deleted.contains) {
              rows[entity]![index].values[name] = ids.filter { !deleted.contains($0) }
            }
          }
        }
      }
    }
  }

  func erase() {
    lock.withLock { rows = [:] }
  }
}
