/// Expands `#Preview { view }` into a uniquely named type holding a `_ViewPreview`.
struct ViewPreviewMacro: DeclarationMacro {
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String] {
    let name = node.arguments.first { $0.label == nil }?.expression ?? "nil"
    let body = node.trailingClosure
      ?? node.arguments.first { $0.label == "body" }?.expression
      ?? "{ EmptyView() }"
    let type = site.makeUniqueName("Preview")
    return ["""
      enum \(type) {
        static var preview: _ViewPreview {
          _ViewPreview(name: \(name), body: \(body))
        }
      }
      """] + site.previewRecord(for: type)
  }
}
