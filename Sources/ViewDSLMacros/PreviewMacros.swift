import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `#Preview(as: family) { widget } timeline: { entries }` into a uniquely named
/// type holding a `_WidgetPreview`, so the preview's code is type-checked and kept.
public struct WidgetPreviewMacro: DeclarationMacro {
  public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
    var arguments: [String] = []
    var name = "nil"
    for argument in node.arguments {
      switch argument.label?.text {
      case nil: name = argument.expression.trimmedDescription
      case "as": arguments.append("family: \(argument.expression.trimmedDescription)")
      case let label?: arguments.append("\(label): \(argument.expression.trimmedDescription)")
      }
    }
    if let closure = node.trailingClosure { arguments.append("widget: \(closure.trimmedDescription)") }
    for closure in node.additionalTrailingClosures {
      arguments.append("\(closure.label.text): \(closure.closure.trimmedDescription)")
    }
    let type = context.makeUniqueName("Preview")
    return ["""
      enum \(type) {
        static var preview: _WidgetPreview {
          _WidgetPreview(name: \(raw: name), \(raw: arguments.joined(separator: ", ")))
        }
      }
      """]
  }
}

/// Expands `#Preview { view }` into a uniquely named type holding a `_ViewPreview`.
public struct ViewPreviewMacro: DeclarationMacro {
  public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
    let name = node.arguments.first { $0.label == nil }?.expression.trimmedDescription ?? "nil"
    let body = node.trailingClosure?.trimmedDescription
      ?? node.arguments.first { $0.label?.text == "body" }?.expression.trimmedDescription
      ?? "{ EmptyView() }"
    let type = context.makeUniqueName("Preview")
    return ["""
      enum \(type) {
        static var preview: _ViewPreview {
          _ViewPreview(name: \(raw: name), body: \(raw: body))
        }
      }
      """]
  }
}
