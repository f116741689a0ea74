/// A freestanding macro that expands into declarations, written against the plugin's own view
/// of the source (`FreestandingMacroSource`) rather than a syntax tree.
protocol DeclarationMacro {
  /// The declarations the expansion at `site` becomes, each as source text.
  static func expansion(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> [String]
}

extension DeclarationMacro {
  /// The expansion as one source text: the declarations one per line, each carrying the
  /// attributes written before `#` (`@available(…)`), as the compiler's own expansion does.
  static func expandedSource(of node: FreestandingMacroSource, in site: inout MacroExpansionSite) -> String {
    expansion(of: node, in: &site)
      .map { node.attributes.isEmpty ? $0 : "\(node.attributes) \($0)" }
      .joined(separator: "\n")
  }
}
