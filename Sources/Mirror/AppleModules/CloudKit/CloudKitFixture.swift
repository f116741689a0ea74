import CoreLocation
import Foundation
import GalleryFixtures
import Locking
import Synchronization

/// `CloudKit/records.json`: the records of each container's databases.
///
/// ```json
/// { "iCloud.com.example.app": {
///     "public": [ { "recordType": "Note", "recordName": "welcome", "creationDate": "2024-06-10T08:00:00Z",
///                   "fields": { "title": "Hello", "stars": 4, "due": { "date": "2024-06-11T09:00:00Z" },
///                               "author": { "reference": "ada" }, "photo": { "asset": "photos/cover.jpg" },
///                               "place": { "location": { "latitude": 52.52, "longitude": 13.41 } } } } ],
///     "private": [ … ], "shared": [ … ] } }
/// ```
/// Field values are strings, numbers, booleans and arrays as written; an object with one key is
/// a date (`date`, ISO 8601), a reference (`reference`: a record name), an asset (`asset`: a
/// file under `CloudKit/`), a location (`location`) or data (`base64`). `recordName` defaults
/// to `<recordType>-<n>`, `zone` to the default zone. `CKContainer.default()` is the file's
/// first container, standing in for the app's own. A query for a record type the database has
/// no record of, or a fetch of a record it does not have, is a missing fixture.
enum CloudKitFixture: FixtureSource {
  static let location = "CloudKit/records.json"
  static let empty = RecordsData(containers: [:])

  /// A record type, or a record by name, a query or fetch asked a database for and the file
  /// does not have.
  struct Request: Hashable, Comparable, Sendable {
    let container: String
    let scope: String
    let recordType: String
    let recordName: String?

    static func < (lhs: Request, rhs: Request) -> Bool {
      (lhs.container, lhs.scope, lhs.recordType, lhs.recordName ?? "")
        < (rhs.container, rhs.scope, rhs.recordType, rhs.recordName ?? "")
    }
  }

  static func read(from url: URL) throws -> RecordsData {
    let top = try FixtureJSONValue.readObject(at: url)
    var containers: [String: [String: [RecordData]]] = [:]
    for (container, value) in top {
      guard case .object(let databases) = value else {
        throw AppDataFixtureError.invalidContent(
          path: url.path, keyPath: container, detail: "expected an object of databases (public, private, shared)")
      }
      for (scope, records) in databases {
        let keyPath = "\(container).\(scope)"
        guard ["public", "private", "shared"].contains(scope) else {
          throw AppDataFixtureError.invalidContent(path: url.path, keyPath: keyPath, detail: "expected public, private or shared")
        }
        guard case .array(let elements) = records else {
          throw AppDataFixtureError.invalidContent(path: url.path, keyPath: keyPath, detail: "expected an array of records")
        }
        var counts: [String: Int] = [:]
        containers[container, default: [:]][scope] = try elements.enumerated().map { index, element in
          try RecordData(element, keyPath: "\(keyPath)[\(index)]", file: url, counts: &counts)
        }
      }
    }
    return RecordsData(containers: containers)
  }

  /// `records.json` with a placeholder record of each type asked for, and each record asked for
  /// by name (its type left for the author).
  static func skeleton(for requests: [Request]) -> [String: Data] {
    var containers: [String: [String: [[String: Any]]]] = [:]
    for request in requests {
      var record: [String: Any] = ["recordType": request.recordType, "fields": [String: Any]()]
      if let name = request.recordName { record["recordName"] = name }
      containers[request.container, default: [:]][request.scope, default: []].append(record)
    }
    return [location: skeletonJSON(containers)]
  }

  /// The installed records; an invalid file is said on standard error and reads as empty.
  static var installed: RecordsData {
    do {
      return try InstalledFixtures.contents(of: CloudKitFixture.self)
    } catch {
      FixtureDiagnostics.report("\(error)")
      return empty
    }
  }

  /// Whether the installed folder has the file.
  static var exists: Bool {
    InstalledFixtures.directory.map { FileManager.default.fileExists(atPath: $0.appendingPathComponent(location).path) } ?? false
  }
}

struct RecordsData: Sendable {
  /// Container identifier → database scope (`public`, `private`, `shared`) → records.
  let containers: [String: [String: [RecordData]]]
}

/// A record of the fixture, its fields converted to record values.
struct RecordData: @unchecked Sendable {
  // Sendable: `let`s only; its field values are record values (strings, numbers, dates, data, references,
  // assets, locations), immutable once read from the fixture.
  let recordType: String
  let recordName: String
  let zone: String
  let created: Date?
  let modified: Date?
  let fields: [String: any CKRecordValueProtocol]

