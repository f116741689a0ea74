// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// The notifications a context posts as it saves and changes, and the keys of their user info,
// named as Core Data names them.

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"

extension Notification.Name {
  public static let NSManagedObjectContextWillSave = Notification.Name("NSManagingContextWillSaveChangesNotification")
  public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
  public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

extension NSManagedObjectContext {
  public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
  public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
  public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
}
