import Mustache

/// A page value as the Mustache templates read it: an `Encodable` struct turned into its
/// fields by name, so that a template reads each name with a dictionary lookup instead of
/// Mustache's `Mirror` of the struct (which reflects every field at every lookup).
///
/// Templates see what they saw of the struct: strings, numbers, Booleans and arrays of them as
/// they are, nested structs as objects, arrays of structs as arrays of objects, and a nil field
/// missing (so a `{{#name}}` section is skipped and a `{{name}}` is looked up further out, as
/// Mustache does for a nil optional). An object is no sequence and takes no transform, as a
/// struct.
struct TemplateObject: MustacheParent {
  let fields: [String: Any]

  func child(named name: String) -> Any? { fields[name] }

  /// `value` as templates read it.
  static func value<Value: Encodable>(of value: Value) -> Any {
    if let leaf = leaf(value) { return leaf }
    let encoder = TemplateObjectEncoder()
    // The page types encode with the synthesized `encode(to:)`, which never throws here.
    try? value.encode(to: encoder)
    return encoder.value
  }

  /// The value itself when templates read it as it is (compared by type, which costs less
  /// than a cast).
  private static func leaf<Value>(_ value: Value) -> Any? {
    switch Value.self {
    case is String.Type, is Int.Type, is Double.Type, is Bool.Type, is [String].Type, is [Int].Type, is [Double].Type,
      is [Bool].Type:
      value
    default: nil
    }
  }
}

/// The `Encoder` behind `TemplateObject.value(of:)`: keeps what one value encodes, as fields,
/// elements or a single value.
private final class TemplateObjectEncoder: Encoder {
  let codingPath: [any CodingKey] = []
  let userInfo: [CodingUserInfoKey: Any] = [:]
  var fields: [String: Any]?
  var elements: [Any]?
  var single: Any?
  /// Whether a nested container's encoder stands in `fields` or `elements` for its value.
  var hasNested = false

  var value: Any {
    func resolved(_ value: Any) -> Any { hasNested ? (value as? TemplateObjectEncoder)?.value ?? value : value }
    if let fields { return TemplateObject(fields: hasNested ? fields.mapValues(resolved) : fields) }
    if let elements { return hasNested ? elements.map(resolved) : elements }
    return single ?? TemplateObject(fields: [:])
  }

  /// A new encoder for a nested container, standing for its value until `value` is read.
  func nested() -> TemplateObjectEncoder {
    hasNested = true
    return TemplateObjectEncoder()
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if fields == nil { fields = [:] }
    return KeyedEncodingContainer(Fields(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if elements == nil { elements = [] }
    return Elements(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

  struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TemplateObjectEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      encoder.fields?[key.stringValue] = TemplateObject.value(of: value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let nested = encoder.nested()
      let container = nested.container(keyedBy: keyType)
      encoder.fields?[key.stringValue] = nested
      return container
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let nested = encoder.nested()
      let container = nested.unkeyedContainer()
      encoder.fields?[key.stringValue] = nested
      return container
    }
    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
  }

  struct Elements: UnkeyedEncodingContainer {
    let encoder: TemplateObjectEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.elements?.count ?? 0 }

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {
      encoder.elements?.append(TemplateObject.value(of: value))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
      let nested = encoder.nested()
      let container = nested.container(keyedBy: keyType)
      encoder.elements?.append(nested)
      return container
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let nested = encoder.nested()
      let container = nested.unkeyedContainer()
      encoder.elements?.append(nested)
      return container
    }
    mutating func superEncoder() -> any Encoder { encoder }
  }

  struct Single: SingleValueEncodingContainer {
    let encoder: TemplateObjectEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.single = TemplateObject.value(of: value) }
  }
}
