import Foundation
import SnapshotTesting
import WidgetGallery
import WidgetGallerySnapshotTesting
import XCTest

@testable import SeedPodcast

/// The strategies on the seed views, against snapshot folders of their own (removed after).
@MainActor final class SnapshotStrategyTests: XCTestCase {
  /// XCTest makes an instance per test, so each test has a folder of its own.
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try super.setUpWithError()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // swift-snapshot-testing writes failing snapshots here rather than to the system's temporary folder.
    setenv("SNAPSHOT_ARTIFACTS", folder.appendingPathComponent("artifacts").path, 1)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
    try super.tearDownWithError()
  }

  private var references: String { folder.appendingPathComponent("__Snapshots__").path }

  /// The failure message of one assertion (nil when it passed).
  private func verify<Value, Format>(
    _ value: @autoclosure () -> Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: SnapshotTestingConfiguration.Record, testName: String = #function
  ) -> String? {
    verifySnapshot(of: value(), as: strategy, named: name, record: record, snapshotDirectory: references, testName: testName)
  }

  private func reference(_ file: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: references).appendingPathComponent(file))
  }

  func testEverySeedViewIsRecordedThenMatches() async throws {
    func check<V: View>(_ view: V, _ strategy: Snapshotting<V, String>, _ name: String, _ renderer: WidgetRenderer) throws {
      let recorded = verify(view, as: strategy, named: name, record: .missing, testName: "seeds")
      XCTAssertTrue(recorded?.contains("Automatically recorded snapshot") ?? false, recorded ?? "no message")
      let file = "seeds.\(name).svg"
      XCTAssertEqual(
        String(decoding: try reference(file), as: UTF8.self), renderer.svg(of: view), "the reference is the render API's output")
      XCTAssertNil(verify(view, as: strategy, named: name, record: .never, testName: "seeds"))
    }
    try check(SeedViews.podcast, .svg(layout: .widget(.systemMedium)), "podcast", WidgetRenderer(layout: .widget(.systemMedium)))
    try check(
      SeedViews.vocabulary, .svg(layout: .widget(.systemSmall), appearance: .dark), "vocabulary",
      WidgetRenderer(layout: .widget(.systemSmall), appearance: .dark))
    try check(
      SeedViews.inAppStory, .svg(layout: .fixed(width: 350, height: 160)), "inappstory",
      WidgetRenderer(layout: .fixed(width: 350, height: 160)))
    try check(
      SeedViews.gameStatus, .svg(layout: .widget(.systemSmall), appearance: .privacy), "gamestatus",
      WidgetRenderer(layout: .widget(.systemSmall), appearance: .privacy))
    try check(SeedViews.zhiHuDaily, .svg(), "zhihudaily", WidgetRenderer())
  }

  func testAColourChangeFailsWithTheChangeInWordsAndPassesAfterRecordingAgain() async throws {
    let strategy = Snapshotting<AnyView, String>.svg(layout: .widget(.systemSmall))
    XCTAssertNotNil(verify(AnyView(SeedViews.gameStatus), as: strategy, named: "status", record: .missing))
    XCTAssertNil(verify(AnyView(SeedViews.gameStatus), as: strategy, named: "status", record: .never))

    let recoloured = AnyView(SeedViews.gameStatus.foregroundStyle(Color.orange))
    let failure = try XCTUnwrap(verify(recoloured, as: strategy, named: "status", record: .never))
    XCTAssertTrue(failure.contains("Text \"Current turn\" colour changed from"), failure)
    XCTAssertTrue(failure.contains("to #FF9500"), failure)

    XCTAssertNotNil(verify(recoloured, as: strategy, named: "status", record: .all), "recording again reports that it recorded")
    XCTAssertNil(verify(recoloured, as: strategy, named: "status", record: .never))
  }

  func testAMismatchAttachesTheLineDiffAndBothDocuments() async throws {
    let renderer = WidgetRenderer(layout: .widget(.systemSmall))
    let old = renderer.svg(of: SeedViews.gameStatus)
    let new = renderer.svg(of: SeedViews.gameStatus.foregroundStyle(Color.orange))
    XCTAssertNil(Diffing<String>.svg.diffV2(old, old))
    let (message, attachments) = try XCTUnwrap(Diffing<String>.svg.diffV2(old, new))
    XCTAssertTrue(message.hasPrefix("The SVG differs from the reference:\n  • "), message)
    let names = attachments.compactMap { attachment -> String? in
      if case .data(_, let name) = attachment { return name }
      return nil
    }
    XCTAssertEqual(names, ["difference.patch", "reference.svg", "failure.svg"])
  }

  func testAWidgetWithAnEntryHasAStrategyOfItsOwn() async throws {
    let strategy = Snapshotting<FavoriteEpisodeWidget, String>.svg(entry: SeedViews.podcastEntry, layout: .widget(.systemSmall))
    XCTAssertNotNil(verify(SeedViews.podcastWidget, as: strategy, named: "small", record: .missing))
    let svg = String(decoding: try reference("testAWidgetWithAnEntryHasAStrategyOfItsOwn.small.svg"), as: UTF8.self)
    XCTAssertTrue(svg.contains("cr2024-im://podcasts/rnr-1"), "the entry view's widgetURL")
    XCTAssertNil(verify(SeedViews.podcastWidget, as: strategy, named: "small", record: .never))
    let other = Snapshotting<FavoriteEpisodeWidget, String>.svg(
      entry: SeedViews.podcastEntry, layout: .widget(.systemSmall), appearance: .dark)
    XCTAssertNotNil(verify(SeedViews.podcastWidget, as: other, named: "small", record: .never))
  }

  func testPNGIsDrawnAtTheDisplayScaleAndCountsChangedPixels() async throws {
    let strategy = Snapshotting<AnyView, Data>.png(layout: .widget(.systemMedium))
    XCTAssertNotNil(verify(AnyView(SeedViews.podcast), as: strategy, named: "medium", record: .missing))
    let png = try reference("testPNGIsDrawnAtTheDisplayScaleAndCountsChangedPixels.medium.png")
    XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    XCTAssertEqual([bigEndian(16), bigEndian(20)], [1014, 474], "338×158 points at 3×")
    XCTAssertNil(verify(AnyView(SeedViews.podcast), as: strategy, named: "medium", record: .never))

    let failure = try XCTUnwrap(
      verify(AnyView(SeedViews.podcast.foregroundStyle(Color.orange)), as: strategy, named: "medium", record: .never))
    XCTAssertTrue(failure.contains("pixels differ"), failure)
  }
}

