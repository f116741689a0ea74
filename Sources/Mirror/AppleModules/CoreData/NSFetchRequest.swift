import Foundation

/// What a fetch request can return: managed objects, their identifiers, dictionaries of
/// their values or a count.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}

/// A request a context runs against its stores.
open class NSPersistentStoreRequest: NSObject {
  open var affectedStores: [NSPersistentStore]?
}

/// The form of a fetch request's results.
public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let managedObjectResultType = NSFetchRequestResultType([])
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1 << 0)
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 1 << 1)
  public static let countResultType = NSFetchRequestResultType(rawValue: 1 << 2)
}

/// The objects of an entity a predicate matches, sorted, within an offset and limit.
///
/// `ResultType` is not constrained to `NSFetchRequestResult` as on Apple platforms, where that
/// protocol is an Objective-C one and so conforms to itself: `NSFetchRequest<NSFetchRequestResult>`
/// must compile here too.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
  open var entityName: String?
  open var entity: NSEntityDescription?
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  open var fetchLimit = 0
  open var fetchOffset = 0
  open var fetchBatchSize = 0
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  open var includesSubentities = true
  open var includesPendingChanges = true
  open var includesPropertyValues = true
  open var returnsObjectsAsFaults = true
  open var returnsDistinctResults = false
  open var shouldRefreshRefetchedObjects = false
  open var relationshipKeyPathsForPrefetching: [String]?
  /// The attributes (names or descriptions) a dictionary result holds; all when nil.
  open var propertiesToFetch: [Any]?
  open var propertiesToGroupBy: [Any]?

  public override init() {}

  public convenience init(entityName: String) {
    self.init()
    self.entityName = entityName
  }

  /// Runs the request in the context whose `perform` or `performAndWait` block is running.
  open func execute() throws -> [ResultType] {
    guard let context = NSManagedObjectContext.current else {
      fatalError("Core Data: NSFetchRequest.execute() runs inside a context's perform or performAndWait block")
    }
    return try context.fetch(self)
  }
}
