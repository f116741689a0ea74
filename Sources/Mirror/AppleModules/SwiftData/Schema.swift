import Foundation

/// The entities of a container: one per model class, with the classes their relationships lead
/// to added.
public final class Schema: Codable, Hashable {
  public static let schemaEncodingVersion = Version(1, 0, 0)
  public let encodingVersion: Version
  public let version: Version
  public let entities: [Entity]
  public let entitiesByName: [String: Entity]
  /// The model classes, in the order given, related classes after them.
  let types: [any PersistentModel.Type]

  public init() {
    encodingVersion = Self.schemaEncodingVersion
    version = Version(1, 0, 0)
    entities = []
    entitiesByName = [:]
    types = []
  }

  public init(_ entities: Entity..., version: Version = Version(1, 0, 0)) {
    encodingVersion = Self.schemaEncodingVersion
    self.version = version
    self.entities = entities
    entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    types = []
  }

  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    var all: [any PersistentModel.Type] = []
    var pending = types
    while !pending.isEmpty {
      let type = pending.removeFirst()
      guard !all.contains(where: { $0 == type }) else { continue }
      all.append(type)
      pending += EntityLayout.of(type).properties.compactMap(\.destination)
    }
    encodingVersion = Self.schemaEncodingVersion
    self.version = version
    self.types = all
    entities = all.map { Entity(EntityLayout.of($0)) }
    entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  public func entity<T: PersistentModel>(for type: T.Type) -> Entity? { entitiesByName[Self.entityName(for: type)] }

  /// The entity name of a model class: the class's name.
  public static func entityName<T: PersistentModel>(for type: T.Type) -> String { String(describing: type) }

  /// Writes the schema's entities and versions as JSON.
  public func save(to toURL: URL) throws {
    try JSONEncoder().encode(self).write(to: toURL)
  }

  /// Reads a schema `save(to:)` wrote (entities by name, without their classes).
  public static func load(from fromURL: URL) throws -> Schema {
    try JSONDecoder().decode(Schema.self, from: Data(contentsOf: fromURL))
  }

  private enum CodingKeys: String, CodingKey {
    case encodingVersion, version, entities
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    encodingVersion = try container.decode(Version.self, forKey: .encodingVersion)
    version = try container.decode(Version.self, forKey: .version)
    entities = try container.decode([Entity].self, forKey: .entities)
    entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    types = []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(encodingVersion, forKey: .encodingVersion)
    try container.encode(version, forKey: .version)
    try container.encode(entities, forKey: .entities)
  }

  public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs.version == rhs.version && lhs.entities == rhs.entities }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(version)
    hasher.combine(entities)
  }

  /// A schema's version, `major.minor.patch`.
  public struct Version: Codable, Comparable, CustomStringConvertible, Hashable, Sendable {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// One persisted property as `@Model` describes it: name, key path, initial value and its
  /// `@Attribute` or `@Relationship`.
  public struct PropertyMetadata {
    let name: String
    let keypath: AnyKeyPath
    let defaultValue: Any?
    let metadata: (any SchemaProperty)?

    public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
      self.name = name
      self.keypath = keypath
      self.defaultValue = defaultValue
      self.metadata = metadata
    }
  }
}

extension Schema: CustomDebugStringConvertible {
  public var debugDescription: String { "Schema(\(entities.map(\.name).joined(separator: ", ")))" }
}
