// swift-format-ignore-file: AlwaysUseLowerCamelCase, AmbiguousTrailingClosureOverload
// (Apple's C-style names; Core Data's own pair of performAndWait overloads.)

import Dispatch
import Foundation
import FoundationFixtures
import GalleryFixtures

/// Fetches, inserts, changes and deletes objects of a coordinator's stores. Fetched objects
/// are made once per context. Saves go to the stores (in memory) for the rest of the widget's
/// run; the fixture files never change. A child context (`parent`) reads and saves through
/// its parent's stores.
open class NSManagedObjectContext: NSObject {
  /// The queue a context's `perform` blocks run on.
  public enum ConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
  }

  /// When the async `perform` runs its block.
  public enum ScheduledTaskType: Sendable {
    case immediate
    case enqueued
  }

  public let concurrencyType: ConcurrencyType
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  open var parent: NSManagedObjectContext?
  open var name: String?
  open var transactionAuthor: String?
  open var automaticallyMergesChangesFromParent = false
  open var mergePolicy: Any = NSMergePolicy.error
  open var undoManager: UndoManager?
  open var stalenessInterval: TimeInterval = -1
  open var shouldDeleteInaccessibleFaults = true
  open var retainsRegisteredObjects = false
  open var userInfo = NSMutableDictionary()

  private let queue: DispatchQueue
  private var registered: [NSManagedObjectID: NSManagedObject] = [:]
  private var inserted: [NSManagedObject] = []
  private var changed: [NSManagedObject] = []
  private var deleted: [NSManagedObject] = []

  public init(concurrencyType type: ConcurrencyType) {
    concurrencyType = type
    queue = type == .mainQueueConcurrencyType ? .main : DispatchQueue(label: "CoreData.NSManagedObjectContext")
  }

  @available(*, deprecated, message: "Use init(concurrencyType:)")
  public override convenience init() {
    self.init(concurrencyType: .confinementConcurrencyType)
  }

  /// The model of the context's coordinator (or its parent's).
  var model: NSManagedObjectModel? { coordinator?.managedObjectModel }

  private var coordinator: NSPersistentStoreCoordinator? { persistentStoreCoordinator ?? parent?.coordinator }

  open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
  open var updatedObjects: Set<NSManagedObject> { Set(changed) }
  open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
  open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
  open var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

  static let temporaryCounter = NSLock()
  nonisolated(unsafe) private static var temporaryCount = 0

  /// A key for an object no store holds yet (`t1`, `t2`… in creation order).
  static func temporaryKey() -> String {
    temporaryCounter.withLock {
      temporaryCount += 1
      return "t\(temporaryCount)"
    }
  }

  // MARK: Queues

  private static let currentKey = "CoreData.NSManagedObjectContext.current"

  /// The context whose `perform` or `performAndWait` block runs on this thread.
  static var current: NSManagedObjectContext? { Thread.current.threadDictionary[currentKey] as? NSManagedObjectContext }

  private func asCurrent<T>(_ body: () throws -> T) rethrows -> T {
    let previous = Thread.current.threadDictionary[Self.currentKey]
    Thread.current.threadDictionary[Self.currentKey] = self
    defer { Thread.current.threadDictionary[Self.currentKey] = previous }
    return try body()
  }

  /// Runs `block` on the context's queue (the main queue for a main-queue context).
  open func perform(_ block: @escaping () -> Void) {
    let task = UncheckedBlock { [self] in asCurrent(block) }
    queue.async { task.block() }
  }

  /// Runs `block` now, on this thread.
  open func performAndWait(_ block: () -> Void) {
    asCurrent(block)
  }

  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
    try asCurrent(block)
  }

  public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
    try asCurrent(block)
  }

  // MARK: Fetching

  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try fetchObjects(request)
    switch request.resultType {
    case .countResultType: return [NSNumber(value: objects.count) as! T]
    case .managedObjectIDResultType: return objects.map { $0.objectID as! T }
    case .dictionaryResultType: return objects.map { dictionary(of: $0, request.propertiesToFetch) as! T }
    default:
      return try objects.map { object in
        guard let result = object as? T else {
          throw NSError(
            domain: NSCocoaErrorDomain, code: 134_060,
            userInfo: [NSLocalizedDescriptionKey: "\(object.entity.name ?? "?") objects are \(type(of: object)), not \(T.self)"])
        }
        return result
      }
    }
  }

  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetchObjects(request).count
  }

  private func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    guard let entity = request.entity ?? request.entityName.flatMap({ model?.entitiesByName[$0] }) else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 134_060,
        userInfo: [NSLocalizedDescriptionKey: "the model has no entity named \(request.entityName ?? "nil")"])
    }
    let names = Set(([entity] + subentities(of: entity, request.includesSubentities)).compactMap(\.name))
    var objects: [NSManagedObject] = []
    if let store = coordinator?.store(for: entity)?.storage {
      for name in names.sorted() {
        guard let member = model?.entitiesByName[name] else { continue }
        objects += store.rows(of: member).map(materialize).filter { !$0.isDeleted }
      }
    }
    if request.includesPendingChanges {
      objects += inserted.filter { $0.entity.name.map(names.contains) ?? false }
    }
    if let predicate = request.predicate {
      objects = objects.filter { predicate.evaluate(with: $0) }
    }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      objects = objects.enumerated().sorted { lhs, rhs in
        for descriptor in descriptors {
          let order =
            descriptor.sortKey != nil
            ? descriptor.compareByKey(lhs.element, rhs.element) : descriptor.compare(lhs.element, to: rhs.element)
          if order != .orderedSame { return order == .orderedAscending }
        }
        return lhs.offset < rhs.offset
      }.map(\.element)
    }
    if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
    return objects
  }

  private func subentities(of entity: NSEntityDescription, _ include: Bool) -> [NSEntityDescription] { [] }

  private func dictionary(of object: NSManagedObject, _ properties: [Any]?) -> NSDictionary {
    let names =
      properties?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
      ?? object.entity.attributesByName.keys.sorted()
    var values: [String: Any] = [:]
    for name in names { values[name] = keyValue(of: object, atPath: name) }
    return NSDictionary(dictionary: values)
  }

  /// The object of `row`, made once per context.
  private func materialize(_ row: CoreDataStore.Row) -> NSManagedObject {
    if let object = registered[row.id] { return object }
    let object = row.id.entity.objectClass.init(entity: row.id.entity, insertInto: nil)
    object.values = Self.objectValues(row.values, row.id.entity)
    object.objectID = row.id
    object.managedObjectContext = self
    registered[row.id] = object
    object.awakeFromFetch()
    return object
  }

  /// A row's values as an object holds them: related objects by identifier until read.
  private static func objectValues(_ values: [String: Any], _ entity: NSEntityDescription) -> [String: Any] {
    var converted = values
    for (name, relationship) in entity.relationshipsByName {
      if relationship.isToMany {
        converted[name] = ((values[name] as? [NSManagedObjectID]) ?? []).map { RelatedObject.identifier($0) }
      } else {
        let id = (values[name] as? NSManagedObjectID?).flatMap { $0 }
        converted[name] = id.map { RelatedObject.identifier($0) } as RelatedObject? as Any
      }
    }
    return converted
  }

  /// The object with `objectID`, fetched from its store when the context has not made it yet.
  /// An identifier no store knows is a programming error, as on Apple platforms.
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    if let object = registered[objectID] { return object }
    guard let row = coordinator?.store(for: objectID.entity)?.storage.row(for: objectID) else {
      fatalError("Core Data: no object has the identifier \(objectID)")
    }
    return materialize(row)
  }

  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let object = registered[objectID] { return object }
    guard let row = coordinator?.store(for: objectID.entity)?.storage.row(for: objectID) else {
      throw NSError(
        domain: NSCocoaErrorDomain, code: 133_000,
        userInfo: [NSLocalizedDescriptionKey: "no object has the identifier \(objectID)"])
    }
    return materialize(row)
  }

  open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

  func committedValues(of object: NSManagedObject, keys: [String]?) -> [String: Any] {
    guard let row = coordinator?.store(for: object.entity)?.storage.row(for: object.objectID) else { return [:] }
    return row.values.filter { keys?.contains($0.key) ?? true }
  }

  // MARK: Changing

  /// Adds `object` (and the new objects it relates to) to the context, to be saved.
  open func insert(_ object: NSManagedObject) {
    guard object.managedObjectContext !== self else { return }
    object.managedObjectContext = self
    inserted.append(object)
    registered[object.objectID] = object
    for relationship in object.entity.relationshipsByName.values {
      let related =
        relationship.isToMany
        ? object.relatedObjects(relationship.name) : object.relatedObject(relationship.name).map { [$0] } ?? []
      for other in related where other.managedObjectContext == nil { insert(other) }
    }
  }

  func noteChange(_ object: NSManagedObject) {
    guard !inserted.contains(where: { $0 === object }), !changed.contains(where: { $0 === object }) else { return }
    changed.append(object)
  }

  /// Marks `object` deleted; saving removes it, and by their delete rule the objects its
  /// relationships hold (nullified relationships let go of it at once).
  open func delete(_ object: NSManagedObject) {
    guard !object.isDeleted else { return }
    object.prepareForDeletion()
    if let index = inserted.firstIndex(where: { $0 === object }) {
      inserted.remove(at: index)
      registered[object.objectID] = nil
      object.managedObjectContext = nil
      return
    }
    object.isDeleted = true
    deleted.append(object)
    for relationship in object.entity.relationshipsByName.values {
      let related =
        relationship.isToMany
        ? object.relatedObjects(relationship.name) : object.relatedObject(relationship.name).map { [$0] } ?? []
      switch relationship.deleteRule {
      case .cascadeDeleteRule: related.forEach(delete)
      case .nullifyDeleteRule:
        if let inverse = relationship.inverseRelationship {
          for other in related { other.unlink(object, from: inverse) }
        }
      case .noActionDeleteRule, .denyDeleteRule: break
      }
    }
  }

  /// Writes the context's inserts, changes and deletions to the stores.
  open func save() throws {
    guard hasChanges else { return }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    for object in inserted + changed { object.willSave() }
    var stores:
      [ObjectIdentifier: (
        store: CoreDataStore, inserted: [CoreDataStore.Row], updated: [CoreDataStore.Row], deleted: Set<NSManagedObjectID>
      )] = [:]
    func storage(_ object: NSManagedObject) throws -> CoreDataStore {
      guard let store = coordinator?.store(for: object.entity)?.storage else {
        throw NSError(
          domain: NSCocoaErrorDomain, code: 134_020, userInfo: [NSLocalizedDescriptionKey: "the context has no persistent store"])
      }
      return store
    }
    for object in inserted {
      let old = object.objectID
      object.objectID = try storage(object).newIdentifier(entity: object.entity)
      registered[old] = nil
      registered[object.objectID] = object
    }
    for object in inserted {
      let store = try storage(object)
      stores[ObjectIdentifier(store), default: (store, [], [], [])].inserted.append(Self.row(object))
    }
    for object in changed where !object.isDeleted {
      let store = try storage(object)
      stores[ObjectIdentifier(store), default: (store, [], [], [])].updated.append(Self.row(object))
    }
    for object in deleted {
      let store = try storage(object)
      stores[ObjectIdentifier(store), default: (store, [], [], [])].deleted.insert(object.objectID)
      registered[object.objectID] = nil
    }
    for entry in stores.values { entry.store.save(inserted: entry.inserted, updated: entry.updated, deleted: entry.deleted) }
    let userInfo: [AnyHashable: Any] = [
      NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(changed), NSDeletedObjectsKey: Set(deleted),
    ]
    let saved = inserted + changed
    for object in deleted { object.managedObjectContext = nil }
    for object in saved { object.changedKeys = [] }
    inserted = []
    changed = []
    deleted = []
    for object in saved { object.didSave() }
    NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: userInfo)
  }

  /// An object's values as its store keeps them: related objects by identifier.
  private static func row(_ object: NSManagedObject) -> CoreDataStore.Row {
    var values: [String: Any] = [:]
    for (name, _) in object.entity.attributesByName { values[name] = object.values[name] }
    for (name, relationship) in object.entity.relationshipsByName {
      values[name] =
        relationship.isToMany
        ? object.relatedObjects(name).map(\.objectID) as Any : object.relatedObject(name)?.objectID as NSManagedObjectID? as Any
    }
    return CoreDataStore.Row(id: object.objectID, values: values)
  }

  /// Discards unsaved inserts, changes and deletions.
  open func rollback() {
    for object in inserted {
      object.managedObjectContext = nil
      registered[object.objectID] = nil
    }
    for object in changed + deleted {
      guard let row = coordinator?.store(for: object.entity)?.storage.row(for: object.objectID) else { continue }
      object.values = Self.objectValues(row.values, object.entity)
      object.isDeleted = false
      object.changedKeys = []
    }
    inserted = []
    changed = []
    deleted = []
  }

  /// Forgets every object: fetching again makes new ones.
  open func reset() {
    rollback()
    registered = [:]
  }

  /// Reads `object`'s values from its store again (keeping unsaved changes when
  /// `mergeChanges`).
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
    guard !(flag && object.hasChanges), let row = coordinator?.store(for: object.entity)?.storage.row(for: object.objectID)
    else { return }
    object.values = Self.objectValues(row.values, object.entity)
  }

  open func refreshAllObjects() {
    for object in registered.values where !object.hasChanges { refresh(object, mergeChanges: true) }
  }

  /// Nothing to merge: the context's objects read the shared stores.
  open func mergeChanges(fromContextDidSave notification: Notification) {}

  open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

  open func processPendingChanges() {}
}

/// A block handed to another queue; nothing else runs it.
private struct UncheckedBlock: @unchecked Sendable {
  // Sendable: the block is handed to another queue and nothing else runs it.
  let block: () -> Void
  init(_ block: @escaping () -> Void) { self.block = block }
}
