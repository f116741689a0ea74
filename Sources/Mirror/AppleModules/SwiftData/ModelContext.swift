import Foundation
import GalleryFixtures

/// Fetches, inserts, changes and deletes models of a container's stores. Fetched models are
/// made once per context: fetching the same model again gives the same object. Saves go to the
/// stores (in memory) for the rest of the widget's run; the fixture files never change.
public class ModelContext: Equatable {
  public let container: ModelContainer
  public var author: String?
  public var undoManager: UndoManager?
  public var autosaveEnabled = true
  public var editingState = EditingState(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, author: nil)

  /// Every model of this context by identifier.
  private var registered: [PersistentIdentifier: any PersistentModel] = [:]
  private var inserted: [any PersistentModel] = []
  private var changed: [any PersistentModel] = []
  private var deleted: [any PersistentModel] = []

  public init(_ container: ModelContainer) {
    self.container = container
  }

  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

  public static let willSave = Notification.Name("ModelContextWillSave")
  public static let didSave = Notification.Name("ModelContextDidSave")

  /// Keys of the `userInfo` of `didSave`.
  public enum NotificationKey: String {
    case queryGeneration
    case invalidatedAllIdentifiers
    case insertedIdentifiers
    case updatedIdentifiers
    case deletedIdentifiers
  }

  public var insertedModelsArray: [any PersistentModel] { inserted }
  public var changedModelsArray: [any PersistentModel] { changed }
  public var deletedModelsArray: [any PersistentModel] { deleted }

  public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

  func hasUnsavedChanges(_ model: any PersistentModel) -> Bool {
    [inserted, changed, deleted].contains { $0.contains { $0 === model } }
  }

