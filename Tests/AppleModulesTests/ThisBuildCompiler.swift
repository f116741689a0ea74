import Foundation
import XCTest

/// `swiftc` with the modules this build made, and the module maps of its C targets, on the
/// search path: for tests that compile a small file as a user's package would.
enum ThisBuildCompiler {
  /// Compiles `source` as `main.swift` in Swift 5 mode with `arguments` (`-typecheck`, or
  /// `-O -wmo -c` …) in a temporary folder, and hands `inspect` that folder before it is
  /// removed.
  ///
  /// - Throws: `XCTSkip` when the build's modules are not beside the test runner.
  static func run<T>(
    _ arguments: [String], on source: String, moduleMaps withModuleMaps: Bool = true, inspect: (URL) throws -> T = { _ in () }
  ) throws -> (result: (status: Int32, output: String), inspected: T) {
    let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let modules = products.appendingPathComponent("Modules")
    guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path) else {
      throw XCTSkip("no SwiftUI module in \(modules.path)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("this-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try Data(source.utf8).write(to: file)
    let moduleMaps = try FileManager.default.contentsOfDirectory(atPath: products.path)
      .filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }.sorted()
      .map { products.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
      .filter { withModuleMaps && FileManager.default.fileExists(atPath: $0) }
    let compiler = Process()
    compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    compiler.currentDirectoryURL = folder
    compiler.arguments =
      ["swiftc"] + arguments + [
        "-swift-version", "5", "-I", modules.path, "-module-cache-path", folder.appendingPathComponent("cache").path,
      ]
      + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + [file.path]
    let pipe = Pipe()
    compiler.standardOutput = pipe
    compiler.standardError = pipe
    try compiler.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    compiler.waitUntilExit()
    return ((compiler.terminationStatus, output), try inspect(folder))
  }
}
