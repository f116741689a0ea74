import AppIntents
import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI

// One preview of each form Xcode knows, as a widget extension writes them; the tests build
// a site with `widget-gallery build` and read what it wrote.

private struct TideEntry: TimelineEntry {
  var date = Date()
  let level: String
}

private struct TideView: View {
  let entry: TideEntry
  var body: some View {
    Text("Tide \(entry.level)").containerBackground(.blue, for: .widget)
  }
}

private struct TideProvider: TimelineProvider {
  func placeholder(in context: Context) -> TideEntry { TideEntry(level: "…") }
  func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) { completion(TideEntry(level: "snapshot")) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
    completion(Timeline(entries: [TideEntry(level: "ebb"), TideEntry(level: "flood")], policy: .never))
  }
}

private struct TideWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "AcceptanceTide", provider: TideProvider()) { entry in
      TideView(entry: entry).padding(4)
    }
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

private struct HarbourIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Harbour"
  var harbour = "Lisbon"

  static var dover: HarbourIntent {
    var intent = HarbourIntent()
    intent.harbour = "Dover"
    return intent
  }
}

private struct HarbourEntry: TimelineEntry {
  var date = Date()
  let harbour: String
}

private struct HarbourProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> HarbourEntry { HarbourEntry(harbour: "…") }
  func snapshot(for configuration: HarbourIntent, in context: Context) async -> HarbourEntry {
    HarbourEntry(harbour: configuration.harbour)
  }
  func timeline(for configuration: HarbourIntent, in context: Context) async -> Timeline<HarbourEntry> {
    Timeline(
      entries: [
        HarbourEntry(harbour: "\(configuration.harbour) at dawn"), HarbourEntry(harbour: "\(configuration.harbour) at dusk"),
      ], policy: .never)
  }
}

private struct HarbourWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "AcceptanceHarbour", intent: HarbourIntent.self, provider: HarbourProvider()) { entry in
      Text(entry.harbour).containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
  }
}

#Preview("Spring tide", as: .systemSmall) {
  TideWidget()
} timeline: {
  TideEntry(level: "spring")
  TideEntry(level: "neap")
}

/// The line of the unnamed preview below, which names it (`<file>-<line>`).
private let mediumPreviewLine = #line + 1
#Preview(as: .systemMedium) {
  TideWidget()
} timelineProvider: {
  TideProvider()
}

#Preview("Dover", as: .systemSmall, using: HarbourIntent.dover) {
  HarbourWidget()
} timelineProvider: {
  HarbourProvider()
}

#Preview("Tide card") {
  TideView(entry: TideEntry(level: "card"))
}

#Preview("Tide badge", traits: .sizeThatFitsLayout) {
  Text("Badge").padding(2)
}

/// The line of the unnamed fixed-layout preview below.
private let fixedPreviewLine = #line + 1
#Preview(traits: .fixedLayout(width: 200, height: 100)) {
  Text("Fixed")
}

private struct TidePreviews: PreviewProvider {
  static var previews: some View {
    Group {
      TideView(entry: TideEntry(level: "in medium"))
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("Tide medium")
      TideView(entry: TideEntry(level: "secret"))
        .redacted(reason: .placeholder)
        .environment(\.colorScheme, .dark)
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("Tide redacted")
      Text("Harbour list")
        .previewLayout(.fixed(width: 120, height: 60))
        .previewDisplayName("Harbour list")
    }
  }
}

