/// Makes a class a persistent model: its stored properties are kept in the model's backing
/// data and described by `schemaMetadata`; it conforms to `PersistentModel` and `Observable`.
@attached(
  member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init),
  named(_$observationRegistrar), named(_SwiftDataNoType)
)
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "MirrorMacros", type: "PersistentModelMacro")

/// Gives an actor a model executor and container over a new context of the container.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "MirrorMacros", type: "ModelActorMacro")

/// Options for a persisted property (`.unique`, `.externalStorage`, `.transformable(by:)`…).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
  #externalMacro(module: "MirrorMacros", type: "MarkerMacro")

/// A relationship's delete rule, inverse and bounds.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
  hashModifier: String? = nil
) = #externalMacro(module: "MirrorMacros", type: "MarkerMacro")

/// A stored property the model does not persist.
@attached(peer)
public macro Transient() = #externalMacro(module: "MirrorMacros", type: "MarkerMacro")

/// Uniqueness constraints over several properties (recorded, not enforced).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "MirrorMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// Indices over properties (recorded, not used: fixture stores are small).
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) =
  #externalMacro(module: "MirrorMacros", type: "SchemaConstraintMacro") where T: PersistentModel

@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "MirrorMacros", type: "SchemaConstraintMacro") where T: PersistentModel

/// What `@Model` puts on each persisted property: accessors over the backing data.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "MirrorMacros", type: "PersistedPropertyMacro")
