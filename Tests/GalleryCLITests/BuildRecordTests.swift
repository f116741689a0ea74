import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import Synchronization
import ViewDSL
import XCTest
@testable import GalleryCLI

private let timelineCalls = Atomic<Int>(0)

/// A rebuild with nothing changed stops at once; any changed input or edited output file
/// renders again.
final class BuildRecordTests: XCTestCase {
  private var folder: URL!
  private var savedCache: String?

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("fixtures/urls.json"))
    savedCache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
    setenv("XDG_CACHE_HOME", folder.appendingPathComponent("cache").path, 1)
    let configuration = StaticConfiguration(kind: "Note", provider: StubProvider(policy: .never) { now in
      timelineCalls.add(1, ordering: .relaxed)
      return [StubEntry(date: now)]
    }) { _ in
      Text("Note").containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    WidgetRegistry.sources = [GalleryWidget(configuration: configuration.galleryConfiguration, fixturesDirectory: folder.appendingPathComponent("fixtures"))]
  }

  override func tearDownWithError() throws {
    if let savedCache { setenv("XDG_CACHE_HOME", savedCache, 1) } else { unsetenv("XDG_CACHE_HOME") }
    WidgetRegistry.sources = []
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `build` and says whether it rendered (called the provider).
  private func build(_ extra: [String] = []) throws -> Bool {
    let before = timelineCalls.load(ordering: .relaxed)
    var command = try BuildCommand.parseAsRoot(["--output", folder.appendingPathComponent("Site").path, "--timeout", "1"] + extra)
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
