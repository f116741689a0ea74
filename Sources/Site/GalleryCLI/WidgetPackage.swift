import ArgumentParser
import Foundation

/// The Swift package and product `serve` rebuilds: by default the package this very program
/// was built from, found by walking up from the executable to `Package.swift`, and the
/// product named like the executable. `serve` hands them to the server on its command line.
package struct WidgetPackage: Equatable {
  package var root: URL
  package var product: String
  /// `debug` or `release`, as the running program was built.
  package var configuration: String
  /// The build folder when it is not `<root>/.build`.
  package var scratchPath: URL?

  /// Finds the package of `executable`.
  ///
  /// - Parameters:
  ///   - packagePath: `--package-path`, overriding the search.
  ///   - product: `--product`, overriding the executable's name.
  ///   - workingDirectory: searched too when the executable lies outside any package.
  /// - Throws: `ValidationError` when no `Package.swift` is found.
  package static func locate(executable: URL, packagePath: String?, product: String?, workingDirectory: URL) throws
    -> WidgetPackage
  {
    let folder = executable.deletingLastPathComponent()
    let configuration = ["debug", "release"].contains(folder.lastPathComponent) ? folder.lastPathComponent : "debug"
    let root: URL
    if let packagePath {
      root = URL(fileURLWithPath: packagePath, relativeTo: workingDirectory).standardizedFileURL
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
        throw ValidationError("--package-path \(packagePath): no Package.swift in \(root.path)")
      }
    } else if let found = packageRoot(above: folder) ?? packageRoot(above: workingDirectory) {
      root = found
    } else {
      throw ValidationError(
        "cannot find the package of \(executable.path): no Package.swift above it or the current folder; give --package-path")
    }
    // <scratch>/<triple>/<configuration>/<executable>
    var scratch: URL? = folder.deletingLastPathComponent().deletingLastPathComponent()
    if !["debug", "release"].contains(folder.lastPathComponent) || scratch?.path == root.appendingPathComponent(".build").path {
      scratch = nil
    }
    return WidgetPackage(
      root: root, product: product ?? executable.lastPathComponent, configuration: configuration, scratchPath: scratch)
  }

  /// The nearest folder at or above `start` holding a `Package.swift`.
  static func packageRoot(above start: URL) -> URL? {
    var folder = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