/// The "Snapshot tests" article's calls (WidgetGallerySnapshotTesting.docc/SnapshotTests.md), on seed views, so the documented forms compile and draw.
@MainActor final class ReadmeExampleTests: XCTestCase {
  private func svg<V>(_ value: V, _ strategy: Snapshotting<V, String>) -> String {
    var result = ""
    strategy.snapshot(value).run { result = $0 }
    return result
  }

  func testTheDocumentedStrategiesDraw() async throws {
    let medium = svg(
      SeedViews.podcast.environment(\.widgetFamily, .systemMedium), .svg(layout: .widget(.systemMedium), appearance: .dark))
    XCTAssertTrue(medium.hasPrefix("<svg") || medium.hasPrefix("<?xml"), String(medium.prefix(80)))
    XCTAssertTrue(svg(SeedViews.podcast, .svg(layout: .fixed(width: 350, height: 160))).contains("width=\"350\""))
    let pad = try XCTUnwrap(Device.named("ipad-1024x1366"))
    let widget = svg(
      SeedViews.podcastWidget,
      .svg(entry: SeedViews.podcastEntry, layout: .widget(.systemSmall), appearance: .tinted, device: pad))
    XCTAssertTrue(widget.contains("width=\"170\""), "the iPad's small widget")
  }
}
