import Foundation
import PackagePlugin

/// Generates the asset symbols Xcode would (`Image(.logo)`, `Color(.brand)`, `Color.brand`) from
/// the `.xcassets` folders in a target's folder, excluded or not.
@main
struct GeneratedAssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let root = target.directoryURL
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var catalogs: [URL] = []
    var inputs: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "xcassets" { catalogs.append(url) }
      if url.lastPathComponent == "Contents.json", url.path.contains(".xcassets/") { inputs.append(url) }
    }
    guard !catalogs.isEmpty else { return [] }
    catalogs.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "AssetSymbolsTool").url,
        arguments: [output.path] + catalogs.map(\.path),
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output])
    ]
  }
}
