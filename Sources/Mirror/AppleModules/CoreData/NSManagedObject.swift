import Foundation
import FoundationFixtures

/// An object of an entity: its attribute values and related objects, read and written by key
/// (`value(forKey:)`, or the properties the `CoreDataModelClasses` plugin generates).
open class NSManagedObject: NSObject, NSFetchRequestResult {
  open private(set) var entity: NSEntityDescription
  open internal(set) var objectID: NSManagedObjectID
  /// The context the object belongs to (held, so the objects a fetch returned can still reach
  /// their related objects after the caller lets go of the context).
  open internal(set) var managedObjectContext: NSManagedObjectContext?
  /// Attribute values by name; a to-one relationship holds a `RelatedObject?`, a to-many one
  /// a `[RelatedObject]`.
  var values: [String: Any] = [:]
  var changedKeys: Set<String> = []
  open internal(set) var isDeleted = false

  /// A new object of `entity`, inserted into `context` when one is given.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    objectID = NSManagedObjectID(entity: entity, storeIdentifier: nil, key: NSManagedObjectContext.temporaryKey())
    super.init()
    for case let attribute as NSAttributeDescription in entity.properties {
      if let value = attribute.defaultValue { values[attribute.name] = value }
    }
    if let context {
      context.insert(self)
      awakeFromInsert()
    }
  }

  /// A new object of the entity whose class is this class, in `context`'s model.
  public convenience init(context: NSManagedObjectContext) {
    guard let entity = context.model?.entities.first(where: { $0.objectClass == Self.self }) ?? Self.entityOfClass() else {
      fatalError("Core Data: no entity of the model has the class \(Self.self)")
    }
    self.init(entity: entity, insertInto: context)
  }

  /// The entity whose class is this class, among the generated models.
  open class func entity() -> NSEntityDescription {
    guard let entity = entityOfClass() else { fatalError("Core Data: no entity of a generated model has the class \(self)") }
    return entity
  }

  private class func entityOfClass() -> NSEntityDescription? {
    DeclaredModels.madeOnce.lazy.compactMap { $0.entities.first { $0.objectClass == self } }.first
  }

  /// A request for every object of the entity whose class is this class.
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
  }

  open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
  open var isUpdated: Bool { !changedKeys.isEmpty && !isInserted }
  open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
  open var isFault: Bool { false }
  open var faultingState: Int { 0 }

  // MARK: Values by key

  /// The value of the attribute or relationship `key`: an attribute's value, a to-one
  /// relationship's object, a to-many relationship's objects as an `NSSet` (an
  /// `NSOrderedSet` when ordered).
  open func value(forKey key: String) -> Any? {
    if let relationship = entity.relationshipsByName[key] {
      if relationship.isToMany {
        let objects = relatedObjects(key)
        return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
      }
      return relatedObject(key)
    }
    guard entity.attributesByName[key] != nil else {
      fatalError("Core Data: \(entity.name ?? "?") has no property named \(key)")
    }
    return values[key]
  }

  open func setValue(_ value: Any?, forKey key: String) {
    if let relationship = entity.relationshipsByName[key] {
      let objects: [NSManagedObject]
      if relationship.isToMany {
        objects = value.flatMap(elements)?.compactMap { $0 as? NSManagedObject } ?? []
      } else {
        objects = (value as? NSManagedObject).map { [$0] } ?? []
      }
      setRelated(key, objects, relationship)
      return
    }
    guard entity.attributesByName[key] != nil else {
      fatalError("Core Data: \(entity.name ?? "?") has no property named \(key)")
    }
    values[key] = value.flatMap { $0 is NSNull ? nil : $0 }
    noteChange(key)
  }

  open func value(forKeyPath keyPath: String) -> Any? { keyValue(of: self, atPath: keyPath) }

  open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
  open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

  open func willAccessValue(forKey key: String?) {}
  open func didAccessValue(forKey key: String?) {}
  open func willChangeValue(forKey key: String) {}
  open func didChangeValue(forKey key: String) {}

  /// The attributes changed since the last save, with their new values.
  open func changedValues() -> [String: Any] {
    Dictionary(uniqueKeysWithValues: changedKeys.sorted().map { ($0, value(forKey: $0) ?? NSNull()) })
  }

  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    managedObjectContext?.committedValues(of: self, keys: keys) ?? [:]
  }

  open func awakeFromFetch() {}
  open func awakeFromInsert() {}
  open func willSave() {}
  open func didSave() {}
  open func prepareForDeletion() {}
  open func willTurnIntoFault() {}
  open func didTurnIntoFault() {}

  open func validateForInsert() throws {}
  open func validateForUpdate() throws {}
  open func validateForDelete() throws {}

  // MARK: Relationships

  func relatedObject(_ key: String) -> NSManagedObject? {
    guard case .some(.some(let related)) = values[key] as? RelatedObject? else { return nil }
    return resolve(related)
  }

  func relatedObjects(_ key: String) -> [NSManagedObject] {
    ((values[key] as? [RelatedObject]) ?? []).map(resolve)
  }

  private func resolve(_ related: RelatedObject) -> NSManagedObject {
    switch related {
    case .object(let object): return object
    case .identifier(let id):
      guard let context = managedObjectContext else {
        fatalError("Core Data: a related object was read after its context was reset")
      }
      return context.object(with: id)
    }
  }

  func noteChange(_ key: String) {
    changedKeys.insert(key)
    managedObjectContext?.noteChange(self)
  }

  /// Sets a relationship and the inverse relationship of the objects it gains and loses.
  func setRelated(_ key: String, _ objects: [NSManagedObject], _ relationship: NSRelationshipDescription) {
    let old = relationship.isToMany ? relatedObjects(key) : relatedObject(key).map { [$0] } ?? []
    values[key] =
      relationship.isToMany
      ? objects.map { RelatedObject.object($0) } as Any : objects.first.map { RelatedObject.object($0) } as Any
    noteChange(key)
    if let context = managedObjectContext {
      for object in objects where object.managedObjectContext == nil { context.insert(object) }
    }
    guard let inverse = relationship.inverseRelationship else { return }
    for lost in old where !objects.contains(where: { $0 === lost }) { lost.unlink(self, from: inverse) }
    for gained in objects where !old.contains(where: { $0 === gained }) { gained.link(self, into: inverse) }
  }

  func link(_ object: NSManagedObject, into relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      var related = (values[relationship.name] as? [RelatedObject]) ?? []
      if !relatedObjects(relationship.name).contains(where: { $0 === object }) { related.append(.object(object)) }
      values[relationship.name] = related
    } else {
      if let previous = relatedObject(relationship.name), previous !== object, let inverse = relationship.inverseRelationship {
        previous.unlink(self, from: inverse)
      }
      values[relationship.name] = RelatedObject.object(object) as RelatedObject?
    }
    noteChange(relationship.name)
  }

  func unlink(_ object: NSManagedObject, from relationship: NSRelationshipDescription) {
    if relationship.isToMany {
      values[relationship.name] = relatedObjects(relationship.name).filter { $0 !== object }.map { RelatedObject.object($0) }
    } else if relatedObject(relationship.name) === object {
      values[relationship.name] = RelatedObject?.none as Any
    }
    noteChange(relationship.name)
  }

  open override var description: String {
    let attributes = entity.attributesByName.keys.sorted().map { "\($0) = \(values[$0].map { "\($0)" } ?? "nil")" }
    return "<\(entity.name ?? "NSManagedObject"): \(objectID)> { \(attributes.joined(separator: "; ")) }"
  }
}

extension NSManagedObject: KeyValueReading {}

/// A related object as an object holds it: the object, or its identifier until it is first
/// read.
enum RelatedObject {
  case object(NSManagedObject)
  case identifier(NSManagedObjectID)
}
