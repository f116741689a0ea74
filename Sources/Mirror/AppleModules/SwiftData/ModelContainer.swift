import Foundation
import GalleryFixtures
import Locking
import Synchronization

/// A schema and the stores its models are kept in: each configuration's store is read from its
/// fixture file when the container is made, and a file that does not fit the schema is an
/// error naming the file and key.
public class ModelContainer: Equatable, @unchecked Sendable {
  // Sendable: Apple's type is Sendable; its `let`s are set in `init`, its mutable state is in Mutexes, and
  // `configurations` changes only while it is made.
  public let schema: Schema
  public let migrationPlan: (any SchemaMigrationPlan.Type)?
  public var configurations: Set<ModelConfiguration> {
    get { Set(orderedConfigurations) }
    set { orderedConfigurations = newValue.sorted { $0.url.path < $1.url.path } }
  }
  private var orderedConfigurations: [ModelConfiguration]
  /// Each entity's configuration, by entity name.
  private let placement: [String: ModelConfiguration]
  private let layouts: [EntityLayout]
  private let mainContextStorage = Mutex<ModelContext?>(nil)
  /// In-memory stores, which live as long as the container.
  private let memoryStores = Mutex<[URL: ModelStore]>([:])

  /// The context bound to the main actor, made the first time it is asked for.
  @MainActor public var mainContext: ModelContext {
    mainContextStorage.locked { context in
      if let context { return context }
      let made = ModelContext(self)
      context = made
      return made
    }
  }

  public init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]
  ) throws {
    schema = givenSchema
    self.migrationPlan = migrationPlan
    let configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    orderedConfigurations = configurations
    layouts = givenSchema.types.map(EntityLayout.of)
    var placement: [String: ModelConfiguration] = [:]
    for configuration in configurations {
      try configuration.validate()
      let names = configuration.schema.map { Set($0.entities.map(\.name)) }
      if let names, names.contains(where: { givenSchema.entitiesByName[$0] == nil }) {
        throw SwiftDataError.configurationSchemaNotFoundInContainerSchema
      }
      for layout in layouts where placement[layout.name] == nil && (names?.contains(layout.name) ?? true) {
        placement[layout.name] = configuration
      }
    }
    self.placement = placement
    for configuration in configurations where configuration.fixture != nil {
      _ = try ModelStore.open(configuration, layouts: layouts.filter { placement[$0.name] == configuration })
    }
  }

  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The store that holds `layout`'s entity, for the fixtures installed now.
  func store(for layout: EntityLayout) throws -> ModelStore {
    guard let configuration = placement[layout.name] else {
      throw SwiftDataError(.unknownSchema, detail: "\(layout.name) is not in the container's schema")
    }
    if configuration.fixture == nil {
      return memoryStores.locked { stores in
        if let store = stores[configuration.url] { return store }
        let store = try! ModelStore.open(configuration, layouts: [])
        stores[configuration.url] = store
        return store
      }
    }
    return try ModelStore.open(configuration, layouts: layouts.filter { placement[$0.name] == configuration })
  }

  /// The layout of the entity named `name`, if the schema has it.
  func layout(named name: String) -> EntityLayout? { layouts.first { $0.name == name } }

  public static func == (lhs: ModelContainer, rhs: ModelContainer) -> Bool { lhs === rhs }

  @available(*, deprecated, renamed: "erase")
  public func deleteAllData() { try? erase() }

  /// Removes every model from the container's stores (the fixture files stay as they are).
  public func erase() throws {
    for layout in layouts { try store(for: layout).erase() }
  }
}
