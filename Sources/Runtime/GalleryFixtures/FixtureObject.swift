import Foundation

/// A JSON object read from a fixture file, with typed accessors whose errors name the file
/// and the key path (`HealthKit/health.json: quantities.stepCount[2].start: expected …`).
package struct FixtureObject: Sendable {
  /// The file the object was read from.
  package let file: String
  /// Where the object is in the file; empty at the top level.
  package let keyPath: String
  let values: [String: FixtureValue]

  /// Reads the JSON object at the top of `file`.
  package static func read(at file: URL) throws -> FixtureObject {
    FixtureObject(file: file.path, keyPath: "", values: try readJSONObject(at: file))
  }

  /// The object's keys, sorted.
  package var keys: [String] { values.keys.sorted() }

  private func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

  /// An error about `key` of this object (or the object itself when `key` is nil).
  package func error(_ key: String?, _ detail: String) -> AppDataFixtureError {
    .invalidContent(path: file, keyPath: key.map(path) ?? keyPath, detail: detail)
  }

  /// Throws when the object has a key not in `allowed`, naming it and the keys it may have.
  package func allowOnly(_ allowed: Set<String>) throws {
    if let unknown = keys.first(where: { !allowed.contains($0) }) {
      throw error(unknown, "unknown key; expected one of \(allowed.sorted().joined(separator: ", "))")
    }
  }

  /// Whether the object has `key`.
  package func has(_ key: String) -> Bool { values[key] != nil }

  package func string(_ key: String) throws -> String {
    guard let value = try optionalString(key) else { throw error(key, "missing; expected a string") }
    return value
  }

  package func optionalString(_ key: String) throws -> String? {
    guard let value = values[key] else { return nil }
    guard case .string(let string) = value else { throw error(key, "expected a string") }
    return string
  }

  package func double(_ key: String) throws -> Double {
    guard let value = try optionalDouble(key) else { throw error(key, "missing; expected a number") }
    return value
  }

  package func optionalDouble(_ key: String) throws -> Double? {
    switch values[key] {
    case nil: return nil
    case .integer(let value): return Double(value)
    case .double(let value): return value
    default: throw error(key, "expected a number")
    }
  }

  package func optionalInt(_ key: String) throws -> Int? {
    switch values[key] {
    case nil: return nil
    case .integer(let value): return value
    default: throw error(key, "expected an integer")
    }
  }

  package func optionalBool(_ key: String) throws -> Bool? {
    switch values[key] {
    case nil: return nil
    case .bool(let value): return value
    default: throw error(key, "expected true or false")
    }
  }

  /// A date written in ISO 8601 (`2024-06-10T09:41:00Z`, fractional seconds and offsets
  /// allowed).
  package func date(_ key: String) throws -> Date {
    guard let value = try optionalDate(key) else { throw error(key, "missing; expected an ISO 8601 date") }
    return value
  }

  package func optionalDate(_ key: String) throws -> Date? {
    guard let text = try optionalString(key) else { return nil }
    guard let date = Self.parseDate(text) else {
      throw error(key, "\"\(text)\" is not an ISO 8601 date such as 2024-06-10T09:41:00Z")
    }
    return date
  }

  package func optionalObject(_ key: String) throws -> FixtureObject? {
    guard let value = values[key] else { return nil }
    guard case .dictionary(let object) = value else { throw error(key, "expected an object") }
    return FixtureObject(file: file, keyPath: path(key), values: object)
  }

  /// The array of objects at `key`; empty when the key is absent.
  package func objects(_ key: String) throws -> [FixtureObject] {
    guard let value = values[key] else { return [] }
    guard case .array(let elements) = value else { throw error(key, "expected an array of objects") }
    return try elements.enumerated().map { index, element in
      guard case .dictionary(let object) = element else { throw error("\(key)[\(index)]", "expected an object") }
      return FixtureObject(file: file, keyPath: "\(path(key))[\(index)]", values: object)
    }
  }

  /// The array of strings at `key`; empty when the key is absent.
  package func strings(_ key: String) throws -> [String] {
    guard let value = values[key] else { return [] }
    guard case .array(let elements) = value else { throw error(key, "expected an array of strings") }
    return try elements.enumerated().map { index, element in
      guard case .string(let string) = element else { throw error("\(key)[\(index)]", "expected a string") }
      return string
    }
  }

  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }

  /// `date` as fixture files write it (UTC, whole seconds).
  package static func format(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }
}

/// JSON text for a skeleton file: sorted keys, two-space indents, a final newline.
package func skeletonJSON(_ object: Any) -> Data {
  var data =
    (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    ?? Data()
  data.append(UInt8(ascii: "\n"))
  return data
}
