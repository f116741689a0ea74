import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The entities of an Xcode `.xcdatamodeld` (its current version), and the Swift Xcode
/// generates for them plus the model itself, built in code and registered under the model's
/// name for `NSPersistentContainer(name:)`.
///
/// Entities whose codegen is "Class Definition" get their `NSManagedObject` subclass and
/// properties, "Category/Extension" entities their properties, as Xcode writes them: object
/// types (`String`, `Date`, `Data`, `UUID`, `URL`, `NSDecimalNumber`, transformables, to-one
/// relationships) optional whatever the model says, scalars (`Int16`…`Int64`, `Double`,
/// `Float`, `Bool`) plain when "Use Scalar Type" is on and `NSNumber?` otherwise, to-many
/// relationships `NSSet?` (`NSOrderedSet?` when ordered) with their `addTo…`/`removeFrom…`
/// accessors. The properties read and write the object by key instead of `@NSManaged`.
public struct DataModel {
  public struct Attribute {
    public var name: String
    public var type: String
    public var isOptional: Bool
    public var isTransient: Bool
    public var usesScalarValueType: Bool
    public var defaultValue: String?
    public var customClassName: String?
  }

  public struct Relationship {
    public var name: String
    public var destination: String
    public var inverse: String?
    public var isToMany: Bool
    public var isOrdered: Bool
    public var isOptional: Bool
    public var deletionRule: String
    public var minCount: Int
    public var maxCount: Int
  }

  public struct Entity {
    public var name: String
    public var className: String
    /// `class`, `category`, or nil for Manual/None.
    public var codeGeneration: String?
    public var isAbstract: Bool
    public var attributes: [Attribute] = []
    public var relationships: [Relationship] = []
  }

  /// The model's name: the `.xcdatamodeld` folder's.
  public var name: String
  public var entities: [Entity]

  /// Reads the current version of the model in the `.xcdatamodeld` folder at `url` (or a
  /// single `.xcdatamodel`).
  ///
  /// - Throws: `DataModelError` naming the file and what is wrong.
  public init(contentsOf url: URL) throws {
    name = url.deletingPathExtension().lastPathComponent
    let version: URL
    if url.pathExtension == "xcdatamodeld" {
      let versions =
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
      let current = url.appendingPathComponent(".xccurrentversion")
      let named =
        (try? Data(contentsOf: current)).flatMap {
          (try? PropertyListSerialization.propertyList(from: $0, format: nil)) as? [String: Any]
        }?["_XCCurrentVersionName"] as? String
      guard let chosen = named ?? versions.last else { throw DataModelError.noVersion(url.path) }
      version = url.appendingPathComponent(chosen)
    } else {
      version = url
    }
    let contents = version.appendingPathComponent("contents")
    guard let data = try? Data(contentsOf: contents) else { throw DataModelError.unreadable(contents.path) }
    let reader = ModelReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse() else {
      throw DataModelError.malformed(contents.path, parser.parserError.map { "\($0)" } ?? "not XML")
    }
    if let problem = reader.problem { throw DataModelError.malformed(contents.path, problem) }
    entities = reader.entities
  }
}

/// Why a data model could not be read.
public enum DataModelError: Error, CustomStringConvertible {
  case noVersion(String)
  case unreadable(String)
  case malformed(String, String)

  public var description: String {
    switch self {
    case .noVersion(let path): "\(path): no .xcdatamodel version inside"
    case .unreadable(let path): "\(path): cannot read the model"
    case .malformed(let path, let reason): "\(path): \(reason)"
    }
  }
}

/// Collects entities, attributes and relationships from the model's XML.
private final class ModelReader: NSObject, XMLParserDelegate {
  var entities: [DataModel.Entity] = []
  var problem: String?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    func flag(_ key: String) -> Bool { attributes[key] == "YES" }
    switch elementName {
    case "entity":
      guard let name = attributes["name"] else {
        problem = "an entity without a name"
        return
      }
      let className = (attributes["representedClassName"] ?? name).split(separator: ".").last.map(String.init) ?? name
      entities.append(
        DataModel.Entity(
          name: name, className: className.isEmpty ? name : className, codeGeneration: attributes["codeGenerationType"],
          isAbstract: flag("isAbstract")))
    case "attribute":
      guard !entities.isEmpty, let name = attributes["name"] else { return }
      let defaultValue = attributes["defaultValueString"] ?? attributes["defaultDateTimeInterval"].map { "@date:\($0)" }
      entities[entities.count - 1].attributes.append(
        DataModel.Attribute(
          name: name, type: attributes["attributeType"] ?? "Undefined", isOptional: flag("optional"),
          isTransient: flag("transient"), usesScalarValueType: flag("usesScalarValueType"), defaultValue: defaultValue,
          customClassName: attributes["customClassName"]))
    case "relationship":
      guard !entities.isEmpty, let name = attributes["name"], let destination = attributes["destinationEntity"] else { return }
      let maxCount = attributes["maxCount"].flatMap(Int.init) ?? 0
      entities[entities.count - 1].relationships.append(
        DataModel.Relationship(
          name: name, destination: destination, inverse: attributes["inverseName"],
          isToMany: flag("toMany") || maxCount != 1, isOrdered: flag("ordered"), isOptional: flag("optional"),
          deletionRule: attributes["deletionRule"] ?? "Nullify", minCount: attributes["minCount"].flatMap(Int.init) ?? 0,
          maxCount: flag("toMany") ? maxCount : (maxCount == 0 ? 1 : maxCount)))
    default: break
    }
  }
}
