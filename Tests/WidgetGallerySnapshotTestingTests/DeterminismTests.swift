import Foundation
import GalleryTestSupport
import SnapshotTesting
import WidgetGallery
import WidgetGallerySnapshotTesting
import XCTest

/// A snapshot recorded twice in one process, and once more by a second process, has the same bytes.
@MainActor final class DeterminismTests: XCTestCase {
  /// Set in the second process: the folder its snapshots go to.
  private static let folderVariable = "WIDGETGALLERY_SNAPSHOT_FOLDER"

  private static func record(into folder: String) {
    for (name, view) in [("podcast", AnyView(SeedViews.podcast)), ("vocabulary", AnyView(SeedViews.vocabulary))] {
      _ = verifySnapshot(
        of: view, as: .svg(layout: .widget(.systemMedium), appearance: .dark), named: name, record: .all,
        snapshotDirectory: folder, testName: "seed")
    }
    _ = verifySnapshot(
      of: AnyView(SeedViews.podcast), as: .png(layout: .widget(.systemMedium)), named: "podcast", record: .all,
      snapshotDirectory: folder, testName: "seed")
  }

  /// What the second process runs; skipped in a normal test run.
  func testInChildProcessRecordIntoTheFolderGivenByTheParentProcess() async throws {
    guard let folder = ProcessInfo.processInfo.environment[Self.folderVariable] else {
      throw XCTSkip("runs only as the second process of testSecondRunAndSecondProcessGiveTheSameBytes")
    }
    Self.record(into: folder)
  }

  func testSecondRunAndSecondProcessGiveTheSameBytes() async throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-determinism-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let first = base.appendingPathComponent("first")
    let second = base.appendingPathComponent("second")
    let other = base.appendingPathComponent("process")
    Self.record(into: first.path)
    Self.record(into: second.path)

    var child = ChildProcess(
      URL(fileURLWithPath: CommandLine.arguments[0]),
      ["WidgetGallerySnapshotTestingTests.DeterminismTests/testInChildProcessRecordIntoTheFolderGivenByTheParentProcess"],
      environment: ProcessInfo.processInfo.environment.merging([Self.folderVariable: other.path]) { $1 })
    child.standardError = .intoOutput
    let finished = try child.run(waitingFor: "the second process recording the snapshots", seconds: 120)
    XCTAssertEqual(finished.status, 0, finished.output)
    XCTAssertTrue(finished.output.contains("Executed 1 test, with 0 failures"), finished.output)

    let files = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
    XCTAssertEqual(files, ["seed.podcast.png", "seed.podcast.svg", "seed.vocabulary.svg"])
    for file in files {
      let bytes = try Data(contentsOf: first.appendingPathComponent(file))
      XCTAssertEqual(bytes, try Data(contentsOf: second.appendingPathComponent(file)), "second run: \(file)")
      XCTAssertEqual(bytes, try Data(contentsOf: other.appendingPathComponent(file)), "second process: \(file)")
    }
  }
}
