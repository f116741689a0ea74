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
      """] + record(for: type, node: node, in: context)
  }
}

/// The `_PreviewRecord` that lets the gallery find the preview held by `type` at run time: a
/// constant in the `widgetgallery_previews` section, kept by `@used` though nothing names it.
/// The first field is `_DeclaredPreview.magic`, written out: a section's value must be a literal.
/// Only a `#Preview` at file scope, where Xcode takes previews from, gets a record; one in a
/// type or a function body only compiles.
func record(for type: TokenSyntax, node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) -> [DeclSyntax] {
  let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
  let file = location?.file ?? "\"\""
  let line = location?.line ?? "0"
  guard context.lexicalContext.isEmpty else { return [] }
  return ["""
    @section("widgetgallery_previews") @used
    private let \(context.makeUniqueName("record")): _PreviewRecord = (
      0x5747_5052_4556_4945,
      { $0.initializeMemory(as: _DeclaredPreview.self, repeating: _DeclaredPreview(\(type).preview, fileID: \(file), line: \(line)), count: 1) }
    )
    """]
}

/// Expands `#Preview("Name", traits: …) { view }` into a uniquely named type holding a
/// `_ViewPreview`; the name is the first argument when it has no label, the traits are
/// `traits:` and the unlabelled arguments after it.
public struct ViewPreviewMacro: DeclarationMacro {
  public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
    var name = "nil"
    var traits: [String] = []
    for (index, argument) in node.arguments.enumerated() {
      switch argument.label?.text {
      case nil where index == 0: name = argument.expression.trimmedDescription
      case nil, "traits": traits.append(argument.expression.trimmedDescription)
      default: break
      }
    }
    let body = node.trailingClosure?.trimmedDescription
      ?? node.arguments.first { $0.label?.text == "body" }?.expression.trimmedDescription
      ?? "{ EmptyView() }"
    let traitArguments = traits.map { "\($0), " }.joined()
    let type = context.makeUniqueName("Preview")
    return ["""
      enum \(type) {
        static var preview: _ViewPreview {
          _ViewPreview(name: \(raw: name), \(raw: traits.isEmpty ? "" : "traits: " + traitArguments)body: \(raw: body))
        }
      }
      """] + record(for: type, node: node, in: context)
  }
}
