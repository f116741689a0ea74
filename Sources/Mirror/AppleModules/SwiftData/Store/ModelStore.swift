import Foundation
import GalleryFixtures

/// The models of one store, read from its fixture file for the entities of a schema, and what
/// contexts saved to it since the fixtures were installed (saves never touch the file). A to-one
/// relationship holds a `PersistentIdentifier?`, a to-many one a `[PersistentIdentifier]?`.
typealias ModelStore = FixtureStore<PersistentIdentifier>

private let registry = FixtureStoreRegistry<PersistentIdentifier>()

extension FixtureStore where ID == PersistentIdentifier {
  private convenience init(identifier: String, location: StoreFixtureLocation?) {
    self.init(identifier: identifier, location: location, toMany: .optionalArray) { $0.entityName }
  }

  /// The store of `configuration` holding `layouts`' entities, read from its fixture file the
  /// first time after an install (an in-memory store starts empty each time).
  ///
  /// - Throws: `SwiftDataError.loadIssueModelContainer` naming the file and key when the
  ///   fixture does not fit the entities.
  static func open(_ configuration: ModelConfiguration, layouts: [EntityLayout]) throws -> ModelStore {
    guard let location = configuration.fixture else {
      return ModelStore(identifier: configuration.name, location: nil)
    }
    do {
      return try registry.store(at: location, entities: layouts.map(\.name)) {
        let store = ModelStore(identifier: configuration.name, location: location)
        let names = layouts.map(\.name).sorted().joined(separator: ", ")
        try store.load(
          layouts.map(Self.entity), unknown: { _ in "no @Model class of this name in the container's schema (\(names))" }
        ) { key in
          PersistentIdentifier(storeIdentifier: store.identifier, entityName: key.entity, primaryKey: key.primaryKey)
        }
        return store
      }
    } catch let error as AppDataFixtureError {
      FixtureDiagnostics.report("\(error)")
      throw SwiftDataError(.loadIssueModelContainer, detail: "\(error)")
    }
  }

  // MARK: Reading the fixture

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

  // MARK: What contexts read and save

  /// The rows of `layout`'s entity, in store order; see ``FixtureStore/rows(of:placeholder:)``.
  func rows(of layout: EntityLayout) -> [Row] {
    rows(of: layout.name) { StoreValueDecoding.placeholder(for: layout) }
  }

  /// A new identifier for a model saved into the store.
  func newIdentifier(entity: String) -> PersistentIdentifier {
    PersistentIdentifier(storeIdentifier: identifier, entityName: entity, primaryKey: newPrimaryKey(entity: entity))
  }
}
