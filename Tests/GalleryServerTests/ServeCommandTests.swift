import ArgumentParser
import Foundation
import XCTest

@testable import GalleryCLI
@testable import WidgetGalleryServe

/// How `serve` finds the package and product to rebuild, and what it watches.
final class ServeCommandTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-package-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App/Sources/App"), withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.1\n".utf8).write(to: folder.appendingPathComponent("App/Package.swift"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func testThePackageIsFoundAboveTheProgramAndTheProductIsItsName() throws {
    let root = folder.appendingPathComponent("App")
    let program = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/my-widgets")
    let package = try WidgetPackage.locate(executable: program, packagePath: nil, product: nil, workingDirectory: folder)
    XCTAssertEqual(package.root.path, root.path)
    XCTAssertEqual(package.product, "my-widgets")
    XCTAssertEqual(package.configuration, "debug")
    XCTAssertNil(package.scratchPath, "the package's own .build")
    XCTAssertEqual(package.buildArguments, ["build", "--package-path", root.path, "--product", "my-widgets", "-c", "debug"])

    let elsewhere = folder.appendingPathComponent("scratch/x86_64-unknown-linux-gnu/release/my-widgets")
    let fromWorkingDirectory = try WidgetPackage.locate(
      executable: elsewhere, packagePath: nil, product: "Widgets", workingDirectory: root.appendingPathComponent("Sources/App"))
    XCTAssertEqual(fromWorkingDirectory.root.path, root.path)
    XCTAssertEqual(fromWorkingDirectory.product, "Widgets")
    XCTAssertEqual(fromWorkingDirectory.configuration, "release")
    XCTAssertEqual(fromWorkingDirectory.scratchPath?.path, folder.appendingPathComponent("scratch").path)
    XCTAssertEqual(
      fromWorkingDirectory.buildArguments.suffix(2), ["--scratch-path", folder.appendingPathComponent("scratch").path])
  }

  func testAPackagePathWithoutAManifestOrNoPackageAtAllIsBadUsage() {
    let outside = URL(fileURLWithPath: "/usr/bin/widget-gallery")
    XCTAssertThrowsError(
      try WidgetPackage.locate(executable: outside, packagePath: folder.path, product: nil, workingDirectory: folder)
    ) {
      XCTAssertTrue("\($0)".contains("no Package.swift in \(self.folder.path)"), "\($0)")
    }
    XCTAssertThrowsError(
      try WidgetPackage.locate(
        executable: outside, packagePath: nil, product: nil, workingDirectory: URL(fileURLWithPath: "/proc"))
    ) {
      XCTAssertTrue("\($0)".contains("give --package-path"), "\($0)")
    }
  }

  func testServeListensOnLoopbackUnlessToldAndPassesBuildOptionsThrough() throws {
    let command = try ServeCommand.parse(["--port", "0", "--", "--device", "ipad-820x1180"])
    XCTAssertEqual(command.options.host, "127.0.0.1")
    XCTAssertEqual(command.options.buildOptions, ["--device", "ipad-820x1180"])
    XCTAssertThrowsError(try ServeCommand.parse(["--", "--output", "Elsewhere"]))
    XCTAssertThrowsError(try ServeCommand.parse(["--port", "70000"]))
  }

  /// `serve` hands its options to `widget-gallery-serve` with the package and product it found,
  /// and the program that renders the first site.
  func testTheServerGetsServesOptionsThePackageAndTheProgram() throws {
    let root = folder.appendingPathComponent("App")
    let program = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release/my-widgets")
    let package = try WidgetPackage.locate(executable: program, packagePath: nil, product: nil, workingDirectory: folder)
    let options = try ServeOptions.parse(["--port", "0", "--output", "Out", "--", "--device", "ipad-820x1180"])
    let server = try WidgetGalleryServeCommand.parse(["--program", program.path] + options.arguments(package: package))
    XCTAssertEqual(server.options.port, 0)
    XCTAssertEqual(server.options.output, "Out")
    XCTAssertEqual(server.options.buildOptions, ["--device", "ipad-820x1180"])
    let found = try server.widgetPackage(
      workingDirectory: folder, server: URL(fileURLWithPath: "/elsewhere/debug/widget-gallery-serve"))
    XCTAssertEqual(found, package)
    XCTAssertEqual(found.configuration, "release", "the widget program's configuration, not the server's")
    XCTAssertEqual(
      package.buildArguments(product: ServeCommand.serverProduct),
      ["build", "--package-path", root.path, "--product", "widget-gallery-serve", "-c", "release"])
  }

  /// Run on its own, the server builds the product it is given, as the server itself was built.
  func testTheServerOnItsOwnNeedsAProductAndBuildsAsItWasBuilt() throws {
    let root = folder.appendingPathComponent("App")
    let server = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/widget-gallery-serve")
    XCTAssertThrowsError(try WidgetGalleryServeCommand.parse([]).widgetPackage(workingDirectory: root, server: server)) {
      XCTAssertTrue("\($0)".contains("--product NAME"), "\($0)")
    }
    let package = try WidgetGalleryServeCommand.parse(["--product", "my-widgets"]).widgetPackage(
      workingDirectory: root, server: server)
    XCTAssertEqual(package.root.path, root.path)
    XCTAssertEqual(package.product, "my-widgets")
    XCTAssertEqual(package.configuration, "debug")
  }

  func testTheWatcherReportsChangesBelowItsRootsButNotHiddenOrIgnoredOnes() throws {
    let root = folder.appendingPathComponent("App")
    let watcher = try SourceWatcher(roots: [root], ignoring: [root.appendingPathComponent("Site")])
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Site"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("Site/index.html"))
    try Data("x".utf8).write(to: root.appendingPathComponent(".build/a.o"))
    try Data("x".utf8).write(to: root.appendingPathComponent("Sources/App/.View.swift.swp"))
    try Data("struct V {}".utf8).write(to: root.appendingPathComponent("Sources/App/View.swift"))
    XCTAssertEqual(watcher.waitForChanges(), [root.appendingPathComponent("Sources/App/View.swift").path])

    // A folder made after the watch started is watched too.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App/Views"), withIntermediateDirectories: true)
    _ = watcher.waitForChanges()
    try Data("struct W {}".utf8).write(to: root.appendingPathComponent("Sources/App/Views/W.swift"))
    XCTAssertEqual(watcher.waitForChanges(), [root.appendingPathComponent("Sources/App/Views/W.swift").path])
  }
}
