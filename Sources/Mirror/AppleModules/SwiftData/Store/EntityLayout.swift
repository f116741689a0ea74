import Foundation
import Locking
import Synchronization

/// `Optional`, seen from a type known only at run time.
protocol OptionalValue {
  static var wrappedType: Any.Type { get }
  /// `nil` of this optional type.
  static var nilValue: Any { get }
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }
  static var nilValue: Any { Wrapped?.none as Any }
}

extension RelationshipCollection {
  /// The model type the collection holds.
  static var elementType: any PersistentModel.Type { PersistentElement.self }
}

/// A model class's persisted properties, read from its `schemaMetadata` once: names, key paths,
/// value types, and which are relationships to which classes.
final class EntityLayout: @unchecked Sendable {
  // Sendable: read once from a model class's metadata into `let`s, and never changed.
  /// One persisted property.
  struct Property: @unchecked Sendable {
    // Sendable: `let`s only; its key paths and types are immutable.
    enum Kind {
      case attribute
      case toOne
      case toMany
    }

    let name: String
    let keyPath: AnyKeyPath
    /// The property's type (`String`, `Int?`, `[Item]`…).
    let valueType: Any.Type
    let kind: Kind
    /// The related class of a relationship.
    let destination: (any PersistentModel.Type)?
    /// Whether nil is a value (an optional attribute, an optional relationship).
    let isOptional: Bool
    /// What `@Attribute` or `@Relationship` says, completed with name and type.
    let schemaProperty: any SchemaProperty

    var isTransformable: Bool { (schemaProperty as? Schema.Attribute)?.isTransformable ?? false }
    var relationship: Schema.Relationship? { schemaProperty as? Schema.Relationship }
  }

  let name: String
  let type: any PersistentModel.Type
  let properties: [Property]
  private let byName: [String: Int]
  private let byKeyPath: [AnyKeyPath: Int]

  private init(type: any PersistentModel.Type) {
    self.type = type
    name = String(describing: type)
    properties = type.schemaMetadata.map(Self.property)
    byName = Dictionary(properties.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    byKeyPath = Dictionary(properties.enumerated().map { ($1.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private static let layouts = Mutex<[ObjectIdentifier: EntityLayout]>([:])

  /// The layout of `type`, made the first time it is asked for.
  static func of(_ type: any PersistentModel.Type) -> EntityLayout {
    if let layout = layouts.locked({ $0[ObjectIdentifier(type)] }) { return layout }
    let layout = EntityLayout(type: type)
    return layouts.locked { layouts in
      if let existing = layouts[ObjectIdentifier(type)] { return existing }
      layouts[ObjectIdentifier(type)] = layout
      return layout
    }
  }

  func property(named name: String) -> Property? { byName[name].map { properties[$0] } }

  /// The property of `keyPath`; a key path `@Model` did not list is a programming error.
  func property(for keyPath: AnyKeyPath) -> Property {
    guard let index = byKeyPath[keyPath] else {
      fatalError("SwiftData: \(keyPath) is not a persisted property of @Model class \(name)")
    }
    return properties[index]
  }

  /// The initial values the class gives its properties, evaluated anew (a `UUID()` is a new one).
  func defaultValues() -> [String: Any] {
    var values: [String: Any] = [:]
    for metadata in type.schemaMetadata {
      if let value = metadata.defaultValue { values[metadata.name] = value }
    }
    return values
  }

  private static func property(_ metadata: Schema.PropertyMetadata) -> Property {
    let valueType = Swift.type(of: metadata.keypath).valueType
    let optional = valueType as? any OptionalValue.Type
    let wrapped = optional?.wrappedType ?? valueType
    let kind: Property.Kind
    let destination: (any PersistentModel.Type)?
    if let model = wrapped as? any PersistentModel.Type {
      kind = .toOne
      destination = model
    } else if let collection = valueType as? any RelationshipCollection.Type {
      kind = .toMany
      destination = collection.elementType
    } else {
      kind = .attribute
      destination = nil
    }
    let schemaProperty: any SchemaProperty
    if let destination {
      let relationship = (metadata.metadata as? Schema.Relationship) ?? Schema.Relationship()
      relationship.name = metadata.name
      if relationship.originalName.isEmpty { relationship.originalName = metadata.name }
      relationship.keypath = metadata.keypath
      relationship.valueType = valueType
      relationship.destination = String(describing: destination)
      schemaProperty = relationship
    } else {
      let given = metadata.metadata as? Schema.Attribute
      schemaProperty = Schema.Attribute(
        name: metadata.name, originalName: given?.originalName.isEmpty == false ? given?.originalName : nil,
        options: given?.options ?? [], valueType: valueType, defaultValue: metadata.defaultValue,
        hashModifier: given?.hashModifier)
    }
    return Property(
      name: metadata.name, keyPath: metadata.keypath, valueType: valueType, kind: kind, destination: destination,
      isOptional: optional != nil, schemaProperty: schemaProperty)
  }

  private static let inverses = Mutex<[String: (entity: EntityLayout, property: Property)?]>([:])

  /// The relationship on the other side of `property`: the one either side names with
  /// `inverse:`, else the only relationship of the related class that leads back here when
  /// this is the only one leading there.
  func inverse(of property: Property) -> (entity: EntityLayout, property: Property)? {
    guard let destinationType = property.destination else { return nil }
    let key = "\(ObjectIdentifier(type))/\(property.name)"
    if let known = Self.inverses.locked({ $0[key] }) { return known }
    let destination = EntityLayout.of(destinationType)
    var found: (entity: EntityLayout, property: Property)?
    if let keyPath = property.relationship?.inverseKeyPath, let index = destination.byKeyPath[keyPath] {
      found = (destination, destination.properties[index])
    } else if let other = destination.properties.first(where: {
      $0.relationship?.inverseKeyPath.map { $0 == property.keyPath } ?? false
    }) {
      found = (destination, other)
    } else {
      let back = destination.properties.filter { $0.destination.map { $0 == type } ?? false }
      let there = properties.filter { $0.destination.map { $0 == destinationType } ?? false }
      if back.count == 1, there.count == 1, destination !== self || back[0].name != property.name {
        found = (destination, back[0])
      }
    }
    Self.inverses.locked { $0[key] = found }
    return found
  }
}
