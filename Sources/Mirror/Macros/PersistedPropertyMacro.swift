/// `@_PersistedProperty`, which `@Model` puts on each persisted property: accessors that keep
/// the value in the model's backing data (an `init` accessor first, so the class's own
/// initializers and the property's initial value set it there too), reported to the model's
/// observation registrar, and a `_name` peer the `init` accessor initializes.
///
/// A property whose `@Attribute` makes it `.transformable` is kept as a transformable value.
struct PersistedPropertyMacro: AttachedMacro {
  static func expansion(of request: AttachedMacroRequest) throws(MacroSourceError) -> [String] {
    let property = request.declaration
    guard property.isStoredInstanceVariable else { return [] }
    let name = property.name
    let storage = "_\(property.plainName)"
    let transformable = property.attribute("Attribute")?.arguments?.contains(".transformable") == true
    let get = transformable ? "getTransformableValue" : "getValue"
    let set = transformable ? "setTransformableValue" : "setValue"
    switch request.role {
    case .accessor:
      return [
        """
        @storageRestrictions(accesses: _$backingData, initializes: \(storage))
        init(initialValue) {
          _$backingData.\(set)(forKey: \\.\(name), to: initialValue)
          \(storage) = _SwiftDataNoType()
        }
        """,
        """
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(name))
          return self.\(get)(forKey: \\.\(name))
        }
        """,
        """
        set {
          _$observationRegistrar.withMutation(of: self, keyPath: \\.\(name)) {
            self.\(set)(forKey: \\.\(name), to: newValue)
          }
        }
        """,
      ]
    case .peer:
      return ["@Transient\nprivate var \(storage): _SwiftDataNoType"]
    case .member, .memberAttribute, .extension:
      return []
    }
  }
}
