import Foundation
import XCTest

@testable import WidgetGalleryServe

/// Reading SwiftPM's build plan and rewriting it for `swift-build-tool`.
final class LLBuildManifestTests: XCTestCase {
  /// A plan laid out as SwiftPM writes it: an executable with a resource folder, a second
  /// executable built from a plugin's output, and the package-structure check.
  private let plan = """
    client:
      name: basic
      file-system: device-agnostic
    tools: {}
    targets:
      "App-x86_64-unknown-linux-gnu-debug.exe": ["<App-x86_64-unknown-linux-gnu-debug.exe>"]
      "Generated-x86_64-unknown-linux-gnu-debug.exe": ["<Generated-x86_64-unknown-linux-gnu-debug.exe>"]
      "main": ["<App-x86_64-unknown-linux-gnu-debug.exe>","<Generated-x86_64-unknown-linux-gnu-debug.exe>"]
    default: "main"
    nodes:
      "/p/Sources/App/":
        is-directory-structure: true
        content-exclusion-patterns: [".git",".build"]
    commands:
      "/b/App.build/sources":
        tool: write-auxiliary-file
        inputs: ["<sources-file-list>","/p/Sources/App/main.swift"]
        outputs: ["/b/App.build/sources"]
        description: "Write auxiliary file /b/App.build/sources"

      "/b/App_App.resources/Data":
        tool: copy-tool
        inputs: ["/p/Sources/App/Data/"]
        outputs: ["/b/App_App.resources/Data/"]
        description: "Copying /p/Sources/App/Data"

      "C.App-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/p/Sources/App/main.swift","/b/App.build/sources"]
        outputs: ["/b/App.build/main.swift.o"]
        description: "Compiling Swift Module 'App' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","App","-c","@/b/App.build/sources"]

      "<App-x86_64-unknown-linux-gnu-debug.exe>":
        tool: phony
        inputs: ["/b/App","/b/App_App.resources/Data/"]
        outputs: ["<App-x86_64-unknown-linux-gnu-debug.exe>"]

      "C.App-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/b/App.build/main.swift.o"]
        outputs: ["/b/App"]
        description: "Linking ./b/App"
        args: ["/usr/bin/swiftc","-o","/b/App","-emit-executable","/b/App.build/main.swift.o"]

      "C.Generated-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/b/plugins/outputs/app/Generated/destination/Plugin/Symbols.swift"]
        outputs: ["/b/Generated"]
        args: ["/usr/bin/swiftc","-o","/b/Generated"]

      "<Generated-x86_64-unknown-linux-gnu-debug.exe>":
        tool: phony
        inputs: ["/b/Generated"]
        outputs: ["<Generated-x86_64-unknown-linux-gnu-debug.exe>"]

      "PackageStructure":
        tool: package-structure-tool
        inputs: ["/p/Sources/App/","/p/Package.swift","/p/Package.resolved"]
        outputs: ["<PackageStructure>"]
        description: "Planning build"
        allow-missing-inputs: true

    """

  func testThePlanIsReadIntoCommandsTargetsAndThePackageStructure() throws {
    let manifest = try LLBuildManifest(text: plan)
    XCTAssertEqual(manifest.productTarget("App", configuration: "debug"), "App-x86_64-unknown-linux-gnu-debug.exe")
    XCTAssertNil(manifest.productTarget("App", configuration: "release"))
    XCTAssertNil(manifest.productTarget("Ap", configuration: "debug"))
    XCTAssertEqual(manifest.packageStructure, ["/p/Sources/App/", "/p/Package.swift", "/p/Package.resolved"])
    XCTAssertEqual(
      Set(manifest.closure(of: "App-x86_64-unknown-linux-gnu-debug.exe").map(\.key)),
      [
        "<App-x86_64-unknown-linux-gnu-debug.exe>", "C.App-x86_64-unknown-linux-gnu-debug.exe",
        "C.App-x86_64-unknown-linux-gnu-debug.module", "/b/App.build/sources", "/b/App_App.resources/Data",
      ])
  }

