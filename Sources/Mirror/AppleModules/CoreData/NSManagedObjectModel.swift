import Foundation
import GalleryFormats
import Synchronization

/// The entities of an app's data model: made in code, or generated from a `.xcdatamodeld` by
/// the `CoreDataModelClasses` plugin, which registers it under the model's name.
open class NSManagedObjectModel: NSObject {
  open var entities: [NSEntityDescription] = [] {
    didSet {
      for entity in entities { entity.managedObjectModel = self }
    }
  }

  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
  }

  open var versionIdentifiers: Set<AnyHashable> = []

  public override init() {}

  /// The model a `.momd` URL names: the generated model whose name is the URL's file name.
  public convenience init?(contentsOf url: URL) {
    guard let model = Self.registered(named: url.deletingPathExtension().lastPathComponent) else { return nil }
    self.init()
    entities = model.entities.map { $0.copy() as! NSEntityDescription }
    Self.linkRelationships(in: entities)
  }

  /// Every registered model's entities together.
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
    let models = DeclaredModels.all
    guard !models.isEmpty else { return nil }
    let merged = NSManagedObjectModel()
    merged.entities = models.flatMap { $0.make().entities }
    linkRelationships(in: merged.entities)
    return merged
  }

  open class func mergedModel(from models: [NSManagedObjectModel]?) -> NSManagedObjectModel? {
    let merged = NSManagedObjectModel()
    merged.entities = (models ?? []).flatMap { $0.entities.map { $0.copy() as! NSEntityDescription } }
    linkRelationships(in: merged.entities)
    return merged
  }

  /// The generated model named `name`, made anew.
  static func registered(named name: String) -> NSManagedObjectModel? {
    DeclaredModels.all.first { $0.name == name }?.make()
  }

  /// Points each relationship at the destination entity and inverse its names give (what the
  /// generated model does once its entities exist).
  public func _linkRelationships() { Self.linkRelationships(in: entities) }

  /// Points each relationship at the entities of `entities` its names give.
  static func linkRelationships(in entities: [NSEntityDescription]) {
    let byName = Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { a, _ in a })
    for entity in entities {
      for relationship in entity.properties.compactMap({ $0 as? NSRelationshipDescription }) {
        if let name = relationship.destinationEntityName, let destination = byName[name] {
          relationship.destinationEntity = destination
          if let inverse = relationship.inverseName {
            relationship.inverseRelationship = destination.relationshipsByName[inverse]
          }
        }
      }
    }
  }

  open override func copy() -> Any {
    let model = NSManagedObjectModel()
    model.entities = entities.map { $0.copy() as! NSEntityDescription }
    Self.linkRelationships(in: model.entities)
    return model
  }
}

/// What the `CoreDataModelClasses` plugin leaves in the program's `widgetgallery_coredata`
/// section for each model it generates: `make` initializes the memory it is given with a
/// `_DeclaredManagedObjectModel`.
public typealias _ManagedObjectModelRecord = (magic: UInt64, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// A model generated from a `.xcdatamodeld`: its name and how to make it.
public struct _DeclaredManagedObjectModel {
  /// The first field of every record: "WGCDMODL".
  public static let magic: UInt64 = 0x5747_4344_4D4F_444C
  let name: String
  let make: () -> NSManagedObjectModel

  public init(name: String, make: @escaping () -> NSManagedObjectModel) {
    self.name = name
    self.make = make
  }
}

/// The models the program's records declare, read once.
enum DeclaredModels {
  private final class Box: @unchecked Sendable {
    // Sendable: its one property is a `let`, read once from the program's records and never changed.
    let models: [_DeclaredManagedObjectModel]
    init(_ models: [_DeclaredManagedObjectModel]) { self.models = models }
  }

  private static let records = Box(readRecords())

  static var all: [_DeclaredManagedObjectModel] { records.models }

  private final class Made: @unchecked Sendable {
    // Sendable: its one property is a `let`, made once from the records and never replaced.
    let models: [NSManagedObjectModel]
    init(_ models: [NSManagedObjectModel]) { self.models = models }
  }

  private static let made = Made(all.map { $0.make() })

  /// One model made from each declared model, made once: `NSManagedObject.entity()` answers
  /// from these, so a class's entity is the same description every time, as in Core Data.
  static var madeOnce: [NSManagedObjectModel] { made.models }

  private static func readRecords() -> [_DeclaredManagedObjectModel] {
    SectionRecord.values(
      from: modelsStart(), to: modelsStop(), magic: _DeclaredManagedObjectModel.magic, as: _DeclaredManagedObjectModel.self
    ).sorted { $0.name < $1.name }
  }
}

// The bounds of the section, from CShims, called by its C name: importing the C
// module would make every module that imports this one need the C target's module map, which
// packages that test `canImport(CoreData)` and import it never have.
@_silgen_name("coredatasections_models_start")
private func modelsStart() -> UnsafeRawPointer?

@_silgen_name("coredatasections_models_stop")
private func modelsStop() -> UnsafeRawPointer?
