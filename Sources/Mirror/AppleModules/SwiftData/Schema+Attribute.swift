import Foundation

extension Schema {
  /// A persisted value property and its options.
  public class Attribute: SchemaProperty, CustomDebugStringConvertible {
    public var name: String
    public var originalName: String
    public var options: [Option]
    public var valueType: any Any.Type
    public var defaultValue: Any?
    public var isOptional: Bool
    public var hashModifier: String?

    /// An attribute's storage option.
    public struct Option {
      enum Kind: Hashable, Codable {
        case unique
        case transformable(String)
        case externalStorage, allowsCloudEncryption, preserveValueOnDeletion, ephemeral
        case spotlight
      }

      let kind: Kind

      public static var unique: Option { Option(kind: .unique) }
      public static func transformable(by transformerType: ValueTransformer.Type) -> Option {
        Option(kind: .transformable(String(describing: transformerType)))
      }
      public static func transformable(by transformerName: String) -> Option { Option(kind: .transformable(transformerName)) }
      public static var externalStorage: Option { Option(kind: .externalStorage) }
      public static var allowsCloudEncryption: Option { Option(kind: .allowsCloudEncryption) }
      public static var preserveValueOnDeletion: Option { Option(kind: .preserveValueOnDeletion) }
      public static var ephemeral: Option { Option(kind: .ephemeral) }
      public static var spotlight: Option { Option(kind: .spotlight) }
    }

    /// The options `@Attribute` is written with; `@Model` completes name and type.
    public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
      self.name = ""
      self.originalName = originalName ?? ""
      self.options = options
      self.valueType = Any.self
      self.isOptional = false
      self.hashModifier = hashModifier
    }

    public init(
      name: String, originalName: String? = nil, options: [Option] = [], valueType: any Any.Type, defaultValue: Any? = nil,
      hashModifier: String? = nil
    ) {
      self.name = name
      self.originalName = originalName ?? name
      self.options = options
      self.valueType = valueType
      self.defaultValue = defaultValue
      self.isOptional = valueType is any OptionalValue.Type
      self.hashModifier = hashModifier
    }

    private enum CodingKeys: String, CodingKey {
      case name, originalName, options, valueType, isOptional, hashModifier
    }

    public required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      originalName = try container.decode(String.self, forKey: .originalName)
      options = try container.decode([Option].self, forKey: .options)
      valueType = Any.self
      isOptional = try container.decode(Bool.self, forKey: .isOptional)
      hashModifier = try container.decodeIfPresent(String.self, forKey: .hashModifier)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(originalName, forKey: .originalName)
      try container.encode(options, forKey: .options)
      try container.encode(String(describing: valueType), forKey: .valueType)
      try container.encode(isOptional, forKey: .isOptional)
      try container.encodeIfPresent(hashModifier, forKey: .hashModifier)
    }

    public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
      lhs.name == rhs.name && lhs.options == rhs.options && lhs.valueType == rhs.valueType
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public var isAttribute: Bool { true }
    public var isRelationship: Bool { false }
    public var isTransient: Bool { false }
    public var isUnique: Bool { options.contains(.unique) }
    public var isTransformable: Bool {
      options.contains { if case .transformable = $0.kind { true } else { false } }
    }

    public var debugDescription: String { "Attribute(\(name): \(valueType))" }
  }

  /// An attribute made of the stored properties of a value type.
  public final class CompositeAttribute: Attribute {
    public final var properties: [Attribute] = []

    public override init(
      name: String, originalName: String? = nil, options: [Option] = [], valueType: any Any.Type, defaultValue: Any? = nil,
      hashModifier: String? = nil
    ) {
      super.init(
        name: name, originalName: originalName, options: options, valueType: valueType, defaultValue: defaultValue,
        hashModifier: hashModifier)
    }

    public required init(from decoder: any Decoder) throws { try super.init(from: decoder) }

    public override final func encode(to encoder: any Encoder) throws { try super.encode(to: encoder) }

    public override final var debugDescription: String { "CompositeAttribute(\(name): \(valueType))" }
  }
}

extension Schema.Attribute.Option: Codable {
  public init(from decoder: any Decoder) throws { kind = try Kind(from: decoder) }
  public func encode(to encoder: any Encoder) throws { try kind.encode(to: encoder) }
}

extension Schema.Attribute.Option: Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

extension Schema.Attribute.Option: CustomDebugStringConvertible {
  public var debugDescription: String { "\(kind)" }
}
