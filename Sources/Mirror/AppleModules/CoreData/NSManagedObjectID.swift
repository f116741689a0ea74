import Foundation

/// Identifies a managed object across contexts: its entity and the key of its row in its
/// store (the fixture's `@id`, or `p1`, `p2`… by position).
open class NSManagedObjectID: NSObject, NSCopying {
  open var entity: NSEntityDescription { entityDescription }
  private let entityDescription: NSEntityDescription
  let storeIdentifier: String?
  let key: String

  init(entity: NSEntityDescription, storeIdentifier: String?, key: String) {
    entityDescription = entity
    self.storeIdentifier = storeIdentifier
    self.key = key
  }

  /// Whether the object has not been saved yet.
  open var isTemporaryID: Bool { storeIdentifier == nil }

  /// `x-coredata://<store>/<entity>/<key>`.
  open func uriRepresentation() -> URL {
    URL(string: "x-coredata://\(storeIdentifier ?? "temporary")/\(entityDescription.name ?? "")/\(key)")!
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return other.storeIdentifier == storeIdentifier && other.entityDescription.name == entityDescription.name && other.key == key
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(storeIdentifier)
    hasher.combine(entityDescription.name)
    hasher.combine(key)
    return hasher.finalize()
  }

  open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
