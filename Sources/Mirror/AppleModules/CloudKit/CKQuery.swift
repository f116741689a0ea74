import Foundation

/// The records of one type a predicate matches, sorted by keys (fields, `creationDate`,
/// `modificationDate`).
open class CKQuery: NSObject, NSCopying, @unchecked Sendable {
  // Sendable: a query's `var`s are set before it is run and only read by the run.
  open private(set) var recordType: CKRecord.RecordType
  open private(set) var predicate: NSPredicate
  open var sortDescriptors: [NSSortDescriptor]?

  public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
    self.recordType = recordType
    self.predicate = predicate
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let query = CKQuery(recordType: recordType, predicate: predicate)
    query.sortDescriptors = sortDescriptors
    return query
  }
}

/// Work a container or database runs; here at once, calling its blocks on CloudKit's queue.
open class CKOperation: Operation, @unchecked Sendable {
  // Sendable: an operation's `var`s and blocks are set before it is added to a database, which then alone
  // reads them.
  /// How an operation runs (recorded; fixtures answer at once).
  open class Configuration: NSObject, @unchecked Sendable {
    // Sendable: its `var`s are set before the operation runs and only read afterwards.
    open var container: CKContainer?
    open var qualityOfService: QualityOfService = .default
    open var allowsCellularAccess = true
    open var isLongLived = false
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var timeoutIntervalForResource: TimeInterval = 604_800
  }

  open var configuration: Configuration! = Configuration()
  open var database: CKDatabase?
  open var operationID: String { "\(ObjectIdentifier(self))" }
}

/// An operation on one database's records.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
  // Sendable: it adds no stored property to `CKOperation`.
  /// Runs the operation against `database`.
  func run(in database: CKDatabase) {}

  open override func main() {
    if let database { run(in: database) }
  }
}

/// Runs a query, handing each matching record to `recordMatchedBlock` and the end to
/// `queryResultBlock`.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
  // Sendable: as `CKOperation`: its `var`s and blocks are set before it runs and then only read by the run.
  /// Where a query's results go on: never needed here, every result comes at once.
  public final class Cursor: NSObject, @unchecked Sendable {
    // Sendable: it has no stored property.
  }

  public static let maximumResults = 0

  open var query: CKQuery?
  open var cursor: Cursor?
  open var desiredKeys: [CKRecord.FieldKey]?
  open var zoneID: CKRecordZone.ID?
  open var resultsLimit = CKQueryOperation.maximumResults
  open var recordMatchedBlock: ((CKRecord.ID, Swift.Result<CKRecord, any Error>) -> Void)?
  open var queryResultBlock: ((Swift.Result<Cursor?, any Error>) -> Void)?
  @available(*, deprecated, renamed: "recordMatchedBlock")
  open var recordFetchedBlock: ((CKRecord) -> Void)? {
    get { fetched }
    set { fetched = newValue }
  }
  @available(*, deprecated, renamed: "queryResultBlock")
  open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)? {
    get { completed }
    set { completed = newValue }
  }
  private var fetched: ((CKRecord) -> Void)?
  private var completed: ((Cursor?, (any Error)?) -> Void)?

  public override init() {}

  public convenience init(query: CKQuery) {
    self.init()
    self.query = query
  }

  public convenience init(cursor: Cursor) {
    self.init()
    self.cursor = cursor
  }

  override func run(in database: CKDatabase) {
    let found = query.map { database.records(matching: $0, zoneID: zoneID, limit: resultsLimit) } ?? []
    let box = UncheckedOperation(operation: self, records: found)
    CKDatabase.queue.async {
      let operation = box.operation
      for record in box.records {
        operation.recordMatchedBlock?(record.recordID, .success(record))
        operation.fetched?(record)
      }
      operation.queryResultBlock?(.success(nil))
      operation.completed?(nil, nil)
      operation.completionBlock?()
    }
  }
}

/// Fetches records by identifier.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
  // Sendable: as `CKOperation`: its `var`s and blocks are set before it runs and then only read by the run.
  open var recordIDs: [CKRecord.ID]?
  open var desiredKeys: [CKRecord.FieldKey]?
  open var perRecordResultBlock: ((CKRecord.ID, Swift.Result<CKRecord, any Error>) -> Void)?
  open var fetchRecordsResultBlock: ((Swift.Result<Void, any Error>) -> Void)?

  public override init() {}

  public convenience init(recordIDs: [CKRecord.ID]) {
    self.init()
    self.recordIDs = recordIDs
  }

  override func run(in database: CKDatabase) {
    let results = (recordIDs ?? []).map { id in (id, Swift.Result { try database.record(withID: id) }) }
    let box = UncheckedFetch(operation: self, results: results)
    CKDatabase.queue.async {
      for (id, result) in box.results { box.operation.perRecordResultBlock?(id, result) }
      box.operation.fetchRecordsResultBlock?(.success(()))
      box.operation.completionBlock?()
    }
  }
}

private struct UncheckedOperation: @unchecked Sendable {
  // Sendable: the operation and its records are handed to the queue that calls its blocks, and nothing else
  // uses them then.
  let operation: CKQueryOperation
  let records: [CKRecord]
}

private struct UncheckedFetch: @unchecked Sendable {
  // Sendable: the operation and its results are handed to the queue that calls its blocks, and nothing else
  // uses them then.
  let operation: CKFetchRecordsOperation
  let results: [(CKRecord.ID, Swift.Result<CKRecord, any Error>)]
}
