import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import MirrorCore
import SwiftUI
import Synchronization
import WidgetKit
import XCTest

@testable import GalleryCLI

private let timelineCalls = Atomic<Int>(0)

/// A rebuild with nothing changed stops at once; any changed input or edited output file
/// renders again.
final class BuildRecordTests: CommandLineTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    let fixtures = folder.appendingPathComponent("fixtures")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: fixtures.appendingPathComponent("urls.json"))
    let provider = StubProvider(policy: .never) { now in
      timelineCalls.add(1, ordering: .relaxed)
      return [StubEntry(date: now)]
    }
    WidgetRegistry.sources = [widget(kind: "Note", provider: provider, fixturesDirectory: fixtures)]
  }

  /// Runs `build` and says whether it rendered (called the provider).
  private func build(_ extra: [String] = []) throws -> Bool {
    let before = timelineCalls.load(ordering: .relaxed)
    var command = try BuildCommand.parseAsRoot(
      ["--output", folder.appendingPathComponent("Site").path, "--timeout", "1"] + extra)
    try command.run()
    return timelineCalls.load(ordering: .relaxed) > before
  }

  func testNothingChangedRendersNothingAndAnyChangeRendersAgain() throws {
    XCTAssertTrue(try build(), "the first build renders")
    XCTAssertFalse(try build(), "nothing changed")
    XCTAssertTrue(try build(["--force"]), "--force renders anyway")
    XCTAssertFalse(try build())

    try Data("{ }".utf8).write(to: folder.appendingPathComponent("fixtures/urls.json"))
    XCTAssertTrue(try build(), "a fixture changed")
    XCTAssertFalse(try build())

    XCTAssertTrue(try build(["--appearances", "dark"]), "other options")
    XCTAssertFalse(try build(["--appearances", "dark"]))

    let page = folder.appendingPathComponent("Site/index.html")
    try FileManager.default.removeItem(at: page)
    XCTAssertTrue(try build(), "a file of the site was deleted")
    XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "and is written again")
    XCTAssertFalse(try build())
  }

  func testFoldersGivenOnTheCommandLineCountByTheirContents() throws {
    let shared = folder.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared.appendingPathComponent("UserDefaults"), withIntermediateDirectories: true)
    let file = shared.appendingPathComponent("UserDefaults/group.example.json")
    try Data("{}".utf8).write(to: file)
    XCTAssertTrue(try build(["--fixtures", shared.path]))
    XCTAssertFalse(try build(["--fixtures", shared.path]))
    try Data("{ }".utf8).write(to: file)
    XCTAssertTrue(try build(["--fixtures", shared.path]), "a file in the --fixtures folder changed")
  }

  func testCheckAlwaysRenders() throws {
    XCTAssertTrue(try build())
    XCTAssertTrue(try build(["--check"]))
  }
}
