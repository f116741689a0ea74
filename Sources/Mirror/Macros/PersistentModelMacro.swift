/// `@Model` on a class: its stored properties become persisted ones (`@_PersistedProperty`,
/// kept in the model's backing data), and it gains what `PersistentModel` requires — the
/// backing data, `schemaMetadata` listing each persisted property with its key path, default
/// value and `@Attribute`/`@Relationship` options, `init(backingData:)` — an observation
/// registrar, and the `PersistentModel` and `Observable` conformances.
///
/// A stored property is persisted unless it is `@Transient`, `static`, `lazy`, a `let`, or has
/// observers; computed properties, methods and nested types are left alone. `#if` blocks are
/// repeated around what the properties inside them add.
struct PersistentModelMacro: AttachedMacro {
  static func expansion(of request: AttachedMacroRequest) throws(MacroSourceError) -> [String] {
    switch request.role {
    case .memberAttribute:
      return isPersisted(request.declaration) ? ["@_PersistedProperty"] : []
    case .member:
      return try members(of: request.declaration)
    case .extension:
      guard let type = request.extendedType else { return [] }
      return request.conformances.map { "extension \(type): \($0) {\n}" }
    case .accessor, .peer:
      return []
    }
  }

  /// Whether `member` is a stored property the model persists.
  static func isPersisted(_ member: DeclarationSource) -> Bool {
    member.isStoredInstanceVariable && !member.plainName.hasPrefix("_$") && !member.hasAttribute("Transient")
      && !member.hasAttribute("_PersistedProperty")
  }

  private static func members(of type: DeclarationSource) throws(MacroSourceError) -> [String] {
    let name = type.name
    let members = try DeclarationSource.members(of: type.body ?? "").filter { isPersisted($0) || $0.isDirective }
    var metadata: [String] = []
    var initialization: [String] = []
    for member in members {
      if member.isDirective {
        metadata.append(member.directiveLine)
        initialization.append(member.directiveLine)
        continue
      }
      metadata.append(
        "metadata.append(SwiftData.Schema.PropertyMetadata(name: \(stringLiteral(member.plainName)), keypath: \\\(name).\(member.name), defaultValue: \(defaultValue(of: member)), metadata: \(schemaProperty(of: member))))"
      )
      initialization.append("_\(member.plainName) = _SwiftDataNoType()")
    }
    return [
      """
      @Transient
      private var _$backingData: any SwiftData.BackingData<\(name)> = \(name).createBackingData()
      """,
      """
      public var persistentBackingData: any SwiftData.BackingData<\(name)> {
        get {
          _$backingData
        }
        set {
          _$backingData = newValue
        }
      }
      """,
      """
      public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
        var metadata: [SwiftData.Schema.PropertyMetadata] = []
      \(metadata.map { "  \($0)\n" }.joined())  return metadata
      }
      """,
      """
      public required init(backingData: any SwiftData.BackingData<\(name)>) {
      \(initialization.map { "  \($0)\n" }.joined())  self.persistentBackingData = backingData
      }
      """,
      """
      @Transient
      private let _$observationRegistrar = Observation.ObservationRegistrar()
      """,
      """
      public struct _SwiftDataNoType {
      }
      """,
    ]
  }

  /// The property's initial value for `schemaMetadata`, typed by its annotation (so `.none`
  /// or `[]` have a type there too); nil without one.
  private static func defaultValue(of member: DeclarationSource) -> String {
    guard let initializer = member.initializer else { return "nil" }
    guard var type = member.type else { return initializer }
    if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
    return "(\(initializer)) as \(type)"
  }

  /// The `Schema.Attribute` or `Schema.Relationship` the property's `@Attribute` or
  /// `@Relationship` describes, made with the same arguments.
  private static func schemaProperty(of member: DeclarationSource) -> String {
    if let attribute = member.attribute("Attribute") {
      return "SwiftData.Schema.Attribute(\(attribute.arguments ?? ""))"
    }
    if let relationship = member.attribute("Relationship") {
      return "SwiftData.Schema.Relationship(\(relationship.arguments ?? ""))"
    }
    return "nil"
  }

  private static func stringLiteral(_ text: String) -> String { MacroExpansionSite.stringLiteral(text) }
}
