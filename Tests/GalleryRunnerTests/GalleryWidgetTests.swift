import Foundation
import GalleryFixtures
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import MirrorCore

/// A widget brings its own app-data and asset folders; the command line's `--fixtures` and
/// `--assets` fill in only what it does not bring.
final class GalleryWidgetTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-widget-\(UUID().uuidString)")
    for name in ["own", "shared"] {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: folder.appendingPathComponent("\(name)/urls.json"))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var configuration: ErasedWidgetConfiguration {
    StaticConfiguration(kind: "Folders", provider: StubProvider.single()) { _ in Text("x") }.galleryConfiguration
  }

  func testTheCommandLinesFoldersApplyOnlyWhereTheWidgetBringsNone() throws {
    let own = folder.appendingPathComponent("own")
    let shared = folder.appendingPathComponent("shared")
    let bare = GalleryWidget(configuration: configuration).withFolders(fixtures: shared, assets: shared)
    XCTAssertEqual(bare.fixturesDirectory, shared)
    XCTAssertEqual(bare.assetsDirectory, shared)
    XCTAssertEqual(bare.fixtures?.directory, shared.standardizedFileURL)
    XCTAssertNil(bare.loadError)

    let brought = GalleryWidget(configuration: configuration, fixturesDirectory: own).withFolders(fixtures: shared, assets: nil)
    XCTAssertEqual(brought.fixturesDirectory, own, "the widget's own folder wins")
    XCTAssertEqual(brought.fixtures?.directory, own.standardizedFileURL)
    XCTAssertNil(brought.assetsDirectory)
  }

  /// The folders are read when the widget's app data is first asked for, not when it is made
  /// (a program re-executing itself, or finding its site up to date, never reads them), and
  /// once: copies share what was read.
  func testFoldersAreReadAtFirstUseAndOnce() throws {
    let later = folder.appendingPathComponent("later")
    let widget = GalleryWidget(configuration: configuration, fixturesDirectory: later)
    try FileManager.default.createDirectory(at: later, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: later.appendingPathComponent("urls.json"))
    let copy = widget
    XCTAssertNil(copy.loadError, "read after the folder was made")
    XCTAssertEqual(copy.fixtures?.directory, later.standardizedFileURL)
    try FileManager.default.removeItem(at: later)
    XCTAssertNil(widget.loadError, "the copy's reading is the widget's")
    XCTAssertEqual(widget.fixtures?.directory, later.standardizedFileURL)
  }

  func testAnUnreadableFolderFailsTheWidgetWhenItsFixturesAreInstalled() throws {
    let missing = folder.appendingPathComponent("missing")
    let widget = GalleryWidget(configuration: configuration, app: "App").withFolders(fixtures: missing, assets: nil)
    let error = try XCTUnwrap(widget.loadError)
    XCTAssertEqual(error.widget, "App.Folders")
    XCTAssertEqual(error.underlying as? AppDataFixtureError, .missingDirectory(path: missing.path))
    XCTAssertThrowsError(try widget.installFixtures())
  }
}
