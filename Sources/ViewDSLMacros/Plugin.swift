import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ViewDSLMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [WidgetPreviewMacro.self, ViewPreviewMacro.self]
}
