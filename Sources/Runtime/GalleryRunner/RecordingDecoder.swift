import Foundation

/// A `Decoder` that answers every key with a typed zero (`""`, `0`, `false`, the reference
/// date, one element for an array) and records what was asked, so that decoding a `Codable`
/// type through it gives the JSON that type reads, with every key: the skeleton of a fixture.
///
/// Optional keys are answered too (`decodeIfPresent` is a `decode`), so the skeleton lists them.
/// An enum is answered with its first case when it is `CaseIterable`; otherwise decoding
/// fails at it, and the keys recorded before it are kept.
package final class RecordingDecoder: Decoder {
  /// The JSON recorded: `[String: Any]`, `[Any]`, `String`, `Int`, `Double`, `Bool`.
  private(set) var value: Any = [String: Any]()
  package let codingPath: [any CodingKey]
  package var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The date every `Date` is answered with, written as ISO 8601.
  let date: Date

  init(date: Date, codingPath: [any CodingKey] = []) {
    self.date = date
    self.codingPath = codingPath
  }

  /// Decodes a value with `decode` through a recording decoder: the JSON recorded, also when
  /// decoding failed part-way.
  package static func skeleton<T>(date: Date, _ decode: (any Decoder) throws -> T) -> Any {
    let decoder = RecordingDecoder(date: date)
    _ = try? decode(decoder)
    return decoder.resolved()
  }

  package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let object = ObjectNode()
    value = object
    return KeyedDecodingContainer(Keyed<Key>(decoder: self, object: object))
  }

  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let array = ArrayNode()
    value = array
    return Unkeyed(decoder: self, array: array)
  }

  package func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

  /// The recorded value, with the containers of nested types read out.
  fileprivate func resolved() -> Any { Self.resolve(value) }

  private static func resolve(_ value: Any) -> Any {
    switch value {
    case let object as ObjectNode: object.members.mapValues(resolve)
    case let array as ArrayNode: array.elements.map(resolve)
    default: value
    }
  }

  /// A typed zero of `type` and its JSON, or nil for a type that is decoded through its own
  /// `init(from:)`.
  fileprivate func zero<T>(_ type: T.Type) -> (value: T, json: Any)? {
    func answer(_ value: Any, _ json: Any) -> (T, Any)? { (value as? T).map { ($0, json) } }
    switch type {
    case is String.Type: return answer("", "")
    case is Bool.Type: return answer(false, false)
    case is Double.Type: return answer(0.0, 0)
    case is Float.Type: return answer(Float(0), 0)
    case is Int.Type: return answer(0, 0)
    case is Int8.Type: return answer(Int8(0), 0)
    case is Int16.Type: return answer(Int16(0), 0)
    case is Int32.Type: return answer(Int32(0), 0)
    case is Int64.Type: return answer(Int64(0), 0)
    case is UInt.Type: return answer(UInt(0), 0)
    case is UInt8.Type: return answer(UInt8(0), 0)
    case is UInt16.Type: return answer(UInt16(0), 0)
    case is UInt32.Type: return answer(UInt32(0), 0)
    case is UInt64.Type: return answer(UInt64(0), 0)
    case is Date.Type: return answer(date, date.iso8601)
    case is Data.Type: return answer(Data(), "")
    case is UUID.Type: return answer(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), UUID.zero)
    case is URL.Type: return answer(URL(string: "https://example.com")!, "https://example.com")
    default: return nil
    }
  }

  /// Decodes `type` as a value nested at `key`, recording its JSON.
  fileprivate func nested<T: Decodable>(_ type: T.Type, at key: (any CodingKey)?) throws -> (value: T, json: Any) {
    if let zero = zero(type) { return zero }
    if let cases = type as? any CaseIterable.Type, let first = Self.first(of: cases) as? T {
      return (first, Self.rawJSON(first) ?? "")
    }
    let decoder = RecordingDecoder(date: date, codingPath: codingPath + (key.map { [$0] } ?? []))
    do {
      return (try T(from: decoder), decoder.resolved())
    } catch {
      throw Partial(json: decoder.resolved(), underlying: error)
    }
  }

  private static func first<C: CaseIterable>(of type: C.Type) -> Any? { type.allCases.first }

  private static func rawJSON(_ value: Any) -> Any? { (value as? any RawRepresentable)?.rawValue }

  /// A nested value that failed to decode, with what it recorded before.
  fileprivate struct Partial: Error, @unchecked Sendable {
    // Sendable: thrown and caught within one decoding, on its thread.
    let json: Any
    let underlying: any Error
  }

  private final class ObjectNode {
    var members: [String: Any] = [:]
  }

  private final class ArrayNode {
    var elements: [Any] = []
  }

  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    let object: ObjectNode
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      do {
        let (value, json) = try decoder.nested(type, at: key)
        object.members[key.stringValue] = json
        return value
      } catch let partial as Partial {
        object.members[key.stringValue] = partial.json
        throw partial.underlying
      }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let nested = ObjectNode()
      object.members[key.stringValue] = nested
      return KeyedDecodingContainer(Keyed<NestedKey>(decoder: decoder, object: nested))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      let nested = ArrayNode()
      object.members[key.stringValue] = nested
      return Unkeyed(decoder: decoder, array: nested)
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
  }

  /// An array of one element.
  private struct Unkeyed: UnkeyedDecodingContainer {
    let decoder: RecordingDecoder
    let array: ArrayNode
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex > 0 }
    var currentIndex = 0

    init(decoder: RecordingDecoder, array: ArrayNode) {
      self.decoder = decoder
      self.array = array
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      currentIndex += 1
      do {
        let (value, json) = try decoder.nested(type, at: nil)
        array.elements.append(json)
        return value
      } catch let partial as Partial {
        array.elements.append(partial.json)
        throw partial.underlying
      }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      currentIndex += 1
      let nested = ObjectNode()
      array.elements.append(nested)
      return KeyedDecodingContainer(Keyed<NestedKey>(decoder: decoder, object: nested))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      currentIndex += 1
      let nested = ArrayNode()
      array.elements.append(nested)
      return Unkeyed(decoder: decoder, array: nested)
    }

    mutating func superDecoder() throws -> any Decoder { decoder }
  }

  private struct Single: SingleValueDecodingContainer {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let answer = try decoder.nested(type, at: nil)
      decoder.value = answer.json
      return answer.value
    }
  }
}

extension UUID {
  /// The zero UUID as JSON writes it.
  fileprivate static let zero = "00000000-0000-0000-0000-000000000000"
}
