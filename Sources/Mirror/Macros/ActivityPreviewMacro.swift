/// Expands `#Preview("Name", as: .content, using: attributes) { widget } contentStates: { … }`
/// into a uniquely named type holding an `_ActivityPreview`, as a widget preview expands.
struct ActivityPreviewMacro: DeclarationMacro {
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String] {
    WidgetPreviewMacro.expansion(of: node, in: &site, making: "_ActivityPreview", as: "viewKind")
  }
}
