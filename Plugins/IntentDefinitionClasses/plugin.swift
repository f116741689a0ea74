import Foundation
import PackagePlugin

/// Generates the intent classes Xcode would from the `.intentdefinition` files in a target's
/// folder (excluded or not), so an `IntentConfiguration` naming `ConfigurationIntent` compiles.
@main
struct IntentDefinitionClasses: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let enumerator = FileManager.default.enumerator(at: target.directoryURL, includingPropertiesForKeys: nil)
    var definitions: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "intentdefinition" { definitions.append(url) }
    }
    guard !definitions.isEmpty else { return [] }
    definitions.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedIntentClasses.swift")
    return [
      .buildCommand(
        displayName: "Generating intent classes for \(target.name)",
        executable: try context.tool(named: "IntentDefinitionTool").url,
        arguments: [output.path] + definitions.map(\.path),
        inputFiles: definitions,
        outputFiles: [output])
    ]
  }
}
