import FoundationFixtures
import ArgumentParser
import Foundation
import GalleryFixtures
import GalleryRunner
import GalleryTestSupport
import SwiftUI
import ViewDSL
import WidgetKit
import XCTest

@testable import GalleryCLI

/// `build --missing-fixtures DIR`: a skeleton fixture folder with what the widgets asked for
/// and did not get, written only into a new or empty folder.
final class MissingFixturesTests: CommandLineTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    try AppDataFixtures.relaunchWithPrivatePreferencesIfNeeded()
    MissingFixtures.reset()
    let asks = StubProvider(policy: .never) { now in
      let status = (try? Data(contentsOf: URL(string: "https://api.example.com/v1/status?user=7")!)).map { _ in "fetched" }
      let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.app")
      return [StubEntry(date: now, title: status ?? (group == nil ? "no data" : "group"))]
    }
    WidgetRegistry.sources = [widget(kind: "Asks", provider: asks)]
  }

  override func tearDownWithError() throws {
    MissingFixtures.reset()
    try super.tearDownWithError()
  }

  func testTheSkeletonHasEveryRequestAndLoadsAsAFixtureFolder() throws {
    let site = folder.appendingPathComponent("site").path
    let missing = folder.appendingPathComponent("missing")
    XCTAssertEqual(exitStatus(["build", "--output", site, "--missing-fixtures", missing.path, "--timeout", "5"]), 0)

    let urls =
      try JSONSerialization.jsonObject(with: Data(contentsOf: missing.appendingPathComponent("urls.json"))) as? [String: String]
    XCTAssertEqual(urls, ["https://api.example.com/v1/status?user=7": "responses/api.example.com/v1/status_user_7"])
    XCTAssertEqual(try Data(contentsOf: missing.appendingPathComponent("responses/api.example.com/v1/status_user_7")), Data())
    var isFolder: ObjCBool = false
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: missing.appendingPathComponent("AppGroups/group.com.example.app").path, isDirectory: &isFolder))
    XCTAssertTrue(isFolder.boolValue)
    XCTAssertEqual(try AppDataFixtures(directory: missing).fixtureURLs, ["https://api.example.com/v1/status?user=7"])
  }

  func testAFolderWithFilesIsRefusedBeforeAnythingIsRendered() throws {
    let site = folder.appendingPathComponent("site")
    let missing = folder.appendingPathComponent("missing")
    try FileManager.default.createDirectory(at: missing, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: missing.appendingPathComponent("notes.txt"))
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--missing-fixtures", missing.path]), 2)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: missing.path), ["notes.txt"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: site.path))
    XCTAssertTrue(MissingFixtures.isEmpty)
  }

  func testTheFolderIsNotPartOfTheBuildsFingerprint() throws {
    XCTAssertEqual(
      try BuildCommand.parse(["--missing-fixtures", "M"]).fingerprintArguments(excluding: BuildCommand.notInputs),
      try BuildCommand.parse([]).fingerprintArguments(excluding: BuildCommand.notInputs))
  }

  func testNothingMissingWritesNothing() throws {
    WidgetRegistry.sources = [widget(kind: "Plain", provider: .single())]
    let missing = folder.appendingPathComponent("missing")
    XCTAssertEqual(
      exitStatus(["build", "--output", folder.appendingPathComponent("site").path, "--missing-fixtures", missing.path]), 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
  }
}
