import Foundation

extension Schema {
  /// An entity: a model class's name and persisted properties.
  public final class Entity: Codable, Hashable, CustomDebugStringConvertible {
    public final var name: String
    public final var subentities: Set<Entity> = []
    public final var superentityName: String?
    public final var superentity: Entity? {
      get { nil }
      set { superentityName = newValue?.name }
    }
    public final var storedProperties: [any SchemaProperty] {
      get { storedPropertyList }
      set { setProperties(newValue) }
    }
    public final var inheritedProperties: [any SchemaProperty] = []
    public final var properties: [any SchemaProperty] { storedPropertyList + inheritedProperties }
    public final var attributes: Set<Attribute> = []
    public final var relationships: Set<Relationship> = []
    public final var attributesByName: [String: Attribute] = [:]
    public final var relationshipsByName: [String: Relationship] = [:]
    public final var storedPropertiesByName: [String: any SchemaProperty] = [:]
    public final var inheritedPropertiesByName: [String: any SchemaProperty] = [:]
    public final var uniquenessConstraints: [[String]] = []
    public final var indices: [[String]] = []
    private var storedPropertyList: [any SchemaProperty] = []

    public init(_ name: String) {
      self.name = name
    }

    public init(_ name: String, subentities: Entity..., properties: any SchemaProperty...) {
      self.name = name
      self.subentities = Set(subentities)
      setProperties(properties)
    }

    public init(_ name: String, properties: any SchemaProperty...) {
      self.name = name
      setProperties(properties)
    }

    /// The entity of a model class, from its layout.
    init(_ layout: EntityLayout) {
      name = layout.name
      setProperties(layout.properties.map(\.schemaProperty))
      uniquenessConstraints = layout.properties.filter { $0.schemaProperty.isUnique }.map { [$0.name] }
    }

    private func setProperties(_ properties: [any SchemaProperty]) {
      storedPropertyList = properties
      attributes = Set(properties.compactMap { $0 as? Attribute })
      relationships = Set(properties.compactMap { $0 as? Relationship })
      attributesByName = Dictionary(attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      relationshipsByName = Dictionary(relationships.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      storedPropertiesByName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private enum CodingKeys: String, CodingKey {
      case name, attributes, relationships
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      let attributes = try container.decode([Attribute].self, forKey: .attributes)
      let relationships = try container.decode([Relationship].self, forKey: .relationships)
      setProperties(attributes + relationships)
    }

    public final func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(storedPropertyList.compactMap { $0 as? Attribute }, forKey: .attributes)
      try container.encode(storedPropertyList.compactMap { $0 as? Relationship }, forKey: .relationships)
    }

    public static func == (lhs: Entity, rhs: Entity) -> Bool {
      lhs.name == rhs.name && lhs.storedPropertyList.map(\.name) == rhs.storedPropertyList.map(\.name)
    }

    public final func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public final var debugDescription: String {
      "Entity(\(name): \(storedPropertyList.map(\.name).joined(separator: ", ")))"
    }
  }
}
