/// Expands `#Preview(as: family) { widget } timeline: { entries }` into a uniquely named
/// type holding a `_WidgetPreview`, so the preview's code is type-checked and kept.
struct WidgetPreviewMacro: DeclarationMacro {
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String] {
    expansion(of: node, in: &site, making: "_WidgetPreview", as: "family")
  }

  /// The expansion into a type holding a `previewType` made with the macro's arguments: the
  /// unlabelled first one as `name:`, `as:` relabelled `asLabel:`, the trailing closure as
  /// `widget:`, the others as they are.
  static func expansion(
    of node: FreestandingMacroSource, in site: inout MacroExpansionSite, making previewType: String, as asLabel: String
  ) -> [String] {
    var arguments: [String] = []
    var name = "nil"
    for argument in node.arguments {
      switch argument.label {
      case nil: name = argument.expression
      case "as": arguments.append("\(asLabel): \(argument.expression)")
      case let label?: arguments.append("\(label): \(argument.expression)")
      }
    }
    if let closure = node.trailingClosure { arguments.append("widget: \(closure)") }
    for closure in node.additionalTrailingClosures {
      arguments.append("\(closure.label): \(closure.closure)")
    }
    let type = site.makeUniqueName("Preview")
    return [
      """
      enum \(type) {
        @MainActor static var preview: \(previewType) {
          \(previewType)(name: \(name), \(arguments.joined(separator: ", ")))
        }
      }
      """
    ] + site.previewRecord(for: type)
  }
}
