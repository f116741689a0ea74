import Foundation
import Locking
import Synchronization

/// Identifies a model across contexts: its store, entity and primary key (the fixture's `@id`,
/// or `p1`, `p2`… by position, as Core Data numbers rows).
public struct PersistentIdentifier: Hashable, Identifiable, Equatable, Comparable, Codable, Sendable {
  /// The identifier's value.
  public struct ID: Hashable, Equatable, Sendable {
    let storeIdentifier: String?
    let entityName: String
    let primaryKey: String
  }

  public let id: ID

  public var entityName: String { id.entityName }

  /// The store's name; nil for a model not saved yet.
  public var storeIdentifier: String? { id.storeIdentifier }

  init(storeIdentifier: String?, entityName: String, primaryKey: String) {
    id = ID(storeIdentifier: storeIdentifier, entityName: entityName, primaryKey: primaryKey)
  }

  /// The identifier of the model with `primaryKey` in the store named `storeIdentifier`.
  public static func identifier<T>(for storeIdentifier: String, entityName: String, primaryKey: T) throws
    -> PersistentIdentifier
  where T: Comparable, T: CustomStringConvertible, T: Decodable, T: Encodable, T: Hashable {
    PersistentIdentifier(storeIdentifier: storeIdentifier, entityName: entityName, primaryKey: primaryKey.description)
  }

  private static let temporaryCount = Mutex(0)

  /// A new identifier for a model that no store holds yet (`t1`, `t2`… in creation order).
  static func temporary(entityName: String) -> PersistentIdentifier {
    let number = temporaryCount.locked {
      $0 += 1
      return $0
    }
    return PersistentIdentifier(storeIdentifier: nil, entityName: entityName, primaryKey: "t\(number)")
  }

  var isTemporary: Bool { id.storeIdentifier == nil }

  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    (lhs.id.storeIdentifier ?? "", lhs.id.entityName, lhs.id.primaryKey)
      < (rhs.id.storeIdentifier ?? "", rhs.id.entityName, rhs.id.primaryKey)
  }

  private enum CodingKeys: String, CodingKey {
    case storeIdentifier, entityName, primaryKey
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      storeIdentifier: try container.decodeIfPresent(String.self, forKey: .storeIdentifier),
      entityName: try container.decode(String.self, forKey: .entityName),
      primaryKey: try container.decode(String.self, forKey: .primaryKey))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(id.storeIdentifier, forKey: .storeIdentifier)
    try container.encode(id.entityName, forKey: .entityName)
    try container.encode(id.primaryKey, forKey: .primaryKey)
  }
}

extension PersistentIdentifier: CustomStringConvertible {
  public var description: String {
    "PersistentIdentifier(\(id.storeIdentifier ?? "temporary")/\(id.entityName)/\(id.primaryKey))"
  }
}