  init(_ value: FixtureJSONValue, keyPath: String, file: URL, counts: inout [String: Int]) throws {
    func fail(_ key: String?, _ detail: String) -> AppDataFixtureError {
      .invalidContent(path: file.path, keyPath: key.map { "\(keyPath).\($0)" } ?? keyPath, detail: detail)
    }
    guard case .object(let object) = value else { throw fail(nil, "expected a record object") }
    if let unknown = object.keys.sorted().first(where: {
      !["recordType", "recordName", "zone", "creationDate", "modificationDate", "fields"].contains($0)
    }) {
      throw fail(unknown, "unknown key; expected recordType, recordName, zone, creationDate, modificationDate or fields")
    }
    guard case .string(let type) = object["recordType"] else { throw fail("recordType", "missing; expected a string") }
    recordType = type
    counts[type, default: 0] += 1
    func string(_ key: String) throws -> String? {
      switch object[key] {
      case nil: return nil
      case .string(let text): return text
      default: throw fail(key, "expected a string")
      }
    }
    func date(_ key: String) throws -> Date? {
      guard let text = try string(key) else { return nil }
      guard let date = Self.parseDate(text) else { throw fail(key, "\"\(text)\" is not an ISO 8601 date") }
      return date
    }
    recordName = try string("recordName") ?? "\(type)-\(counts[type]!)"
    zone = try string("zone") ?? CKRecordZone.ID.defaultZoneName
    created = try date("creationDate")
    modified = try date("modificationDate") ?? created
    var fields: [String: any CKRecordValueProtocol] = [:]
    if let written = object["fields"] {
      guard case .object(let values) = written else { throw fail("fields", "expected an object of field values") }
      for (name, value) in values {
        fields[name] = try Self.field(value, keyPath: "\(keyPath).fields.\(name)", file: file, zone: zone)
      }
    }
    self.fields = fields
  }

  private static func field(_ value: FixtureJSONValue, keyPath: String, file: URL, zone: String) throws
    -> any CKRecordValueProtocol
  {
    func fail(_ detail: String) -> AppDataFixtureError { .invalidContent(path: file.path, keyPath: keyPath, detail: detail) }
    switch value {
    case .string(let text): return text
    case .integer(let number): return NSNumber(value: number)
    case .double(let number): return NSNumber(value: number)
    case .bool(let flag): return NSNumber(value: flag)
    case .array(let items):
      return NSArray(array: try items.enumerated().map { try field($1, keyPath: "\(keyPath)[\($0)]", file: file, zone: zone) })
    case .null: throw fail("null is no field value; leave the field out")
    case .object(let object):
      guard object.count == 1, let (kind, content) = object.first else {
        throw fail("expected one of {\"date\": …}, {\"reference\": …}, {\"asset\": …}, {\"location\": …}, {\"base64\": …}")
      }
      switch (kind, content) {
      case ("date", .string(let text)):
        guard let date = parseDate(text) else { throw fail("\"\(text)\" is not an ISO 8601 date") }
        return date
      case ("reference", .string(let name)):
        return CKRecord.Reference(
          recordID: CKRecord.ID(recordName: name, zoneID: CKRecordZone.ID(zoneName: zone)), action: .none)
      case ("asset", .string(let path)):
        let url = file.deletingLastPathComponent().appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw fail("\(url.path) does not exist") }
        return CKAsset(fileURL: AssetCopies.copy(of: url))
      case ("location", .object(let place)):
        guard case .some(let latitude) = place["latitude"].flatMap(number),
          case .some(let longitude) = place["longitude"].flatMap(number)
        else { throw fail("a location needs latitude and longitude numbers") }
        return CLLocation(latitude: latitude, longitude: longitude)
      case ("base64", .string(let text)):
        guard let data = Data(base64Encoded: text) else { throw fail("not base64") }
        return data
      default:
        throw fail("\(kind) with \(content.kind) is not a field value")
      }
    }
  }

  private static func number(_ value: FixtureJSONValue) -> Double? {
    switch value {
    case .integer(let number): Double(number)
    case .double(let number): number
    default: nil
    }
  }

  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }
}

/// Copies of asset files, so a widget that changes or deletes an asset's file never touches
/// the fixture folder; removed at exit.
private enum AssetCopies {
  private static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "WidgetGallery-CKAssets-\(getpid())", isDirectory: true)
    atexit { try? FileManager.default.removeItem(at: AssetCopies.root) }
    return root
  }()

  private static let count = Mutex(0)

  static func copy(of file: URL) -> URL {
    let number = count.locked {
      $0 += 1
      return $0
    }
    let folder = root.appendingPathComponent("\(number)", isDirectory: true)
    let target = folder.appendingPathComponent(file.lastPathComponent)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: file, to: target)
      return target
    } catch {
      FixtureDiagnostics.report("\(file.path): cannot copy the asset: \(error)")
      return file
    }
  }
}
