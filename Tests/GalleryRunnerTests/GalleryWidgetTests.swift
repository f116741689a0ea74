import Foundation
import GalleryFixtures
import GalleryTestSupport
import XCTest

@testable import GalleryRunner
@testable import ViewDSL

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

  func testAnUnreadableFolderFailsTheWidgetWhenItsFixturesAreInstalled() throws {
    let missing = folder.appendingPathComponent("missing")
    let widget = GalleryWidget(configuration: configuration, app: "App").withFolders(fixtures: missing, assets: nil)
    let error = try XCTUnwrap(widget.loadError)
    XCTAssertEqual(error.widget, "App.Folders")
    XCTAssertEqual(error.underlying as? AppDataFixtureError, .missingDirectory(path: missing.path))
    XCTAssertThrowsError(try widget.installFixtures())
  }
}