final class PreviewAcceptanceTests: PrivatePreferencesTestCase {
  /// XCTest makes an instance per test, so each test has a folder of its own.
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try super.setUpWithError()
    // XCTest sets tests up on the main thread; widgets are main-actor isolated.
    MainActor.assumeIsolated {
      WidgetRegistry.sources = [
        GalleryWidget(configuration: TideWidget().body.galleryConfiguration),
        GalleryWidget(configuration: HarbourWidget().body.galleryConfiguration),
      ]
    }
  }

  override func tearDownWithError() throws {
    WidgetRegistry.sources = []
    try? FileManager.default.removeItem(at: folder)
  }

  private struct Manifest: Decodable {
    struct Widget: Decodable {
      let id: String
      let page: String
      let families: [String]
    }
    struct Preview: Decodable {
      let widget: String
      let family: String
      let entry: String
      let appearance: String
      let anchor: String
      let file: String
      let size: [Double]
      let preview: String?
    }
    let widgets: [Widget]
    let previews: [Preview]
  }

  /// Runs `widget-gallery build` with `extra` arguments and reads the manifest it wrote.
  private func build(_ extra: [String] = []) throws -> Manifest {
    var command = try BuildCommand.parseAsRoot(
      ["--output", folder.path, "--timeout", "5", "--appearances", "light", "dark"] + extra)
    try command.run()
    return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  func testEveryFormOfPreviewIsInTheBuiltSiteWithItsAnchorAndName() throws {
    let manifest = try build()
    let previews = manifest.previews.filter { $0.entry.hasPrefix("preview-") }
    func named(_ anchor: String) throws -> Manifest.Preview {
      try XCTUnwrap(previews.first { $0.anchor == anchor }, "no \(anchor) in \(previews.map(\.anchor))")
    }
    let file = "PreviewAcceptanceTests.swift"
    let expected: [(anchor: String, name: String, text: String)] = [
      // #Preview(_:as:widget:timeline:): a row per entry.
      ("AcceptanceTide--systemSmall--preview-spring-tide--light", "Spring tide (1)", "Tide spring"),
      ("AcceptanceTide--systemSmall--preview-spring-tide-2--dark", "Spring tide (2)", "Tide neap"),
      // #Preview(as:widget:timelineProvider:): the provider's timeline, unnamed: file and line.
      (
        "AcceptanceTide--systemMedium--preview-gallerysitetests-previewacceptancetests-swift-\(mediumPreviewLine)--light",
        "\(file):\(mediumPreviewLine) (1)", "Tide ebb"
      ),
      (
        "AcceptanceTide--systemMedium--preview-gallerysitetests-previewacceptancetests-swift-\(mediumPreviewLine)-2--light",
        "\(file):\(mediumPreviewLine) (2)", "Tide flood"
      ),
      // #Preview(as:using:widget:timelineProvider:): the timeline for the given intent.
      ("AcceptanceHarbour--systemSmall--preview-dover--light", "Dover (1)", "Dover at dawn"),
      ("AcceptanceHarbour--systemSmall--preview-dover-2--dark", "Dover (2)", "Dover at dusk"),
      // #Preview(_:body:) of the widget's entry view: its widget's first family.
      ("AcceptanceTide--systemSmall--preview-tide-card--dark", "Tide card", "Tide card"),
      // A PreviewProvider's views of the entry view, in their previewContext family.
      ("AcceptanceTide--systemMedium--preview-tide-medium--light", "Tide medium", "Tide in medium"),
      // View previews of no widget's entry view: the previews page.
      ("widgetgallery.previews--systemMedium--preview-tide-badge--light", "Tide badge", "Badge"),
      (
        "widgetgallery.previews--systemMedium--preview-gallerysitetests-previewacceptancetests-swift-\(fixedPreviewLine)--light",
        "\(file):\(fixedPreviewLine)", "Fixed"
      ),
      ("widgetgallery.previews--systemMedium--preview-harbour-list--dark", "Harbour list", "Harbour list"),
    ]
    for (anchor, name, text) in expected {
      let preview = try named(anchor)
      XCTAssertEqual(preview.preview, name, anchor)
      XCTAssertTrue(try self.text(preview.file).contains(text), "\(anchor) draws \(text)")
      let page = try XCTUnwrap(manifest.widgets.first { $0.id == preview.widget }).page
      let html = try self.text(page)
      XCTAssertTrue(html.contains("<figure class=\"preview\" id=\"\(anchor)\""), "\(page) has \(anchor)")
      XCTAssertTrue(html.contains("<span class=\"preview-name\">\(name)</span>"), "\(page) names \(anchor) \(name)")
    }
    // Redacted, as the provider asked: its text is not drawn.
    let redacted = try named("AcceptanceTide--systemSmall--preview-tide-redacted--light")
    XCTAssertFalse(try text(redacted.file).contains("Tide secret"))
    XCTAssertTrue(try text(named("AcceptanceTide--systemSmall--preview-tide-card--light").file).contains("Tide card"))
    // Layout traits: drawn at their own size, not the family's.
    XCTAssertEqual(
      try named(
        "widgetgallery.previews--systemMedium--preview-gallerysitetests-previewacceptancetests-swift-\(fixedPreviewLine)--light"
      ).size, [200, 100])
    XCTAssertEqual(try named("widgetgallery.previews--systemMedium--preview-harbour-list--light").size, [120, 60])
    let badge = try named("widgetgallery.previews--systemMedium--preview-tide-badge--light").size
    XCTAssertLessThan(badge[0], 100, "the badge at its ideal size")
    XCTAssertLessThan(badge[1], 40)
    // A widget page's previews sit in its Previews section, after the provider's entries.
    let tide = try text("widgets/AcceptanceTide.html")
    let section = try XCTUnwrap(tide.range(of: "<section class=\"previews-section\" id=\"AcceptanceTide--previews\">"))
    XCTAssertNotNil(
      tide.range(of: "id=\"AcceptanceTide--systemSmall--entry-1--light\"", range: tide.startIndex..<section.lowerBound))
    XCTAssertNil(tide.range(of: "preview-spring-tide", range: tide.startIndex..<section.lowerBound))
    let page = try text("widgets/widgetgallery.previews.html")
    XCTAssertTrue(page.contains("id=\"widgetgallery.previews--previews\""))
    XCTAssertFalse(page.contains("data-view=\"home-screen\""), "view previews get no Home Screen mock-up")
  }

  func testPreviewsOnlyLeavesOutTheProvidersEntries() throws {
    let manifest = try build(["--previews-only"])
    XCTAssertFalse(manifest.previews.isEmpty)
    XCTAssertEqual(
      manifest.previews.filter { !$0.entry.hasPrefix("preview-") }.map(\.anchor), [], "no placeholder, snapshot or timeline rows")
    XCTAssertTrue(manifest.previews.contains { $0.anchor == "AcceptanceTide--systemSmall--preview-spring-tide--light" })
    XCTAssertTrue(manifest.previews.contains { $0.anchor == "AcceptanceHarbour--systemSmall--preview-dover--light" })
    XCTAssertEqual(Set(manifest.widgets.map(\.id)), ["AcceptanceTide", "AcceptanceHarbour", "widgetgallery.previews"])
    let tide = try text("widgets/AcceptanceTide.html")
    XCTAssertFalse(tide.contains("Reload policy"), "no section of provider entries")
    XCTAssertTrue(tide.contains("id=\"AcceptanceTide--previews\""))
  }

  func testAWidgetWithoutPreviewsIsLeftOutOfAPreviewsOnlyBuild() throws {
    let plain = StaticConfiguration(kind: "AcceptancePlain", provider: TideProvider()) { entry in Text(entry.level) }
    WidgetRegistry.sources.append(GalleryWidget(configuration: plain.galleryConfiguration))
    XCTAssertFalse(try build(["--previews-only"]).widgets.contains { $0.id == "AcceptancePlain" })
    XCTAssertTrue(try build(["--force"]).widgets.contains { $0.id == "AcceptancePlain" })
  }
}
