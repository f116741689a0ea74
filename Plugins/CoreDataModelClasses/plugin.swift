import Foundation
import PackagePlugin

/// Generates what Xcode does from the `.xcdatamodeld` models in a target's folder (excluded
/// or not): the `NSManagedObject` subclasses and properties of entities whose codegen is
/// Class Definition or Category/Extension, and the model itself for
/// `NSPersistentContainer(name:)`.
@main
struct CoreDataModelClasses: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let enumerator = FileManager.default.enumerator(at: target.directoryURL, includingPropertiesForKeys: nil)
    var models: [URL] = []
    var inputs: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "xcdatamodeld"
        || (url.pathExtension == "xcdatamodel" && url.deletingLastPathComponent().pathExtension != "xcdatamodeld")
      {
        models.append(url)
      } else if url.path.contains(".xcdatamodel") {
        inputs.append(url)
      }
    }
    guard !models.isEmpty else { return [] }
    models.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedCoreDataClasses.swift")
    return [
      .buildCommand(
        displayName: "Generating Core Data classes for \(target.name)",
        executable: try context.tool(named: "CoreDataModelTool").url,
        arguments: [output.path] + models.map(\.path),
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output])
    ]
  }
}
