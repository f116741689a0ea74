/// A version of an app's schema: its models and version number.
public protocol VersionedSchema {
  static var models: [any PersistentModel.Type] { get }
  static var versionIdentifier: Schema.Version { get }
}

/// How a store moves between schema versions. Fixture stores are written for the current
/// models, so a container accepts a plan and runs no stages.
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// One step of a migration plan.
public enum MigrationStage {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((_ context: ModelContext) throws -> Void)?, didMigrate: ((_ context: ModelContext) throws -> Void)?)
}
