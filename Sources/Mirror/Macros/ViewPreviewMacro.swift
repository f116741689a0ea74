/// Expands `#Preview("Name", traits: …) { view }` into a uniquely named type holding a
/// `_ViewPreview`; the name is the first argument when it has no label, the traits are
/// `traits:` and the unlabelled arguments after it.
struct ViewPreviewMacro: DeclarationMacro {
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String] {
    var name = "nil"
    var traits: [String] = []
    for (index, argument) in node.arguments.enumerated() {
      switch argument.label {
      case nil where index == 0: name = argument.expression
      case nil, "traits": traits.append(argument.expression)
      default: break
      }
    }
    let body =
      node.trailingClosure
      ?? node.arguments.first { $0.label == "body" }?.expression
      ?? "{ EmptyView() }"
    let traitArguments = traits.isEmpty ? "" : "traits: " + traits.map { "\($0), " }.joined()
    let type = site.makeUniqueName("Preview")
    return [
      """
      enum \(type) {
        @MainActor static var preview: _ViewPreview {
          _ViewPreview(name: \(name), \(traitArguments)body: \(body))
        }
      }
      """
    ] + site.previewRecord(for: type)
  }
}
