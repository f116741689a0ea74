import ActivityKit
import ArgumentParser
import Foundation
import FoundationFixtures
import GalleryFixtures
import GalleryRunner
import GalleryTestSupport
import MirrorCore
import SwiftUI
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
    // This program also holds the seeds' `#Preview`s, and the InAppStory seed's reads its
    // suite's stories: its own fixture folder answers them, so nothing at all is missing.
    let seedFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Products/Seeds/InAppStory/Fixtures").standardizedFileURL
    XCTAssertEqual(
      exitStatus([
        "build", "--output", folder.appendingPathComponent("site").path, "--missing-fixtures", missing.path, "--widgets", "Plain",
        "--fixtures", seedFixtures.path,
      ]), 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
  }

  func testATimeoutNamesTheURLsTheProviderAskedForAndDidNotGet() throws {
    let waits = StubProvider { _ in
      // An extension that fetches its data and calls its completion only on success.
      _ = try? Data(contentsOf: URL(string: "https://api.example.com/v2/today")!)
      return nil
    }
    WidgetRegistry.sources = [widget(kind: "Waits", provider: waits)]
    let site = folder.appendingPathComponent("site")
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--timeout", "0.5"]), 1)
    let manifest =
      try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json"))) as? [String: Any]
    let message = ((manifest?["failures"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
    XCTAssertTrue(
      message.contains(
        "getTimeline for systemSmall did not call its completion handler within 0.5 s; it requested https://api.example.com/v2/today which urls.json lacks: build with --missing-fixtures DIR"
      ), message)
    XCTAssertFalse(message.contains("raise the limit"), message)
  }

  func testALiveActivityWithNoStatesGetsASkeletonWithEveryKeyTyped() throws {
    let configuration = ActivityConfiguration(for: TripAttributes.self) { context in
      Text(context.state.stop)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text(context.attributes.line) }
      } compactLeading: {
        Text("L")
      } compactTrailing: {
        Text("T")
      } minimal: {
        Text("M")
      }
    }
    WidgetRegistry.sources = [GalleryWidget(configuration: configuration.galleryConfiguration)]
    let site = folder.appendingPathComponent("site")
    let missing = folder.appendingPathComponent("missing")
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--missing-fixtures", missing.path]), 0)

    let skeleton = try String(
      contentsOf: missing.appendingPathComponent("LiveActivities/TripAttributes.json"), encoding: .utf8)
    XCTAssertEqual(
      skeleton,
      """
      {
        "attributes" : {
          "line" : "",
          "number" : 0
        },
        "states" : [
          {
            "name" : "",
            "state" : {
              "arrives" : "2024-06-10T09:41:00Z",
              "driver" : {
                "name" : "",
                "rating" : 0
              },
              "late" : false,
              "minutes" : 0,
              "seats" : [
                0
              ],
              "stage" : "boarding",
              "stop" : ""
            }
          }
        ]
      }

      """)
    // Nothing is guessed into the gallery: the activity is still drawn with no state.
    let manifest =
      try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json"))) as? [String: Any]
    let previews = (manifest?["previews"] as? [[String: Any]])?.filter { $0["widget"] as? String == "TripAttributes" }
    XCTAssertEqual(previews?.count, 0)
  }
}

/// A Live Activity's attributes with a key of each kind: text, numbers, an optional, a date, an
/// array, a nested type and an enum.
private struct TripAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var stop: String
    var minutes: Int
    var late: Bool?
    var arrives: Date
    var seats: [Int]
    var driver: Driver
    var stage: Stage
  }

  struct Driver: Codable, Hashable {
    var name: String
    var rating: Double
  }

  enum Stage: String, Codable, Hashable, CaseIterable {
    case boarding, riding
  }

  var line: String
  var number: Int
}
