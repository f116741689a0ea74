import Foundation
import GalleryFormats

/// The intents, enums and custom types of an Xcode `.intentdefinition` file, and the Swift
/// Xcode generates for them: a `<Name>Intent` subclass of `INIntent` whose parameters start
/// at the file's default values (as WidgetKit applies them to a new widget), an `@objc enum`
/// per enum with its `unknown` case, and an `INObject` subclass per custom type.
///
/// Parameter types follow Xcode's generated code: strings are `String?`, integers, decimals
/// and booleans `NSNumber?`, dates `DateComponents?`, URLs `URL?`, custom types their class,
/// enums the enum; parameters that take several values are arrays.
public struct IntentDefinition {
  public struct Parameter {
    public var name: String
    public var type: String
    public var objectType: String?
    public var enumType: String?
    public var isArray: Bool
    public var defaultValue: Any?
  }

  public struct Intent {
    public var name: String
    public var parameters: [Parameter]
  }

  public struct EnumType {
    public var name: String
    public var cases: [(name: String, index: Int)]
  }

  public struct CustomType {
    public var name: String
    public var properties: [Parameter]
  }

  public var intents: [Intent] = []
  public var enums: [EnumType] = []
  public var types: [CustomType] = []

  /// Reads a `.intentdefinition` file (an XML property list).
  ///
  /// - Throws: `IntentDefinitionError` naming the file and what is wrong.
  public init(contentsOf url: URL) throws {
    guard let data = try? Data(contentsOf: url) else { throw IntentDefinitionError.unreadable(url.path) }
    guard let root = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
      throw IntentDefinitionError.malformed(url.path, "not a property list dictionary")
    }
    func parameter(_ dict: [String: Any], nameKey: String, typeKey: String, prefix: String) throws -> Parameter {
      guard let name = dict[nameKey] as? String, !name.isEmpty else {
        throw IntentDefinitionError.malformed(url.path, "a parameter without \(nameKey)")
      }
      let metadata = dict["\(prefix)Metadata"] as? [String: Any]
      return Parameter(
        name: name, type: dict[typeKey] as? String ?? "String", objectType: dict["\(prefix)ObjectType"] as? String,
        enumType: dict["\(prefix)EnumType"] as? String, isArray: dict["\(prefix)SupportsMultipleValues"] as? Bool ?? false,
        defaultValue: metadata?["\(prefix)MetadataDefaultValue"])
    }
    for intent in root["INIntents"] as? [[String: Any]] ?? [] {
      guard let name = intent["INIntentName"] as? String else {
        throw IntentDefinitionError.malformed(url.path, "an intent without INIntentName")
      }
      let parameters = try (intent["INIntentParameters"] as? [[String: Any]] ?? []).map {
        try parameter($0, nameKey: "INIntentParameterName", typeKey: "INIntentParameterType", prefix: "INIntentParameter")
      }
      intents.append(Intent(name: name, parameters: parameters))
    }
    for item in root["INEnums"] as? [[String: Any]] ?? [] {
      guard let name = item["INEnumName"] as? String else {
        throw IntentDefinitionError.malformed(url.path, "an enum without INEnumName")
      }
      let values = (item["INEnumValues"] as? [[String: Any]] ?? []).enumerated().compactMap { offset, value -> (String, Int)? in
        guard let caseName = value["INEnumValueName"] as? String else { return nil }
        return (caseName, value["INEnumValueIndex"] as? Int ?? offset)
      }
      enums.append(EnumType(name: name, cases: values.filter { $0.0 != "unknown" }))
    }
    for item in root["INTypes"] as? [[String: Any]] ?? [] {
      guard let name = item["INTypeName"] as? String else {
        throw IntentDefinitionError.malformed(url.path, "a type without INTypeName")
      }
      let properties = try (item["INTypeProperties"] as? [[String: Any]] ?? []).map {
        try parameter($0, nameKey: "INTypePropertyName", typeKey: "INTypePropertyType", prefix: "INTypeProperty")
      }
      // Xcode gives every type identifier and displayString itself.
      types.append(
        CustomType(
          name: name, properties: properties.filter { !["identifier", "displayString", "pronunciationHint"].contains($0.name) }))
    }
  }

  /// The Swift type Xcode declares for a parameter.
  func swiftType(_ parameter: Parameter) -> String {
    if let enumType = parameter.enumType, enums.contains(where: { $0.name == enumType }) { return enumType }
    let base: String =
      switch parameter.type {
      case "Integer", "Decimal", "Boolean", "Number": "NSNumber"
      case "Date", "DateComponents": "DateComponents"
      case "URL": "URL"
      case "Object": parameter.objectType ?? "INObject"
      default: "String"
      }
    return parameter.isArray ? "[\(base)]?" : "\(base)?"
  }

  /// The Swift expression of a parameter's default value, or nil when it has none.
  func defaultExpression(_ parameter: Parameter) -> String? {
    if let enumType = parameter.enumType, let item = enums.first(where: { $0.name == enumType }) {
      let name = (parameter.defaultValue as? String).flatMap { value in item.cases.first { $0.name == value }?.name }
      return ".\(Self.identifier(name ?? "unknown"))"
    }
    guard let value = parameter.defaultValue, !parameter.isArray else { return nil }
    switch parameter.type {
    case "Boolean": return (value as? Bool).map { "NSNumber(value: \($0))" }
    case "Integer": return (value as? Int).map { "NSNumber(value: \($0))" }
    case "Decimal", "Number": return (value as? Double).map { "NSNumber(value: \($0))" }
    case "String": return (value as? String).map(Self.literal)
    default: return nil
    }
  }

  static func literal(_ text: String) -> String { SwiftStringLiteral.quoted(text) }

  static func identifier(_ name: String) -> String {
    let cleaned = String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "_" ? Character($0) : "_" })
    return "`\(cleaned.first?.isNumber == true ? "_" + cleaned : cleaned)`"
  }

  /// The generated Swift source.
  public var source: String {
    var lines = [
      "// GENERATED by WidgetGallery's IntentDefinitionClasses plugin, as Xcode generates intent classes.", "import Foundation",
      "import Intents", "",
    ]
    for item in enums.sorted(by: { $0.name < $1.name }) {
      lines.append("public enum \(Self.identifier(item.name)): Int, CaseIterable, Sendable {")
      lines.append("    case `unknown` = 0")
      lines += item.cases.map { "    case \(Self.identifier($0.name)) = \($0.index)" }
      lines += ["}", ""]
    }
    for type in types.sorted(by: { $0.name < $1.name }) {
      lines.append("public class \(Self.identifier(type.name)): INObject, @unchecked Sendable {")
      lines.append("    // Sendable: its properties are set while it is made, before the provider call it is handed to.")
      lines += type.properties.map {
        "    public var \(Self.identifier($0.name)): \(swiftType($0))\(defaultExpression($0).map { " = \($0)" } ?? "")"
      }
      lines += ["}", ""]
    }
    for intent in intents.sorted(by: { $0.name < $1.name }) {
      lines.append("public class \(Self.identifier(intent.name + "Intent")): INIntent, @unchecked Sendable {")
      lines.append("    // Sendable: its parameters are set before the provider call it is handed to, one call at a time.")
      for parameter in intent.parameters {
        let type = swiftType(parameter)
        let initial = defaultExpression(parameter) ?? (type.hasSuffix("?") ? "nil" : ".unknown")
        lines.append("    public var \(Self.identifier(parameter.name)): \(type) = \(initial)")
      }
      lines += ["}", ""]
    }
    return lines.joined(separator: "\n")
  }
}

/// Why an `.intentdefinition` file could not be read.
public enum IntentDefinitionError: Error, CustomStringConvertible, Equatable {
  case unreadable(String)
  case malformed(String, String)

  public var description: String {
    switch self {
    case .unreadable(let path): "\(path): the file could not be read"
    case .malformed(let path, let what): "\(path): not a valid intent definition (\(what))"
    }
  }
}
