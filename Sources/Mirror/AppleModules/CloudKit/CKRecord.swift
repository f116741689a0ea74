// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import CoreLocation
import Foundation
import FoundationFixtures

/// A value a record field holds: strings, numbers, dates, data, references, assets, locations
/// and arrays of them.
public protocol CKRecordValueProtocol {}

public typealias CKRecordValue = CKRecordValueProtocol

extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension Int32: CKRecordValueProtocol {}
extension Int16: CKRecordValueProtocol {}
extension Int8: CKRecordValueProtocol {}
extension UInt: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Float: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension NSString: CKRecordValueProtocol {}
extension NSNumber: CKRecordValueProtocol {}
extension NSDate: CKRecordValueProtocol {}
extension NSData: CKRecordValueProtocol {}
extension NSArray: CKRecordValueProtocol {}
extension CLLocation: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}
extension Optional: CKRecordValueProtocol where Wrapped: CKRecordValueProtocol {}

/// A record: its type, identifier, dates and fields.
open class CKRecord: NSObject, NSCopying {
  /// A field's name.
  public typealias FieldKey = String
  /// A record's type name.
  public typealias RecordType = String

  open private(set) var recordType: RecordType
  open private(set) var recordID: ID
  open internal(set) var creationDate: Date?
  open internal(set) var modificationDate: Date?
  open internal(set) var recordChangeTag: String?
  open var parent: Reference?
  private var fields: [String: any CKRecordValueProtocol] = [:]
  private var changed: Set<String> = []

  public init(recordType: RecordType) {
    self.recordType = recordType
    recordID = ID(recordName: UUID().uuidString)
  }

  public init(recordType: RecordType, recordID: ID) {
    self.recordType = recordType
    self.recordID = recordID
  }

  public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
    self.init(recordType: recordType, recordID: ID(recordName: UUID().uuidString, zoneID: zoneID))
  }

  /// A record as the fixture gives it, its fields already converted.
  init(recordType: RecordType, recordID: ID, fields: [String: any CKRecordValueProtocol], created: Date?, modified: Date?) {
    self.recordType = recordType
    self.recordID = recordID
    self.fields = fields
    creationDate = created
    modificationDate = modified
  }

  open subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
    get { fields[key] }
    set {
      fields[key] = newValue
      changed.insert(key)
    }
  }

  open func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? { fields[key] }

  open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) { self[key] = object }

  open func allKeys() -> [FieldKey] { fields.keys.sorted() }

  open func changedKeys() -> [FieldKey] { changed.sorted() }

  /// A field, or the record's own `creationDate`, `modificationDate`, `recordID`,
  /// `recordType` by those keys (what predicates and sort descriptors read).
  open func value(forKey key: String) -> Any? {
    switch key {
    case "creationDate": return creationDate
    case "modificationDate": return modificationDate
    case "recordID": return recordID
    case "recordType": return recordType
    case "recordName": return recordID.recordName
    default: return fields[key].map(Self.comparable)
    }
  }

  /// A field value as predicates compare it: a reference by its record's identifier.
  private static func comparable(_ value: any CKRecordValueProtocol) -> Any {
    if let reference = value as? Reference { return reference.recordID }
    return value
  }

  /// The record's encrypted fields, read and written as its other fields.
  open var encryptedValues: CKRecord { self }

  open func copy(with zone: NSZone? = nil) -> Any {
    CKRecord(recordType: recordType, recordID: recordID, fields: fields, created: creationDate, modified: modificationDate)
  }

  open override var description: String {
    "<CKRecord \(recordType) \(recordID.recordName): \(fields.keys.sorted().joined(separator: ", "))>"
  }
}

extension CKRecord: KeyValueReading {}

extension CKRecord {
  /// A record's name within its zone.
  open class ID: NSObject, NSCopying, @unchecked Sendable {
    // Sendable: every stored property is a `let` set once in `init`.
    public let recordName: String
    public let zoneID: CKRecordZone.ID

    public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
      self.recordName = recordName
      self.zoneID = zoneID
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return other.recordName == recordName && other.zoneID == zoneID
    }

    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(recordName)
      hasher.combine(zoneID)
      return hasher.finalize()
    }

    open override var description: String { "<CKRecordID: \(recordName); zone=\(zoneID.zoneName)>" }
  }

  /// A field's link to another record.
  open class Reference: NSObject, NSCopying, @unchecked Sendable {
    // Sendable: every stored property is a `let` set once in `init`.
    /// What deleting the referenced record does to the referencing one.
    public enum Action: UInt, Sendable {
      case none = 0
      case deleteSelf = 1
    }

    public let recordID: ID
    public let action: Action

    public init(recordID: ID, action: Action) {
      self.recordID = recordID
      self.action = action
    }

    public convenience init(record: CKRecord, action: Action) {
      self.init(recordID: record.recordID, action: action)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool { (object as? Reference)?.recordID == recordID }
    open override var hash: Int { recordID.hash }
  }
}

extension CKRecord.Reference: CKRecordValueProtocol {}

/// A file a record field holds, at a local URL.
open class CKAsset: NSObject, CKRecordValueProtocol, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`.
  public let fileURL: URL?

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }
}

/// A zone of a database.
open class CKRecordZone: NSObject {
  public let zoneID: ID

  public init(zoneName: String) {
    zoneID = ID(zoneName: zoneName, ownerName: CKCurrentUserDefaultName)
  }

  public init(zoneID: ID) {
    self.zoneID = zoneID
  }

  open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

  /// A zone's name and owner.
  open class ID: NSObject, NSCopying, @unchecked Sendable {
    // Sendable: every stored property is a `let` set once in `init`.
    public let zoneName: String
    public let ownerName: String

    public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
      self.zoneName = zoneName
      self.ownerName = ownerName
    }

    public static let defaultZoneName = "_defaultZone"
    public static let `default` = ID()

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? ID else { return false }
      return other.zoneName == zoneName && other.ownerName == ownerName
    }

    open override var hash: Int {
      var hasher = Hasher()
      hasher.combine(zoneName)
      hasher.combine(ownerName)
      return hasher.finalize()
    }
  }
}

/// The owner name of the current user's zones.
public let CKCurrentUserDefaultName = "__defaultOwner__"
