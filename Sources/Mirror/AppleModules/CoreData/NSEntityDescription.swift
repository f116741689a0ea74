// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation

/// An entity of a model: its name, the class of its objects and its properties.
open class NSEntityDescription: NSObject, NSCopying {
  open var name: String?
  /// The class of the entity's objects (`NSManagedObject` when none is named or found).
  open var managedObjectClassName: String!
  open var isAbstract = false
  open var userInfo: [AnyHashable: Any]?
  open internal(set) weak var managedObjectModel: NSManagedObjectModel!
  open var properties: [NSPropertyDescription] = [] {
    didSet {
      for property in properties { property.entity = self }
    }
  }
  /// The class of the entity's objects, when the generated code or the app says it.
  var managedObjectClass: NSManagedObject.Type?

  public override init() {}

  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  open var attributesByName: [String: NSAttributeDescription] {
    Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  open var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(
      properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The entity named `entityName` in the model of `context`'s coordinator.
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    context.model?.entitiesByName[entityName]
  }

  /// A new object of the entity named `entityName`, inserted into `context`.
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      fatalError("Core Data: the model has no entity named \(entityName)")
    }
    return entity.objectClass.init(entity: entity, insertInto: context)
  }

  /// The class the entity's objects are made as.
  var objectClass: NSManagedObject.Type {
    if let managedObjectClass { return managedObjectClass }
    if let name = managedObjectClassName, let found = NSClassFromString(name) as? NSManagedObject.Type { return found }
    return NSManagedObject.self
  }

  /// Sets the class of the entity's objects (what the generated model does).
  public func _setManagedObjectClass(_ type: NSManagedObject.Type) {
    managedObjectClass = type
    managedObjectClassName = String(describing: type)
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let entity = NSEntityDescription()
    entity.name = name
    entity.managedObjectClassName = managedObjectClassName
    entity.managedObjectClass = managedObjectClass
    entity.isAbstract = isAbstract
    entity.userInfo = userInfo
    entity.properties = properties.map { $0.copy() as! NSPropertyDescription }
    return entity
  }
}

/// An attribute or relationship of an entity.
open class NSPropertyDescription: NSObject, NSCopying {
  open var name: String = ""
  open var isOptional = true
  open var isTransient = false
  open var userInfo: [AnyHashable: Any]?
  open internal(set) weak var entity: NSEntityDescription!

  public required override init() {}

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyFields(from: self)
    return copy
  }

  func copyFields(from other: NSPropertyDescription) {
    name = other.name
    isOptional = other.isOptional
    isTransient = other.isTransient
    userInfo = other.userInfo
  }
}

/// The kind of value an attribute holds.
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case UUIDAttributeType = 1100
  case URIAttributeType = 1200
  case transformableAttributeType = 1800
  case objectIDAttributeType = 2000
  case compositeAttributeType = 2100
}

/// An attribute: a value of one of Core Data's types.
open class NSAttributeDescription: NSPropertyDescription {
  open var attributeType: NSAttributeType = .undefinedAttributeType
  open var attributeValueClassName: String?
  open var defaultValue: Any?
  open var valueTransformerName: String?
  open var allowsExternalBinaryDataStorage = false
  open var allowsCloudEncryption = false
  open var preservesValueInHistoryOnDeletion = false

  override func copyFields(from other: NSPropertyDescription) {
    super.copyFields(from: other)
    guard let other = other as? NSAttributeDescription else { return }
    attributeType = other.attributeType
    attributeValueClassName = other.attributeValueClassName
    defaultValue = other.defaultValue
    valueTransformerName = other.valueTransformerName
  }
}

/// What deleting an object does to the objects a relationship holds.
public enum NSDeleteRule: UInt, Sendable {
  case noActionDeleteRule = 0
  case nullifyDeleteRule = 1
  case cascadeDeleteRule = 2
  case denyDeleteRule = 3
}

/// A relationship: the objects of another entity an object holds.
open class NSRelationshipDescription: NSPropertyDescription {
  open weak var destinationEntity: NSEntityDescription?
  open weak var inverseRelationship: NSRelationshipDescription?
  open var maxCount = 0
  open var minCount = 0
  open var deleteRule: NSDeleteRule = .nullifyDeleteRule
  open var isOrdered = false
  /// The destination and inverse by name, for a model built before its entities are linked.
  var destinationEntityName: String?
  var inverseName: String?

  /// Whether the relationship holds many objects.
  open var isToMany: Bool { maxCount != 1 }

  /// Names the destination entity and inverse relationship, which the model links once all its
  /// entities exist (what the generated model does).
  public func _setDestination(_ entityName: String, inverse: String?) {
    destinationEntityName = entityName
    inverseName = inverse
  }

  override func copyFields(from other: NSPropertyDescription) {
    super.copyFields(from: other)
    guard let other = other as? NSRelationshipDescription else { return }
    maxCount = other.maxCount
    minCount = other.minCount
    deleteRule = other.deleteRule
    isOrdered = other.isOrdered
    destinationEntityName = other.destinationEntityName ?? other.destinationEntity?.name
    inverseName = other.inverseName ?? other.inverseRelationship?.name
  }
}
