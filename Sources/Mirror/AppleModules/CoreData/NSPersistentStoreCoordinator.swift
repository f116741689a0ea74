// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation
import GalleryFixtures

/// The SQLite store type (what apps use; here answered from the store's fixture).
public let NSSQLiteStoreType = "SQLite"
/// A store kept in memory only: it starts empty.
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"

public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTracking"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

/// An open store: a file's objects (here its fixture's) that contexts fetch and save.
open class NSPersistentStore: NSObject {
  open var url: URL?
  open var type: String
  open var configurationName: String
  open var options: [AnyHashable: Any]?
  open var isReadOnly = false
  open var identifier: String! { storage.identifier }
  let storage: CoreDataStore

  init(storage: CoreDataStore, type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?) {
    self.storage = storage
    self.type = type
    self.configurationName = configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME"
    self.url = url
    self.options = options
  }
}

/// Connects a model to its stores.
open class NSPersistentStoreCoordinator: NSObject {
  public let managedObjectModel: NSManagedObjectModel
  open private(set) var persistentStores: [NSPersistentStore] = []
  open var name: String?

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
  }

  /// Opens the store at `storeURL`, read from its fixture (an in-memory store starts empty).
  ///
  /// - Throws: an `NSError` naming the fixture file and key when it does not fit the model.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable: Any]?
  ) throws -> NSPersistentStore {
    let storage = try CoreDataStore.open(url: storeType == NSInMemoryStoreType ? nil : storeURL, model: managedObjectModel)
    let store = NSPersistentStore(
      storage: storage, type: storeType, configurationName: configuration, url: storeURL, options: options)
    persistentStores.append(store)
    return store
  }

  /// Opens the store `description` describes and calls `block` with the error, if any.
  open func addPersistentStore(
    with description: NSPersistentStoreDescription,
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    do {
      try addPersistentStore(
        ofType: description.type, configurationName: description.configuration, at: description.url,
        options: description.options)
      block(description, nil)
    } catch {
      block(description, error)
    }
  }

  open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

  open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }

  /// The store holding objects of `entity`: the first one.
  func store(for entity: NSEntityDescription) -> NSPersistentStore? { persistentStores.first }

  /// Removes every object from the store at `url` (the fixture file stays as it is).
  open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
    persistentStores.first { $0.url == url }?.storage.erase()
  }
}

/// How a container opens one of its stores.
open class NSPersistentStoreDescription: NSObject, NSCopying {
  open var type = NSSQLiteStoreType
  open var configuration: String?
  open var url: URL?
  open private(set) var options: [String: NSObject] = [:]
  open var isReadOnly = false
  open var timeout: TimeInterval = 240
  open var sqlitePragmas: [String: NSObject] = [:]
  open var shouldAddStoreAsynchronously = false
  open var shouldMigrateStoreAutomatically = true
  open var shouldInferMappingModelAutomatically = true
  open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

  public override init() {}

  public convenience init(url: URL) {
    self.init()
    self.url = url
  }

  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

  open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSPersistentStoreDescription()
    copy.type = type
    copy.configuration = configuration
    copy.url = url
    copy.options = options
    copy.isReadOnly = isReadOnly
    copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
    copy.cloudKitContainerOptions = cloudKitContainerOptions
    return copy
  }
}
