import Dispatch
import Foundation
import FoundationFixtures
import GalleryFixtures

/// One database of a container: its records from the fixture, and what the widget saved or
/// deleted since the fixtures were installed (the file never changes). Completion handlers run
/// on a background queue, as CloudKit's do.
open class CKDatabase: NSObject, @unchecked Sendable {
  // Sendable: its scope and container are set in `init` and only read; the records are shared state guarded
  // by `lock`.
  /// Which of a container's databases.
  public enum Scope: Int, Sendable {
    case `public` = 1
    case `private` = 2
    case shared = 3

    var name: String {
      switch self {
      case .public: "public"
      case .private: "private"
      case .shared: "shared"
      }
    }
  }

  open private(set) var databaseScope: Scope
  let container: String

  static let queue = DispatchQueue(label: "CloudKit.CKDatabase")

  init(container: String, scope: Scope) {
    self.container = container
    databaseScope = scope
  }

  // MARK: Records

  private struct State {
    var generation = -1
    var databases: [String: [CKRecord]] = [:]
  }

  private static let lock = NSLock()
  /// The records of each database, guarded by `lock`.
  nonisolated(unsafe) private static var state = State()

  private var key: String { "\(container)/\(databaseScope.name)" }

  /// Runs `body` on this database's records (read from the fixture on first use after an
  /// install).
  private func withRecords<T>(_ body: (inout [CKRecord]) -> T) -> T {
    let generation = InstalledFixtures.generation
    let fixture = CloudKitFixture.installed.containers[container]?[databaseScope.name] ?? []
    return Self.lock.withLock {
      if Self.state.generation != generation { Self.state = State(generation: generation) }
      var records =
        Self.state.databases[key]
        ?? fixture.map {
          CKRecord(
            recordType: $0.recordType,
            recordID: CKRecord.ID(recordName: $0.recordName, zoneID: CKRecordZone.ID(zoneName: $0.zone)), fields: $0.fields,
            created: $0.created, modified: $0.modified)
        }
      defer { Self.state.databases[key] = records }
      return body(&records)
    }
  }

  /// The records `query` matches, sorted and limited (copies: changing one changes nothing
  /// until it is saved).
  func records(matching query: CKQuery, zoneID: CKRecordZone.ID?, limit: Int) -> [CKRecord] {
    let listed = CloudKitFixture.installed.containers[container]?[databaseScope.name]?.contains {
      $0.recordType == query.recordType
    }
    if listed != true { noteMissing(query.recordType) }
    var found = withRecords { records in
      records.filter { record in record.recordType == query.recordType && (zoneID.map { record.recordID.zoneID == $0 } ?? true) }
    }
    found = found.filter { query.predicate.evaluate(with: $0) }
    if let descriptors = query.sortDescriptors, !descriptors.isEmpty {
      found = found.enumerated().sorted { lhs, rhs in
        for descriptor in descriptors {
          let order = descriptor.compareByKey(lhs.element, rhs.element)
          if order != .orderedSame { return order == .orderedAscending }
        }
        return lhs.offset < rhs.offset
      }.map(\.element)
    }
    if limit > 0 { found = Array(found.prefix(limit)) }
    return found.map { $0.copy() as! CKRecord }
  }

  private func noteMissing(_ recordType: String) {
    MissingFixtures.record(
      CloudKitFixture.Request(container: container, scope: databaseScope.name, recordType: recordType, recordName: nil),
      in: CloudKitFixture.self)
    FixtureDiagnostics.report(
      "no \(recordType) records: \(InstalledFixtures.path(of: CloudKitFixture.self)) lists none in \(container).\(databaseScope.name)"
    )
  }

