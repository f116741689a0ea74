/// `@Attribute`, `@Relationship` and `@Transient`: they add nothing themselves; `@Model` reads
/// them from the properties they are written on.
struct MarkerMacro: AttachedMacro {
  static func expansion(of request: AttachedMacroRequest) throws(MacroSourceError) -> [String] { [] }
}
