/// `#Unique` and `#Index` in a model: declarations of constraints a fixture store does not
/// need (it is small and read-only), so they expand to nothing.
struct SchemaConstraintMacro: DeclarationMacro {
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String] { [] }
}