  /// The record with `recordID`, or `CKError.unknownItem` (recorded as missing).
  func record(withID recordID: CKRecord.ID) throws -> CKRecord {
    if let record = withRecords({ records in records.first { $0.recordID == recordID } }) {
      return record.copy() as! CKRecord
    }
    MissingFixtures.record(
      CloudKitFixture.Request(container: container, scope: databaseScope.name, recordType: "", recordName: recordID.recordName),
      in: CloudKitFixture.self)
    FixtureDiagnostics.report(
      "no record \(recordID.recordName): \(InstalledFixtures.path(of: CloudKitFixture.self)) has none in \(container).\(databaseScope.name)"
    )
    throw CKError(.unknownItem, "no record named \(recordID.recordName) in \(container).\(databaseScope.name)")
  }

  func store(_ record: CKRecord) -> CKRecord {
    let saved = record.copy() as! CKRecord
    saved.modificationDate = Date()
    if saved.creationDate == nil { saved.creationDate = saved.modificationDate }
    withRecords { records in
      records.removeAll { $0.recordID == saved.recordID }
      records.append(saved)
    }
    return saved.copy() as! CKRecord
  }

  func remove(_ recordID: CKRecord.ID) throws {
    let removed = withRecords { records -> Bool in
      let count = records.count
      records.removeAll { $0.recordID == recordID }
      return records.count != count
    }
    if !removed { throw CKError(.unknownItem, "no record named \(recordID.recordName) to delete") }
  }

  // MARK: Convenience API

  open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
    let result = Swift.Result { try record(withID: recordID) }
    let box = UncheckedResult(result: result)
    Self.queue.async { completionHandler(try? box.result.get(), box.result.error) }
  }

  open func record(for recordID: CKRecord.ID) async throws -> CKRecord { try record(withID: recordID) }

  open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws
    -> [CKRecord.ID: Swift.Result<CKRecord, any Error>]
  {
    Dictionary(uniqueKeysWithValues: ids.map { id in (id, Swift.Result { try record(withID: id) }) })
  }

  @available(*, deprecated, message: "Use records(matching:inZoneWith:desiredKeys:resultsLimit:)")
  open func perform(
    _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
    completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
  ) {
    let box = UncheckedRecords(records: records(matching: query, zoneID: zoneID, limit: 0))
    Self.queue.async { completionHandler(box.records, nil) }
  }

  open func fetch(
    withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults,
    completionHandler:
      @escaping @Sendable (
        Swift.Result<
          (matchResults: [(CKRecord.ID, Swift.Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?), any Error
        >
      ) -> Void
  ) {
    let found = records(matching: query, zoneID: zoneID, limit: resultsLimit)
    let box = UncheckedRecords(records: found)
    Self.queue.async {
      completionHandler(.success((box.records.map { ($0.recordID, .success($0)) }, nil)))
    }
  }

  open func records(
    matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults
  ) async throws -> (matchResults: [(CKRecord.ID, Swift.Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
    (records(matching: query, zoneID: zoneID, limit: resultsLimit).map { ($0.recordID, .success($0)) }, nil)
  }

  open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
    let box = UncheckedRecords(records: [store(record)])
    Self.queue.async { completionHandler(box.records.first, nil) }
  }

  open func save(_ record: CKRecord) async throws -> CKRecord { store(record) }

  open func delete(
    withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void
  ) {
    let error = Swift.Result { try remove(recordID) }.error
    Self.queue.async { completionHandler(error == nil ? recordID : nil, error) }
  }

  open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID {
    try remove(recordID)
    return recordID
  }

  /// Runs `operation` against this database.
  open func add(_ operation: CKDatabaseOperation) {
    operation.run(in: self)
  }
}

/// Records handed to another queue; nothing else holds them.
struct UncheckedRecords: @unchecked Sendable {
  // Sendable: the records are handed to another queue and nothing else holds them.
  let records: [CKRecord]
}

private struct UncheckedResult: @unchecked Sendable {
  // Sendable: the result is handed to another queue and nothing else holds it.
  let result: Swift.Result<CKRecord, any Error>
}

extension Swift.Result {
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
