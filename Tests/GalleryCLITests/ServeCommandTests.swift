import ArgumentParser
import Foundation
import XCTest

@testable import GalleryCLI

/// How `serve` finds the package and product to rebuild, the server's package, and the
/// command line it hands the server.
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

    let elsewhere = folder.appendingPathComponent("scratch/x86_64-unknown-linux-gnu/release/my-widgets")
    let fromWorkingDirectory = try WidgetPackage.locate(
      executable: elsewhere, packagePath: nil, product: "Widgets", workingDirectory: root.appendingPathComponent("Sources/App"))
    XCTAssertEqual(fromWorkingDirectory.root.path, root.path)
    XCTAssertEqual(fromWorkingDirectory.product, "Widgets")
    XCTAssertEqual(fromWorkingDirectory.configuration, "release")
    XCTAssertEqual(fromWorkingDirectory.scratchPath?.path, folder.appendingPathComponent("scratch").path)
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

  /// Serve rebuilds with the build's conditions; a bad condition stops it before it starts.
  func testServeTakesConditionsAndRefusesBadOnes() throws {
    let options = ["--dynamic-type", "large", "accessibility3", "--device", "iphone-393x852", "iphone-375x667"]
    XCTAssertEqual(try ServeCommand.parse(["--port", "0", "--"] + options).options.buildOptions, options)
    XCTAssertThrowsError(try ServeCommand.parse(["--port", "0", "--", "--dynamic-type", "huge"])) { error in
      XCTAssertTrue(ServeCommand.message(for: error).contains("huge"), ServeCommand.message(for: error))
    }
  }

  /// The server's command line names the program, the package and product as found, the
  /// configuration and build folder to rebuild them in, and `serve`'s options.
  func testTheServerGetsTheProgramThePackageAndServesOptions() throws {
    let root = folder.appendingPathComponent("App")
    let program = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release/my-widgets")
    let package = try WidgetPackage.locate(executable: program, packagePath: nil, product: nil, workingDirectory: folder)
    let options = try ServeOptions.parse(["--port", "0", "--output", "Out", "--", "--device", "ipad-820x1180"])
    XCTAssertEqual(
      options.serverArguments(program: program, package: package),
      [
        "--program", program.path, "--package-path", root.path, "--product", "my-widgets", "--configuration", "release",
        "--host", "127.0.0.1", "--port", "0", "--output", "Out", "--", "--device", "ipad-820x1180",
      ])

    let scratch = folder.appendingPathComponent("scratch")
    let elsewhere = try WidgetPackage.locate(
      executable: scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/my-widgets"), packagePath: root.path,
      product: nil, workingDirectory: folder)
    let arguments = try ServeOptions.parse([]).serverArguments(program: program, package: elsewhere)
    XCTAssertEqual(arguments.firstIndex(of: "--scratch-path").map { arguments[$0 + 1] }, scratch.path)
    XCTAssertFalse(arguments.contains("--"), "no build options")

    // The reference clock's variables, sorted by name, before the build options.
    XCTAssertEqual(
      options.serverArguments(program: program, package: package, renderEnvironment: ["NO_FAKE_STAT": "1", "FAKETIME": "5"])
        .suffix(7),
      ["--render-environment", "FAKETIME=5", "--render-environment", "NO_FAKE_STAT=1", "--", "--device", "ipad-820x1180"])
  }

  /// The server is built from the checkout this program was built from, in the widget
  /// program's configuration, in the server package's own build folder.
  func testTheServerIsBuiltFromThisCheckoutsServePackage() throws {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    XCTAssertEqual(ServeCommand.checkout.standardizedFileURL.path, checkout.standardizedFileURL.path)
    let package = try ServeCommand.serverPackage()
    XCTAssertEqual(package.path, checkout.appendingPathComponent("Serve").path)
    XCTAssertEqual(
      ServeCommand.serverBuildArguments(package: package, configuration: "release"),
      ["build", "--package-path", package.path, "-c", "release", "--product", "widget-gallery-serve"])
  }

  func testABuildOfTheServerThatDoesNotEndIsStoppedAtItsDeadlineAndNamed() {
    let started = ContinuousClock.now
    XCTAssertThrowsError(try ServeCommand.run(["sleep", "600"], quiet: true, deadline: 0.5)) { error in
      XCTAssertEqual("\(error)", "sleep 600 did not finish within 0.5 s and was stopped")
    }
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(30))
  }

  func testACheckoutWithoutTheServerPackageIsAClearError() {
    XCTAssertThrowsError(try ServeCommand.serverPackage(in: folder)) {
      XCTAssertTrue("\($0)".contains(self.folder.appendingPathComponent("Serve").path), "\($0)")
      XCTAssertEqual(GalleryCommand.exitStatus(for: $0), 2)
    }
  }
}
