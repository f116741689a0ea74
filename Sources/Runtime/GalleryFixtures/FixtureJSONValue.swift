import Foundation

/// Any JSON value of a fixture file, `null` included, with booleans, integers and doubles told
/// apart: the values of store and record fixtures, decoded into the app's own types later.
package enum FixtureJSONValue: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([FixtureJSONValue])
  case object([String: FixtureJSONValue])

  package init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [FixtureJSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(FixtureJSONValue.self)) }
      self = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: JSONKey.self) {
      var values: [String: FixtureJSONValue] = [:]
      for key in object.allKeys { values[key.stringValue] = try object.decode(FixtureJSONValue.self, forKey: key) }
      self = .object(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let value = try? single.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? single.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? single.decode(Double.self) {
      self = .double(value)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .integer(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .double(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .string(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .array(let values):
      var array = encoder.unkeyedContainer()
      for value in values { try array.encode(value) }
    case .object(let values):
      var object = encoder.container(keyedBy: JSONKey.self)
      for key in values.keys.sorted() { try object.encode(values[key]!, forKey: JSONKey(stringValue: key)) }
    }
  }

  /// The value as JSON text (sorted keys), for a `JSONDecoder` to decode into a Swift type.
  package var data: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }

  /// A short description of the value's kind, for messages ("a string", "an array"…).
  package var kind: String {
    switch self {
    case .null: "null"
    case .bool: "true or false"
    case .integer, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The Foundation value `JSONSerialization` would give (`NSNull` for null), for skeletons.
  package var foundationValue: Any {
    switch self {
    case .null: NSNull()
    case .bool(let value): value
    case .integer(let value): value
    case .double(let value): value
    case .string(let value): value
    case .array(let values): values.map(\.foundationValue)
    case .object(let values): values.mapValues(\.foundationValue)
    }
  }

  /// Reads the JSON object at the top of `file`.
  ///
  /// - Throws: ``AppDataFixtureError`` naming the file: unreadable, invalid JSON (with line and
  ///   column), or not an object.
  package static func readObject(at file: URL) throws -> [String: FixtureJSONValue] {
    let data = try readJSONData(at: file)
    let value: FixtureJSONValue
    do {
      value = try JSONDecoder().decode(FixtureJSONValue.self, from: data)
    } catch {
      throw AppDataFixtureError.invalidJSON(path: file.path, location: nil, detail: "\(error)")
    }
    guard case .object(let object) = value else {
      throw AppDataFixtureError.invalidContent(path: file.path, keyPath: "", detail: "expected a JSON object")
    }
    return object
  }
}

private struct JSONKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
