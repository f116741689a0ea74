import Foundation
import GalleryFixtures

/// Attribute values from a fixture's JSON, as Core Data hands them out: numbers as `NSNumber`,
/// dates as ISO 8601 strings, binary data as base64, UUIDs and URLs as strings, a
/// transformable attribute as the JSON's Foundation value; and the placeholders of a
/// skeleton.
enum AttributeValues {
  static func decode(_ json: FixtureJSONValue?, for attribute: NSAttributeDescription, of entity: NSEntityDescription) throws
    -> Any
  {
    let name = "\(entity.name ?? "?").\(attribute.name)"
    guard let json, json != .null else {
      if json == nil, let value = attribute.defaultValue { return value }
      if attribute.isOptional { return Any?.none as Any }
      throw StoreValueError(
        json == nil ? "missing; \(name) is not optional and has no default value" : "null, but \(name) is not optional")
    }
    func fail(_ expected: String) -> StoreValueError { StoreValueError("expected \(expected), not \(json.kind)") }
    switch attribute.attributeType {
    case .stringAttributeType:
      guard case .string(let text) = json else { throw fail("a string") }
      return text
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      guard case .integer(let value) = json else { throw fail("an integer") }
      return NSNumber(value: value)
    case .doubleAttributeType, .floatAttributeType:
      switch json {
      case .integer(let value): return NSNumber(value: Double(value))
      case .double(let value): return NSNumber(value: value)
      default: throw fail("a number")
      }
    case .decimalAttributeType:
      switch json {
      case .integer(let value): return NSDecimalNumber(value: value)
      case .double(let value): return NSDecimalNumber(value: value)
      case .string(let text): return NSDecimalNumber(string: text)
      default: throw fail("a number")
      }
    case .booleanAttributeType:
      guard case .bool(let value) = json else { throw fail("true or false") }
      return NSNumber(value: value)
    case .dateAttributeType:
      guard case .string(let text) = json, let date = parseDate(text) else {
        throw fail("an ISO 8601 date string (2024-06-10T09:41:00Z)")
      }
      return date
    case .binaryDataAttributeType:
      guard case .string(let text) = json, let data = Data(base64Encoded: text) else { throw fail("a base64 string") }
      return data
    case .UUIDAttributeType:
      guard case .string(let text) = json, let uuid = UUID(uuidString: text) else { throw fail("a UUID string") }
      return uuid
    case .URIAttributeType:
      guard case .string(let text) = json, let url = URL(string: text) else { throw fail("a URL string") }
      return url
    case .transformableAttributeType, .undefinedAttributeType, .compositeAttributeType:
      return json.foundationValue
    case .objectIDAttributeType:
      throw StoreValueError("object ID attributes cannot come from a fixture; leave \(name) out")
    }
  }

  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }

  /// An object of `entity` with a placeholder for each attribute (its default value, or a zero
  /// of its type) and relationship (nil, or an empty list).
  static func placeholder(for entity: NSEntityDescription) -> [String: FixtureJSONValue] {
    var object: [String: FixtureJSONValue] = [:]
    for property in entity.properties where !property.isTransient {
      if let relationship = property as? NSRelationshipDescription {
        object[relationship.name] = relationship.isToMany ? .array([]) : .null
      } else if let attribute = property as? NSAttributeDescription {
        object[attribute.name] = placeholder(for: attribute)
      }
    }
    return object
  }

  private static func placeholder(for attribute: NSAttributeDescription) -> FixtureJSONValue {
    switch attribute.defaultValue {
    case let text as String: return .string(text)
    case let number as NSNumber where attribute.attributeType == .booleanAttributeType: return .bool(number.boolValue)
    case let number as NSNumber where attribute.attributeType.isInteger: return .integer(number.intValue)
    case let number as NSNumber: return .double(number.doubleValue)
    case let date as Date: return .string(FixtureObject.format(date))
    default: break
    }
    if attribute.isOptional { return .null }
    switch attribute.attributeType {
    case .stringAttributeType: return .string("")
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType,
      .floatAttributeType, .decimalAttributeType:
      return .integer(0)
    case .booleanAttributeType: return .bool(false)
    case .dateAttributeType: return .string(FixtureObject.format(ReferenceClock.date))
    case .binaryDataAttributeType: return .string("")
    case .UUIDAttributeType: return .string("00000000-0000-0000-0000-000000000000")
    case .URIAttributeType: return .string("https://example.com")
    default: return .null
    }
  }
}

extension NSAttributeType {
  var isInteger: Bool { [.integer16AttributeType, .integer32AttributeType, .integer64AttributeType].contains(self) }
}
