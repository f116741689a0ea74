import ArgumentParser
import Foundation
import XCTest

@testable import WidgetGalleryServe

/// The server's command line as `widget-gallery serve` writes it (GalleryCLI's
/// `ServeOptions.serverArguments`), and how the server reports a bad one.
final class WidgetGalleryServeCommandTests: XCTestCase {
  private let folder = URL(fileURLWithPath: "/work/App", isDirectory: true)

  func testTheServerReadsThePackageProductAndOptionsServePasses() throws {
    let command = try WidgetGalleryServeCommand.parse([
      "--program", ".build/x86_64-unknown-linux-gnu/release/my-widgets", "--package-path", "/work/App", "--product",
      "my-widgets", "--configuration", "release", "--scratch-path", "../scratch", "--host", "127.0.0.1", "--port", "0",
      "--output", "Out", "--", "--device", "ipad-820x1180", "--output-like", "x",
    ])
    XCTAssertEqual(command.program, ".build/x86_64-unknown-linux-gnu/release/my-widgets")
    XCTAssertEqual(command.host, "127.0.0.1")
    XCTAssertEqual(command.port, 0)
    XCTAssertEqual(command.output, "Out")
    XCTAssertEqual(command.buildOptions, ["--device", "ipad-820x1180", "--output-like", "x"])
    let package = command.servedPackage(workingDirectory: folder)
    XCTAssertEqual(package.root.path, "/work/App")
    XCTAssertEqual(package.product, "my-widgets")
    XCTAssertEqual(package.configuration, "release")
    XCTAssertEqual(package.scratchPath?.path, "/work/scratch", "relative to the working directory")
    XCTAssertEqual(
      package.buildArguments,
      ["build", "--package-path", "/work/App", "--product", "my-widgets", "-c", "release", "--scratch-path", "/work/scratch"])
    XCTAssertEqual(
      ServedPackage(root: folder, product: "my-widgets", configuration: "debug").buildArguments,
      ["build", "--package-path", "/work/App", "--product", "my-widgets", "-c", "debug"], "the package's own .build")
  }

  /// Everything but the build folder comes from `serve`; a command line without it, or with
  /// an unknown configuration, is bad usage (exit 2) reported as `error: …`.
  func testACommandLineServeDidNotMakeIsBadUsage() {
    let complete = [
      "--program", "p", "--package-path", ".", "--product", "w", "--configuration", "debug", "--host", "::1", "--port",
      "8000", "--output", "Site",
    ]
    XCTAssertNoThrow(try WidgetGalleryServeCommand.parse(complete))
    for option in ["--program", "--package-path", "--product", "--configuration", "--host", "--port", "--output"] {
      let index = complete.firstIndex(of: option)!
      let without = Array(complete[..<index] + complete[(index + 2)...])
      XCTAssertThrowsError(try WidgetGalleryServeCommand.parse(without), option) {
        XCTAssertEqual(ServeFailure.exitStatus(for: $0), 2, option)
      }
    }
    var unknown = complete
    unknown[unknown.firstIndex(of: "debug")!] = "fast"
    XCTAssertThrowsError(try WidgetGalleryServeCommand.parse(unknown)) {
      XCTAssertEqual(ServeFailure.exitStatus(for: $0), 2)
      let message = ServeFailure.message(for: $0) ?? ""
      XCTAssertTrue(message.hasPrefix("error: --configuration takes debug or release; got fast"), message)
    }
  }

  /// The reference clock's environment, as `serve` passes it, reaches each render; a
  /// variable without a name is bad usage.
  func testTheRenderEnvironmentIsReadByNameAndABadOneIsRefused() throws {
    let complete = [
      "--program", "p", "--package-path", ".", "--product", "w", "--configuration", "debug", "--host", "::1", "--port",
      "8000", "--output", "Site", "--render-environment", "FAKETIME=1718012460", "--render-environment", "NO_FAKE_STAT=1",
      "--render-environment", "LD_PRELOAD=/lib/a.so /lib/b=c.so",
    ]
    let command = try WidgetGalleryServeCommand.parse(complete)
    XCTAssertEqual(
      command.renderVariables, ["FAKETIME": "1718012460", "NO_FAKE_STAT": "1", "LD_PRELOAD": "/lib/a.so /lib/b=c.so"])
    XCTAssertEqual(try WidgetGalleryServeCommand.parse(Array(complete.dropLast(6))).renderVariables, [:])
    XCTAssertThrowsError(try WidgetGalleryServeCommand.parse(complete + ["--render-environment", "=1"])) {
      XCTAssertEqual(ServeFailure.exitStatus(for: $0), 2)
      let message = ServeFailure.message(for: $0) ?? ""
      XCTAssertTrue(message.hasPrefix("error: --render-environment takes NAME=VALUE; got =1"), message)
    }
  }

  /// An error of the running server (it cannot listen, say) ends it with exit status 1.
  func testAServerErrorExitsWithOne() {
    struct CannotListen: Error {}
    XCTAssertEqual(ServeFailure.exitStatus(for: CannotListen()), 1)
    XCTAssertEqual(ServeFailure.message(for: CannotListen())?.hasPrefix("error: "), true)
    XCTAssertEqual(ServeFailure.exitStatus(for: CleanExit.helpRequest()), 0, "--help")
  }
}
