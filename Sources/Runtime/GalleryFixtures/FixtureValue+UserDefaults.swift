import Foundation

extension FixtureValue {
  /// The value a `UserDefaults` fixture means: a one-key object `{"$data": "<base64>"}` is
  /// those bytes, `{"$json": value}` the bytes of the value as JSON (sorted keys, as an app's
  /// `JSONEncoder` wrote a `Codable` value), `{"$date": "<ISO 8601>"}` a date; anything else is
  /// itself, with its elements and members read the same way.
  ///
  /// Throws ``AppDataFixtureError/invalidContent(path:keyPath:detail:)`` naming the file and the
  /// key for base64 or a date that does not read.
  func userDefaultsValue(file: String, keyPath: String) throws -> FixtureValue {
    switch self {
    case .array(let values):
      return .array(try values.enumerated().map { try $1.userDefaultsValue(file: file, keyPath: "\(keyPath)[\($0)]") })
    case .dictionary(let values) where values.count == 1:
      let (key, value) = values.first!
      let path = "\(keyPath).\(key)"
      switch (key, value) {
      case ("$data", .string(let base64)):
        guard let data = Data(base64Encoded: base64) else {
          throw AppDataFixtureError.invalidContent(path: file, keyPath: path, detail: "expected base64")
        }
        return .data(data)
      case ("$data", _):
        throw AppDataFixtureError.invalidContent(path: file, keyPath: path, detail: "expected a base64 string")
      case ("$json", _):
        return .data(value.jsonData)
      case ("$date", .string(let text)):
        guard let date = Self.date(text) else {
          throw AppDataFixtureError.invalidContent(path: file, keyPath: path, detail: "expected an ISO 8601 date")
        }
        return .date(date)
      case ("$date", _):
        throw AppDataFixtureError.invalidContent(path: file, keyPath: path, detail: "expected an ISO 8601 date string")
      default:
        return .dictionary([key: try value.userDefaultsValue(file: file, keyPath: path)])
      }
    case .dictionary(let values):
      var result: [String: FixtureValue] = [:]
      for (key, value) in values {
        result[key] = try value.userDefaultsValue(file: file, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)")
      }
      return .dictionary(result)
    case .string, .integer, .double, .bool, .data, .date:
      return self
    }
  }

  /// The value as JSON text with sorted keys.
  private var jsonData: Data {
    // A JSON value read from a fixture always serializes.
    (try? JSONSerialization.data(
      withJSONObject: propertyListValue, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])) ?? Data()
  }

  /// An ISO 8601 date and time, with or without fractional seconds.
  private static func date(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions.insert(.withFractionalSeconds)
    return formatter.date(from: text)
  }
}
