/// Expands `#Preview("Name", as: .content, using: attributes) { widget } contentStates: { … }`
/// into a uniquely named type holding an `_ActivityPreview`, so the preview's code is
/// type-checked and kept.
struct ActivityPreviewMacro: DeclarationMacro {
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String] {
    var arguments: [String] = []
    var name = "nil"
    for argument in node.arguments {
      switch argument.label {
      case nil: name = argument.expression
      case "as": arguments.append("viewKind: \(argument.expression)")
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
        @MainActor static var preview: _ActivityPreview {
          _ActivityPreview(name: \(name), \(arguments.joined(separator: ", ")))
        }
      }
      """
    ] + site.previewRecord(for: type)
  }
}
