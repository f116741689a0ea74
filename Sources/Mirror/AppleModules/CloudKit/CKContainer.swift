import Foundation
import GalleryFixtures

/// An app's iCloud container: its public, private and shared databases, answered from
/// `CloudKit/records.json`. The account is available and signed in.
open class CKContainer: NSObject, @unchecked Sendable {
  // Sendable: its identifier is set in `init` and only read; the databases' records are guarded by
  // `CKDatabase`'s lock.
  open private(set) var containerIdentifier: String?

  public init(identifier containerIdentifier: String) {
    self.containerIdentifier = containerIdentifier
  }

  /// The app's own container: the fixture's first container (`iCloud.default` when it has
  /// none).
  open class func `default`() -> CKContainer {
    CKContainer(identifier: CloudKitFixture.installed.containers.keys.sorted().first ?? "iCloud.default")
  }

  open var publicCloudDatabase: CKDatabase { database(with: .public) }
  open var privateCloudDatabase: CKDatabase { database(with: .private) }
  open var sharedCloudDatabase: CKDatabase { database(with: .shared) }

  open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
    CKDatabase(container: containerIdentifier ?? "iCloud.default", scope: databaseScope)
  }

  open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
    CKDatabase.queue.async { completionHandler(.available, nil) }
  }

  open func accountStatus() async throws -> CKAccountStatus { .available }

  /// The signed-in user's record identifier.
  open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
    CKDatabase.queue.async { completionHandler(CKRecord.ID(recordName: CKCurrentUserDefaultName), nil) }
  }

  open func userRecordID() async throws -> CKRecord.ID { CKRecord.ID(recordName: CKCurrentUserDefaultName) }

  /// Runs `operation` against the container's private database.
  open func add(_ operation: CKOperation) {
    (operation as? CKDatabaseOperation)?.run(in: operation.database ?? privateCloudDatabase)
  }
}

/// Whether the device is signed in to iCloud.
public enum CKAccountStatus: Int, Sendable {
  case couldNotDetermine = 0
  case available = 1
  case restricted = 2
  case noAccount = 3
  case temporarilyUnavailable = 4
}
