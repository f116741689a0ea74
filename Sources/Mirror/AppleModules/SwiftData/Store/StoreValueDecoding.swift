import Foundation
import GalleryFixtures

/// Property values from a fixture's JSON: decoded into the property's own type as its
/// `Decodable` conformance reads JSON, with dates in ISO 8601 and `Data` in base64; and the
/// placeholders a skeleton fixture gives each property.
enum StoreValueDecoding {
  static func decode<T: Decodable>(_ type: T.Type, from json: FixtureJSONValue) throws -> T {
    try decoder.decode(T.self, from: json.data)
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = parseDate(text) else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date"))
      }
      return date
    }
    return decoder
  }

  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }

  /// What a fixture must give for `type`, for messages ("an ISO 8601 date string").
  static func expectation(for type: Any.Type) -> String {
    let wrapped = (type as? any OptionalValue.Type)?.wrappedType ?? type
    switch wrapped {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is any BinaryInteger.Type: return "an integer"
    case is any BinaryFloatingPoint.Type, is Decimal.Type: return "a number"
    case is Date.Type: return "an ISO 8601 date string (2024-06-10T09:41:00Z)"
    case is UUID.Type: return "a UUID string"
    case is URL.Type: return "a URL string"
    case is Data.Type: return "a base64 string"
    default: return "a \(wrapped) as JSON"
    }
  }

  /// A placeholder value for each property of `layout`'s entity: the class's initial value
  /// where it has one, else a zero of the type (nil for optionals, an empty list for to-many).
  static func placeholder(for layout: EntityLayout) -> [String: FixtureJSONValue] {
    let defaults = layout.defaultValues()
    var object: [String: FixtureJSONValue] = [:]
    for property in layout.properties {
      switch property.kind {
      case .toOne: object[property.name] = .null
      case .toMany: object[property.name] = .array([])
      case .attribute:
        if let value = defaults[property.name] as? any Encodable, let json = encode(value) {
          object[property.name] = json
        } else {
          object[property.name] = zero(of: property.valueType)
        }
      }
    }
    return object
  }

  private static func encode(_ value: any Encodable) -> FixtureJSONValue? {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value) else { return nil }
    return try? JSONDecoder().decode(FixtureJSONValue.self, from: data)
  }

  private static func zero(of type: Any.Type) -> FixtureJSONValue {
    if type is any OptionalValue.Type { return .null }
    switch type {
    case is String.Type: return .string("")
    case is Bool.Type: return .bool(false)
    case is any BinaryInteger.Type: return .integer(0)
    case is any BinaryFloatingPoint.Type, is Decimal.Type: return .integer(0)
    case is Date.Type: return .string(FixtureObject.format(ReferenceClock.date))
    case is UUID.Type: return .string("00000000-0000-0000-0000-000000000000")
    case is URL.Type: return .string("https://example.com")
    case is Data.Type: return .string("")
    default: break
    }
    if let cases = type as? any (CaseIterable & Encodable).Type, let first = firstCase(of: cases), let json = encode(first) {
      return json
    }
    if type is any RangeReplaceableCollection.Type { return .array([]) }
    return .null
  }

  private static func firstCase<T: CaseIterable & Encodable>(of type: T.Type) -> (any Encodable)? { type.allCases.first }
}