  func testTheRunnablePlanKeepsSwiftPMsStructureFilesCopiesResourcesAndLinksWithTheGivenLinker() throws {
    let manifest = try LLBuildManifest(text: plan)
    let text = try manifest.runnable(target: "App-x86_64-unknown-linux-gnu-debug.exe", linkerArguments: ["-use-ld=lld"])
    let runnable = try LLBuildManifest.commands(inRunnable: text)
    XCTAssertTrue(text.hasPrefix("client:\n  name: swift-build\n"), text)
    XCTAssertEqual(runnable["/b/App.build/sources"]?.tool, "phony")
    XCTAssertNil(runnable["PackageStructure"], "llbuild runs no structure check for the target: the caller does")
    XCTAssertNil(runnable["C.Generated-x86_64-unknown-linux-gnu-debug.exe"], "another product's command is left out")
    let needed = Set(manifest.closure(of: "App-x86_64-unknown-linux-gnu-debug.exe").map(\.key))
    for command in manifest.commands {
      XCTAssertEqual(runnable[command.key] != nil, needed.contains(command.key), command.key)
    }
    XCTAssertFalse(text.contains("allow-missing-inputs"))
    XCTAssertEqual(runnable["/b/App_App.resources/Data"]?.tool, "shell")
    XCTAssertEqual(
      runnable["/b/App_App.resources/Data"]?.arguments,
      ["/bin/sh", "-c", "rm -rf \"$1\" && cp -R \"$0\" \"$1\"", "/p/Sources/App/Data", "/b/App_App.resources/Data"])
    XCTAssertEqual(
      runnable["C.App-x86_64-unknown-linux-gnu-debug.exe"]?.arguments,
      ["/usr/bin/swiftc", "-use-ld=lld", "-o", "/b/App", "-emit-executable", "/b/App.build/main.swift.o"])
    XCTAssertEqual(
      runnable["C.App-x86_64-unknown-linux-gnu-debug.module"]?.arguments,
      ["/usr/bin/swiftc", "-module-name", "App", "-c", "@/b/App.build/sources"], "compiles are SwiftPM's own")
    let plain = try LLBuildManifest.commands(inRunnable: manifest.runnable(target: "App-x86_64-unknown-linux-gnu-debug.exe"))
    XCTAssertEqual(plain["C.App-x86_64-unknown-linux-gnu-debug.exe"]?.arguments.first { $0.hasPrefix("-use-ld") }, nil)
  }

  func testAProductBuiltFromAPrebuildCommandsOutputOrWithAnUnknownToolIsLeftToSwiftPMWithTheReason() throws {
    let manifest = try LLBuildManifest(text: plan)
    XCTAssertThrowsError(try manifest.runnable(target: "Generated-x86_64-unknown-linux-gnu-debug.exe")) {
      XCTAssertEqual(
        "\($0)",
        "/b/plugins/outputs/app/Generated/destination/Plugin/Symbols.swift is written by a prebuild command of plugin Plugin,"
          + " which only swift build runs")
    }
    XCTAssertThrowsError(try manifest.runnable(target: "Missing-x86_64-unknown-linux-gnu-debug.exe")) {
      XCTAssertEqual("\($0)", "the plan has no target Missing-x86_64-unknown-linux-gnu-debug.exe")
    }
    let unknownTool = try LLBuildManifest(text: plan.replacingOccurrences(of: "tool: copy-tool", with: "tool: new-swiftpm-tool"))
    XCTAssertThrowsError(try unknownTool.runnable(target: "App-x86_64-unknown-linux-gnu-debug.exe")) {
      XCTAssertEqual("\($0)", "the product's build needs SwiftPM's own new-swiftpm-tool (/b/App_App.resources/Data)")
    }
  }

  /// A build plugin's build command is in the plan: llbuild runs it, and the plan names the plugin.
  func testAProductBuiltFromABuildCommandsOutputRunsTheCommandFromThePlan() throws {
    let command = """
        "/b/plugins/outputs/app/Generated/destination/Plugin/Symbols.swift":
          tool: shell
          inputs: ["/p/.git/HEAD"]
          outputs: ["/b/plugins/outputs/app/Generated/destination/Plugin/Symbols.swift"]
          description: "Writing symbols"
          args: ["/bin/sh","-c","echo > \\"$0\\"","/b/plugins/outputs/app/Generated/destination/Plugin/Symbols.swift"]

      """
    let manifest = try LLBuildManifest(text: plan.replacingOccurrences(of: "commands:\n", with: "commands:\n" + command))
    let target = "Generated-x86_64-unknown-linux-gnu-debug.exe"
    let runnable = try LLBuildManifest.commands(inRunnable: manifest.runnable(target: target))
    XCTAssertEqual(runnable["/b/plugins/outputs/app/Generated/destination/Plugin/Symbols.swift"]?.tool, "shell")
    XCTAssertEqual(manifest.plugins(neededBy: target), ["Plugin"])
    XCTAssertEqual(manifest.plugins(neededBy: "App-x86_64-unknown-linux-gnu-debug.exe"), [])
  }

  func testAPlanNotLaidOutAsSwiftPMWritesItIsRefused() {
    XCTAssertThrowsError(try LLBuildManifest(text: "client:\n  name: other\n"))
    XCTAssertThrowsError(
      try LLBuildManifest(text: plan.replacingOccurrences(of: "    inputs: [\"/b/Generated\"]", with: "    inputs: [/b")))
  }
}

extension LLBuildManifest {
  /// The commands of a rewritten plan by key: tool and arguments.
  fileprivate static func commands(inRunnable text: String) throws -> [String: (tool: String, arguments: [String])] {
    var commands: [String: (tool: String, arguments: [String])] = [:]
    var key = ""
    for line in text.split(separator: "\n") {
      if line.hasPrefix("  \""), let end = line.range(of: "\":") {
        key = String(line[line.index(line.startIndex, offsetBy: 3)..<end.lowerBound])
        commands[key] = ("", [])
      } else if line.hasPrefix("    tool: ") {
        commands[key]?.tool = String(line.dropFirst(10))
      } else if line.hasPrefix("    args: ") {
        commands[key]?.arguments = try JSONSerialization.jsonObject(with: Data(line.dropFirst(10).utf8)) as? [String] ?? []
      }
    }
    return commands
  }
}
