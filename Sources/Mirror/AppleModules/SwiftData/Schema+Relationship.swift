import Foundation

extension Schema {
  /// A persisted property whose value is another model, or a collection of them.
  public final class Relationship: SchemaProperty, CustomDebugStringConvertible {
    public final var name: String
    public final var originalName: String
    public final var keypath: AnyKeyPath?
    public final var options: [Option]
    public final var valueType: any Any.Type
    /// The entity name of the related model.
    public final var destination: String
    public final var deleteRule: DeleteRule
    public final var inverseName: String?
    public final var inverseKeyPath: AnyKeyPath?
    public final var minimumModelCount: Int?
    public final var maximumModelCount: Int?
    public final var hashModifier: String?

    /// Whether the value is one model rather than a collection.
    public final var isToOneRelationship: Bool { !(valueType is any RelationshipCollection.Type) }

    /// What deleting a model does to the models this relationship holds.
    public enum DeleteRule: String, Codable {
      case noAction
      case nullify
      case cascade
      case deny
    }

    /// A relationship's option.
    public struct Option: Codable, Hashable, CustomDebugStringConvertible {
      let name: String
      public static var unique: Option { Option(name: "unique") }
      public var debugDescription: String { name }
    }

    /// What `@Relationship` is written with; `@Model` completes name and type.
    public init(
      _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
      originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
    ) {
      self.name = ""
      self.originalName = originalName ?? ""
      self.options = options
      self.valueType = Any.self
      self.destination = ""
      self.deleteRule = deleteRule
      self.inverseKeyPath = inverse
      self.minimumModelCount = minimumModelCount
      self.maximumModelCount = maximumModelCount
      self.hashModifier = hashModifier
    }

    private enum CodingKeys: String, CodingKey {
      case name, originalName, options, destination, deleteRule, inverseName, minimumModelCount, maximumModelCount
      case hashModifier
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      originalName = try container.decode(String.self, forKey: .originalName)
      options = try container.decode([Option].self, forKey: .options)
      valueType = Any.self
      destination = try container.decode(String.self, forKey: .destination)
      deleteRule = try container.decode(DeleteRule.self, forKey: .deleteRule)
      inverseName = try container.decodeIfPresent(String.self, forKey: .inverseName)
      minimumModelCount = try container.decodeIfPresent(Int.self, forKey: .minimumModelCount)
      maximumModelCount = try container.decodeIfPresent(Int.self, forKey: .maximumModelCount)
      hashModifier = try container.decodeIfPresent(String.self, forKey: .hashModifier)
    }

    public final func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(originalName, forKey: .originalName)
      try container.encode(options, forKey: .options)
      try container.encode(destination, forKey: .destination)
      try container.encode(deleteRule, forKey: .deleteRule)
      try container.encodeIfPresent(inverseName, forKey: .inverseName)
      try container.encodeIfPresent(minimumModelCount, forKey: .minimumModelCount)
      try container.encodeIfPresent(maximumModelCount, forKey: .maximumModelCount)
      try container.encodeIfPresent(hashModifier, forKey: .hashModifier)
    }

    public final var isUnique: Bool { options.contains(.unique) }
    public final var isAttribute: Bool { false }
    public final var isRelationship: Bool { true }
    public final var isTransient: Bool { false }
    public final var isOptional: Bool { valueType is any OptionalValue.Type }

    public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
      lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule
    }

    public final func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public final var debugDescription: String { "Relationship(\(name) → \(destination), \(deleteRule))" }
  }

  /// Indices over an entity's properties, as `#Index` declares them.
  public final class Index<T: PersistentModel>: SchemaProperty, CustomDebugStringConvertible, Hashable, Codable {
    /// An index's kind and the properties it covers.
    public enum Types<P: PersistentModel> {
      case binary([PartialKeyPath<P>])
      case rtree([PartialKeyPath<P>])
    }

    public final var name: String = ""
    public final var originalName: String = ""
    public final var valueType: any Any.Type = T.self
    public final var isUnique: Bool { false }
    public final let indices: [Types<T>]

    public init(_ indices: Types<T>...) { self.indices = indices }
    public init(_ binaryIndices: [PartialKeyPath<T>]...) { indices = binaryIndices.map { .binary($0) } }

    public static func == (lhs: Index<T>, rhs: Index<T>) -> Bool { lhs === rhs }
    public final func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public final var debugDescription: String { "Index(\(indices.count))" }

    public enum CodingKeys: CodingKey {
      case indices
    }

    public final func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(indices.count, forKey: .indices)
    }

    public init(from decoder: any Decoder) throws { indices = [] }
  }

  /// Uniqueness constraints over several properties, as `#Unique` declares them.
  public final class Unique<T: PersistentModel>: SchemaProperty, CustomDebugStringConvertible, Hashable, Codable {
    public final var name: String = ""
    public final var originalName: String = ""
    public final var valueType: any Any.Type = T.self
    public final var isUnique: Bool { true }
    public final let constraints: [[PartialKeyPath<T>]]

    public init(_ constraints: [PartialKeyPath<T>]...) { self.constraints = constraints }

    public static func == (lhs: Unique<T>, rhs: Unique<T>) -> Bool { lhs === rhs }
    public final func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public final var debugDescription: String { "Unique(\(constraints.count))" }

    public enum CodingKeys: CodingKey {
      case constraints
    }

    public final func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(constraints.count, forKey: .constraints)
    }

    public init(from decoder: any Decoder) throws { constraints = [] }
  }
}
