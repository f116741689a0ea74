import Dispatch
import Foundation
import GalleryFixtures

/// A model, its coordinator and stores, and a context for the main queue.
///
/// `NSPersistentContainer(name:)` takes the model the `CoreDataModelClasses` plugin generated
/// from `<name>.xcdatamodeld`; its store is `defaultDirectoryURL()/<name>.sqlite`, answered
/// from `Stores/<name>.sqlite.json`, unless a description points it elsewhere (an App Group
/// container: `AppGroups/<group>/<path>.json`).
open class NSPersistentContainer: NSObject {
  open private(set) var name: String
  open private(set) var managedObjectModel: NSManagedObjectModel
  open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// The context bound to the main queue.
  open private(set) lazy var viewContext: NSManagedObjectContext = {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }()

  /// The folder stores are kept in by default: a folder of this process that nothing is ever
  /// written to, so deleting a store file there deletes nothing real.
  open class func defaultDirectoryURL() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("WidgetGallery-Stores-\(getpid())", isDirectory: true)
  }

  public convenience init(name: String) {
    let model = NSManagedObjectModel.registered(named: name)
    if model == nil {
      FixtureDiagnostics.report(
        "Core Data: no model named \(name): add \(name).xcdatamodeld to the target with the CoreDataModelClasses plugin")
    }
    self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
  }

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
  }

  /// Opens each description's store and calls `block` for each, with the error of one whose
  /// fixture does not fit the model.
  open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
    for description in persistentStoreDescriptions {
      persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
    }
  }

  /// A new context of its own queue.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context, on that context's queue.
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }

  public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
    let context = newBackgroundContext()
    return try await context.perform { try block(context) }
  }
}

/// A container whose stores sync with CloudKit; fixtures never sync, so it is a container.
open class NSPersistentCloudKitContainer: NSPersistentContainer {
  /// Succeeds: there is no CloudKit schema to set up.
  open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// Options of `initializeCloudKitSchema(options:)`.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let dryRun = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 1)
  public static let printSchema = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 2)
}

/// The CloudKit container a store syncs with (recorded; fixtures never sync).
open class NSPersistentCloudKitContainerOptions: NSObject {
  open private(set) var containerIdentifier: String

  public init(containerIdentifier: String) {
    self.containerIdentifier = containerIdentifier
  }
}
