import Foundation
import GalleryFixtures
import XCTest

@testable import CloudKit

/// CloudKit as Apple documents it, over `CloudKit/records.json`.
final class CloudKitTests: FrameworkTestCase {
  private var container: CKContainer { CKContainer(identifier: "iCloud.com.example.notes") }

  func testTheDefaultContainerAndTheAccount() async throws {
    try install()
    XCTAssertEqual(CKContainer.default().containerIdentifier, "iCloud.com.example.notes", "the file's first container")
    let status = try await CKContainer.default().accountStatus()
    XCTAssertEqual(status, .available)
    XCTAssertEqual(container.publicCloudDatabase.databaseScope, .public)
  }

  func testQueriesFilterAndSortRecords() async throws {
    try install()
    let database = container.publicCloudDatabase
    let query = CKQuery(recordType: "Quote", predicate: NSPredicate(value: true))
    query.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
    let (results, cursor) = try await database.records(matching: query)
    XCTAssertNil(cursor)
    let records = try results.map { try $0.1.get() }
    XCTAssertEqual(records.map { $0["text"] as? String }, ["Ship it", "Stay curious"])
    XCTAssertEqual(records.map(\.recordID.recordName), ["Quote-2", "q1"])
    XCTAssertEqual(records[0].creationDate, date("2024-06-05T08:00:00Z"))

    let popular = CKQuery(recordType: "Quote", predicate: NSPredicate(format: "likes > %d AND author == nil", 20))
    let found: [CKRecord] = try waitFor { done in
      database.fetch(withQuery: popular) { result in done((try? result.get())?.matchResults.compactMap { try? $0.1.get() } ?? [])
      }
    }
    XCTAssertEqual(found.map { $0["text"] as? String }, ["Ship it"])

    let operation = CKQueryOperation(query: CKQuery(recordType: "Quote", predicate: NSPredicate(format: "ANY tags == 'work'")))
    let matched = ResultBox<[String]>()
    matched.set([])
    operation.recordMatchedBlock = { _, result in
      if let text = (try? result.get())?["text"] as? String { matched.set((matched.value ?? []) + [text]) }
    }
    let finished: Bool = try waitFor { done in
      operation.queryResultBlock = { result in
        if case .success = result { done(true) } else { done(false) }
      }
      database.add(operation)
    }
    XCTAssertTrue(finished)
    XCTAssertEqual(matched.value, ["Stay curious"])
  }

  func testFieldValuesOfEachKind() async throws {
    try install()
    let database = container.privateCloudDatabase
    let note = try await database.record(for: CKRecord.ID(recordName: "n1"))
    XCTAssertEqual(note.recordType, "Note")
    XCTAssertEqual(note["title"] as? String, "Groceries")
    XCTAssertEqual(note["done"] as? Bool, false)
    let reference = try XCTUnwrap(note["list"] as? CKRecord.Reference)
    let list = try await database.record(for: reference.recordID)
    XCTAssertEqual(list["name"] as? String, "Home")
    let cover = try XCTUnwrap((note["cover"] as? CKAsset)?.fileURL)
    XCTAssertEqual(try String(contentsOf: cover, encoding: .utf8), "cover art\n")
    XCTAssertFalse(cover.path.contains("Fixtures"), "an asset is a copy, so the widget cannot change the fixture")
    let place = try XCTUnwrap(note["place"] as? CLLocation)
    XCTAssertEqual(place.coordinate.latitude, 52.52, accuracy: 0.0001)
    XCTAssertEqual(note["thumb"] as? Data, Data([0, 1, 2]))
    XCTAssertEqual(note.allKeys(), ["cover", "done", "list", "place", "thumb", "title"])
    let quote = try await container.publicCloudDatabase.record(for: CKRecord.ID(recordName: "Quote-2"))
    XCTAssertEqual(quote["likes"] as? Int, 30)
    XCTAssertEqual(quote["featuredOn"] as? Date, date("2024-06-10T00:00:00Z"))
  }

  func testSavesAndDeletesLastUntilTheNextInstall() async throws {
    try install()
    let database = container.privateCloudDatabase
    let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n2"))
    record["title"] = "Call Ada"
    let saved = try await database.save(record)
    XCTAssertNotNil(saved.creationDate)
    let notes = try await database.records(matching: CKQuery(recordType: "Note", predicate: NSPredicate(value: true)))
      .matchResults
    XCTAssertEqual(notes.map(\.0.recordName), ["n1", "n2"])
    _ = try await database.deleteRecord(withID: CKRecord.ID(recordName: "n1"))
    do {
      _ = try await database.record(for: CKRecord.ID(recordName: "n1"))
      XCTFail("the record was deleted")
    } catch CKError.unknownItem {}
    try install()
    let fresh = try await container.privateCloudDatabase.record(for: CKRecord.ID(recordName: "n1"))
    XCTAssertEqual(fresh["title"] as? String, "Groceries")
  }

  func testAMissingRecordTypeOrRecordIsNamedAndRecorded() async throws {
    try install()
    let output = try standardError {
      let query = CKQuery(recordType: "Reminder", predicate: NSPredicate(value: true))
      XCTAssertEqual(container.privateCloudDatabase.records(matching: query, zoneID: nil, limit: 0).count, 0)
      XCTAssertThrowsError(try container.publicCloudDatabase.record(withID: CKRecord.ID(recordName: "q9"))) { error in
        XCTAssertEqual((error as? CKError)?.code, .unknownItem)
      }
    }
    XCTAssertTrue(output.contains("no Reminder records: "), output)
    XCTAssertTrue(output.contains("CloudKit/records.json lists none in iCloud.com.example.notes.private"), output)
    let skeleton = try XCTUnwrap(MissingFixtures.skeleton()["CloudKit/records.json"])
    let containers = try XCTUnwrap(JSONSerialization.jsonObject(with: skeleton) as? [String: [String: [[String: Any]]]])
    XCTAssertEqual(containers["iCloud.com.example.notes"]?["private"]?.first?["recordType"] as? String, "Reminder")
    XCTAssertEqual(containers["iCloud.com.example.notes"]?["public"]?.first?["recordName"] as? String, "q9")
  }

  func testAnInvalidFileNamesTheFileAndKey() throws {
    let folder = try variant { folder in
      try Data(#"{"iCloud.x": {"public": [{"recordType": "A", "fields": {"when": {"date": "soon"}}}]}}"#.utf8)
        .write(to: folder.appendingPathComponent("CloudKit/records.json"))
    }
    try install(folder)
    let output = standardError { XCTAssertEqual(CKContainer.default().containerIdentifier, "iCloud.default") }
    XCTAssertTrue(
      output.contains(#"CloudKit/records.json: iCloud.x.public[0].fields.when: "soon" is not an ISO 8601 date"#), output)
  }
}