  // MARK: Fetching

  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    let layout = EntityLayout.of(T.self)
    let store = try container.store(for: layout)
    let deletedIDs = Set(deleted.map(\.persistentModelID))
    var models = store.rows(of: layout).filter { !deletedIDs.contains($0.id) }.map { materialize($0, as: T.self) }
    if descriptor.includePendingChanges {
      models += inserted.compactMap { $0 as? T }
    }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty {
      models.sort(using: descriptor.sortBy)
    }
    if let offset = descriptor.fetchOffset { models = Array(models.dropFirst(max(0, offset))) }
    if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
    return models
  }

  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
    FetchResultsCollection(elements: try fetch(descriptor))
  }

  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws
    -> FetchResultsCollection<PersistentIdentifier>
  {
    FetchResultsCollection(elements: try fetchIdentifiers(descriptor))
  }

  public func enumerate<T: PersistentModel>(
    _ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (_ model: T) throws -> Void
  ) throws {
    for model in try self.fetch(fetch) { try block(model) }
  }

  /// The model with `persistentModelID`, fetched from its store when this context has not
  /// made it yet. An identifier no store knows is a programming error, as on Apple platforms.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    if let model = registered[persistentModelID] { return model }
    guard let layout = container.layout(named: persistentModelID.entityName),
      let row = try? container.store(for: layout).row(for: persistentModelID)
    else {
      fatalError("SwiftData: no model has the identifier \(persistentModelID)")
    }
    return make(layout.type, row)
  }

  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    registered[persistentModelID] as? T
  }

  private func make<T: PersistentModel>(_ type: T.Type, _ row: ModelStore.Row) -> any PersistentModel {
    materialize(row, as: type)
  }

  /// The model of `row`, made once per context.
  private func materialize<T: PersistentModel>(_ row: ModelStore.Row, as type: T.Type) -> T {
    if let model = registered[row.id] as? T { return model }
    let storage = ModelBackingData<T>(for: T.self)
    storage.values = Self.storageValues(row.values, storage.layout)
    storage.persistentModelID = row.id
    storage.context = self
    let model = T(backingData: storage)
    storage.owner = model
    registered[row.id] = model
    return model
  }

  /// A row's values as a model's storage holds them: related models by identifier until read.
  private static func storageValues(_ values: [String: Any], _ layout: EntityLayout) -> [String: Any] {
    var converted = values
    for property in layout.properties {
      switch property.kind {
      case .attribute: break
      case .toOne:
        let id = (values[property.name] as? PersistentIdentifier?).flatMap { $0 }
        converted[property.name] = id.map { RelatedModel.identifier($0) } as RelatedModel? as Any
      case .toMany:
        let ids = (values[property.name] as? [PersistentIdentifier]?).flatMap { $0 }
        converted[property.name] = ids.map { $0.map { RelatedModel.identifier($0) } } as [RelatedModel]? as Any
      }
    }
    return converted
  }

  // MARK: Changing

  /// Adds `model` (and the new models it relates to) to the context, to be saved.
  public func insert<T: PersistentModel>(_ model: T) {
    insertModel(model)
  }

  private func insertModel(_ model: any PersistentModel) {
    guard let storage = model.storage else { return }
    if storage.context === self { return }
    storage.context = self
    storage.owner = model
    inserted.append(model)
    registered[model.persistentModelID] = model
    for property in storage.layout.properties where property.kind != .attribute {
      let related = property.kind == .toOne ? storage.relatedOne(property.name).map { [$0] } : storage.relatedMany(property.name)
      for other in related ?? [] where other.storage?.context == nil {
        insertModel(other)
      }
      // Link the other side now that the model has an owner its inverses can hold.
      if let (_, inverse) = storage.layout.inverse(of: property) {
        for other in related ?? [] { other.storage?.link(model, into: inverse) }
      }
    }
  }

  func noteChange(_ model: any PersistentModel) {
    guard !inserted.contains(where: { $0 === model }), !changed.contains(where: { $0 === model }) else { return }
    changed.append(model)
  }

  /// Marks `model` deleted; saving removes it (and, by their delete rule, the models its
  /// relationships hold).
  public func delete<T: PersistentModel>(_ model: T) {
    deleteModel(model)
  }

  private func deleteModel(_ model: any PersistentModel) {
    guard let storage = model.storage, !storage.isDeleted else { return }
    if let index = inserted.firstIndex(where: { $0 === model }) {
      inserted.remove(at: index)
      storage.context = nil
      return
    }
    storage.isDeleted = true
    deleted.append(model)
    for property in storage.layout.properties where property.relationship?.deleteRule == .cascade {
      let related = property.kind == .toOne ? storage.relatedOne(property.name).map { [$0] } : storage.relatedMany(property.name)
      for other in related ?? [] { deleteModel(other) }
    }
  }

  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true)
    throws
  {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  /// Writes the context's inserts, changes and deletions to the stores.
  public func save() throws {
    guard hasChanges else { return }
    NotificationCenter.default.post(name: Self.willSave, object: self)
    var insertedRows: [ObjectIdentifier: (store: ModelStore, row: ModelStore.Row)] = [:]
    // New models get their store's identifiers first, so relationships between them resolve.
    for model in inserted {
      guard let storage = model.storage else { continue }
      let store = try container.store(for: storage.layout)
      let old = model.persistentModelID
      let id = store.newIdentifier(entity: storage.layout.name)
      storage.persistentModelID = id
      registered[old] = nil
      registered[id] = model
      insertedRows[ObjectIdentifier(model)] = (store, ModelStore.Row(id: id, values: [:], source: "inserted"))
    }
    var updates: [ObjectIdentifier: (store: ModelStore, rows: [ModelStore.Row])] = [:]
    var inserts: [ObjectIdentifier: (store: ModelStore, rows: [ModelStore.Row])] = [:]
    for model in inserted {
      guard let storage = model.storage, let entry = insertedRows[ObjectIdentifier(model)] else {
        continue
      }
      let row = ModelStore.Row(id: entry.row.id, values: Self.rowValues(storage), source: "inserted")
      inserts[ObjectIdentifier(entry.store), default: (entry.store, [])].rows.append(row)
    }
    for model in changed {
      guard let storage = model.storage, !storage.isDeleted else { continue }
      let store = try container.store(for: storage.layout)
      let row = ModelStore.Row(id: model.persistentModelID, values: Self.rowValues(storage), source: "saved")
      updates[ObjectIdentifier(store), default: (store, [])].rows.append(row)
    }
    var deletions: [ObjectIdentifier: (store: ModelStore, ids: Set<PersistentIdentifier>)] = [:]
    for model in deleted {
      guard let storage = model.storage else { continue }
      let store = try container.store(for: storage.layout)
      deletions[ObjectIdentifier(store), default: (store, [])].ids.insert(model.persistentModelID)
      registered[model.persistentModelID] = nil
      storage.context = nil
    }
    let stores = Set(inserts.keys).union(updates.keys).union(deletions.keys)
    for key in stores {
      let store = inserts[key]?.store ?? updates[key]?.store ?? deletions[key]!.store
      store.save(inserted: inserts[key]?.rows ?? [], updated: updates[key]?.rows ?? [], deleted: deletions[key]?.ids ?? [])
    }
    let userInfo: [String: [PersistentIdentifier]] = [
      NotificationKey.insertedIdentifiers.rawValue: inserted.map(\.persistentModelID),
      NotificationKey.updatedIdentifiers.rawValue: changed.map(\.persistentModelID),
      NotificationKey.deletedIdentifiers.rawValue: deleted.map(\.persistentModelID),
    ]
    inserted = []
    changed = []
    deleted = []
    NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: userInfo)
  }

  /// A model's values as its store keeps them: related models by identifier.
  private static func rowValues(_ storage: ModelStorage) -> [String: Any] {
    var values: [String: Any] = [:]
    for property in storage.layout.properties {
      switch property.kind {
      case .attribute:
        values[property.name] = storage.values[property.name]
      case .toOne:
        values[property.name] = storage.relatedOne(property.name)?.persistentModelID as PersistentIdentifier? as Any
      case .toMany:
        values[property.name] = storage.relatedMany(property.name)?.map(\.persistentModelID) as [PersistentIdentifier]? as Any
      }
    }
    return values
  }

  /// Discards unsaved inserts, changes and deletions.
  public func rollback() {
    for model in inserted {
      model.storage?.context = nil
      registered[model.persistentModelID] = nil
    }
    for model in changed + deleted {
      guard let storage = model.storage,
        let row = try? container.store(for: storage.layout).row(for: model.persistentModelID)
      else { continue }
      storage.values = Self.storageValues(row.values, storage.layout)
      storage.isDeleted = false
    }
    inserted = []
    changed = []
    deleted = []
  }

  public func processPendingChanges() {}

  /// Runs `block` and saves what it changed.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }
}

/// What the context's editing is attributed to.
public struct EditingState: Identifiable, Sendable {
  public typealias ID = UUID
  public let id: UUID
  public var author: String?
}

/// The results of a batched fetch.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
  let elements: [Element]
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }
}
