import Foundation
import FoundationFixtures
import GalleryFixtures

/// The objects of one persistent store, read from its fixture file for a model's entities,
/// and what contexts saved to it since the fixtures were installed (saves never touch the
/// file). A to-one relationship holds a `NSManagedObjectID?`, a to-many one a
/// `[NSManagedObjectID]`.
typealias CoreDataStore = FixtureStore<NSManagedObjectID>

private let registry = FixtureStoreRegistry<NSManagedObjectID>()

extension FixtureStore where ID == NSManagedObjectID {
  private convenience init(identifier: String, location: StoreFixtureLocation?) {
    self.init(identifier: identifier, location: location, toMany: .array) { $0.entity.name ?? "" }
  }

  /// The store at `url` (nil: in memory) for `model`'s entities, read from its fixture file
  /// the first time after an install.
  ///
  /// - Throws: an `NSError` of `NSCocoaErrorDomain` naming the file and key when the fixture
  ///   does not fit the model.
  static func open(url: URL?, model: NSManagedObjectModel) throws -> CoreDataStore {
    guard let url, url.path != "/dev/null" else {
      return CoreDataStore(identifier: UUID().uuidString, location: nil)
    }
    let location = StoreFixtureLocation(storeURL: url)
    do {
      return try registry.store(at: location, entities: model.entities.compactMap(\.name)) {
        let store = CoreDataStore(identifier: url.lastPathComponent, location: location)
        let names = model.entities.compactMap(\.name).sorted().joined(separator: ", ")
        let entities = model.entitiesByName
        try store.load(model.entities.map(Self.entity), unknown: { _ in "no entity of this name in the model (\(names))" }) {
          key in
          NSManagedObjectID(entity: entities[key.entity]!, storeIdentifier: store.identifier, key: key.primaryKey)
        }
        return store
      }
    } catch let error as AppDataFixtureError {
      FixtureDiagnostics.report("\(error)")
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_100,
        userInfo: [NSLocalizedDescriptionKey: "\(error)", NSFilePathErrorKey: url.path])
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

  /// The rows of `entity`, in store order; see ``FixtureStore/rows(of:placeholder:)``.
  func rows(of entity: NSEntityDescription) -> [Row] {
    rows(of: entity.name ?? "") { AttributeValues.placeholder(for: entity) }
  }

  /// A new identifier for an object saved into the store.
  func newIdentifier(entity: NSEntityDescription) -> NSManagedObjectID {
    NSManagedObjectID(entity: entity, storeIdentifier: identifier, key: newPrimaryKey(entity: entity.name ?? ""))
  }
}
