import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

/// A provider whose timeline has `count` entries titled `<i>Entry N</i> & more`.
private func long(count: Int) -> StubProvider {
  StubProvider(
    snapshot: { StubEntry(date: $0, title: "Snap") },
    timeline: { now in (0..<count).map { StubEntry(date: now + Double($0) * 60, title: "<i>Entry \($0 % 3)</i> & more") } })
}

private func longWidget(_ kind: String, entries: Int) -> GalleryWidget {
  let configuration = StaticConfiguration(kind: kind, provider: long(count: entries)) { entry in
    VStack {
      Text(entry.title)
      Link(destination: URL(string: "example://open")!) { Text("Open") }
    }
    .widgetURL(URL(string: "javascript:alert(1)"))
    .containerBackground(.fill.tertiary, for: .widget)
  }
  .configurationDisplayName("Long")
  .supportedFamilies([.systemSmall, .systemMedium])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

/// A widget whose name and description are markup, in two Home Screen families and one Lock Screen family.
private func mockupWidget() -> GalleryWidget {
  let configuration = StaticConfiguration(kind: "Mock", provider: long(count: 2)) { entry in
    Text(entry.title).containerBackground(.fill.tertiary, for: .widget)
  }
  .configurationDisplayName("<b>Mock</b>")
  .description("Shows \"news\" & more")
  .supportedFamilies([.systemSmall, .systemLarge, .accessoryCircular])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

@MainActor final class SitePagesTests: PrivatePreferencesTestCase {
  private let options = SiteOptions(appearances: [.light, .dark], timeout: 0.3)

  private func page(_ site: RenderedSite, _ path: String) throws -> String {
    String(decoding: try XCTUnwrap(site.files[path], path), as: UTF8.self)
  }

  func testPreviewsCarryTheWidgetTextAsEscapedAltText() async throws {
    let site = try RenderedSite.build([longWidget("Long", entries: 2)], options: options)
    let preview = try XCTUnwrap(site.manifest.previews.first { $0.entry == .timeline(index: 0) })
    XCTAssertEqual(preview.accessibilityTitle, "<i>Entry 0</i> & more Open")
    let html = try page(site, "widgets/Long.html")
    XCTAssertTrue(html.contains("alt=\"&lt;i&gt;Entry 0&lt;/i&gt; &amp; more Open\""), "alt text from the widget's text, escaped")
    XCTAssertFalse(html.contains("<i>Entry"))
    XCTAssertTrue(html.contains("alt=\"Long, placeholder (redacted)\""), "the redacted placeholder does not read out its words")
    let manifest = String(decoding: site.manifestData(), as: UTF8.self)
    XCTAssertTrue(manifest.contains("\"accessibilityTitle\" : \"<i>Entry 0</i> & more Open\""))
  }

  func testEveryPreviewHasACopyLinkButtonAndOutlinedTapAreas() async throws {
    let site = try RenderedSite.build([longWidget("Long", entries: 2)], options: options)
    let html = try page(site, "widgets/Long.html")
    XCTAssertEqual(html.components(separatedBy: "class=\"copy-link\"").count - 1, site.manifest.previews.count)
    XCTAssertTrue(html.contains("<button type=\"button\" class=\"copy-link\" data-anchor=\"Long--systemSmall--entry-1--dark\">"))
    XCTAssertTrue(
      html.contains("<span class=\"tap-area\" style=\"left:0%;top:0%;width:100%;height:100%\"></span>"),
      "the widgetURL covers the widget")
    XCTAssertTrue(html.contains("link: <code>example://open</code>"))
    XCTAssertTrue(html.contains("<li class=\"tap-target blocked\">widgetURL: <code>javascript:alert(1)</code> (blocked)</li>"))
    XCTAssertFalse(html.contains("href=\"javascript"), "a blocked URL never becomes a link")
    XCTAssertFalse(html.contains("href=\"example:"), "tap targets are listed, not followed")
  }

  func testTapAreaStyleIsInPercentOfTheWidget() async {
    XCTAssertEqual(
      SitePages.areaStyle(.init(x: 15.8, y: 0, width: 79, height: 39.5), width: 158, height: 158),
      "left:10%;top:0%;width:50%;height:25%")
    XCTAssertEqual(SitePages.areaStyle(.init(x: 1, y: 2, width: 3, height: 4), width: 0, height: 158), "display:none")
  }

  func testALongTimelineGetsAScrubberInsteadOfARowPerEntry() async throws {
    let count = SitePages.scrubberThreshold + 6
    let site = try RenderedSite.build([longWidget("Long", entries: count)], options: options)
    let html = try page(site, "widgets/Long.html")
    XCTAssertEqual(html.components(separatedBy: "<div class=\"scrubber\"").count - 1, 2, "one scrubber per family")
    XCTAssertTrue(html.contains("<input type=\"range\" min=\"0\" max=\"\(count - 1)\" value=\"0\" step=\"1\">"))
    XCTAssertEqual(
      html.components(separatedBy: "<tr").count - 1, 2 * (1 + 3), "header, placeholder, snapshot and the scrubbed row")
    XCTAssertFalse(html.contains("Long--systemSmall--entry-1--light"), "later entries are reached through the scrubber")
    XCTAssertTrue(html.contains("data-anchor-prefix=\"Long--systemSmall--\""))

    let attribute = try XCTUnwrap(
      html.components(separatedBy: "data-entries=\"").dropFirst().first?.components(separatedBy: "\"").first)
    XCTAssertFalse(attribute.contains("<"), "the JSON is escaped inside its attribute")
    let json = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(
        of: "&amp;", with: "&")
    let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let entries = try XCTUnwrap(data["entries"] as? [[String: Any]])
    let cells = try XCTUnwrap(data["cells"] as? [[String: Any]])
    XCTAssertEqual(entries.count, count)
    XCTAssertLessThanOrEqual(cells.count, 3 * 2, "three distinct texts in two appearances, stored once each")
    XCTAssertEqual(cells.first?["alt"] as? String, "<i>Entry 0</i> & more Open")

    let short = try RenderedSite.build([longWidget("Short", entries: SitePages.scrubberThreshold)], options: options)
    XCTAssertFalse(try page(short, "widgets/Short.html").contains("class=\"scrubber\""))
  }

  /// The scrubber's JSON is what `JSONEncoder` (sorted keys, slashes unescaped) writes for it,
  /// byte for byte, with texts that need every kind of escape.
  func testTheScrubbersJSONIsWhatJSONEncoderWrites() async throws {
    struct Target: Codable { var kind: String, url: String, blocked: Bool, style: String }
    struct Element: Codable { var spoken: String, style: String }
    struct Finding: Codable { var kind: String, message: String }
    struct Cell: Codable { var file: String, alt: String, targets: [Target], elements: [Element], findings: [Finding] }
    struct Entry: Codable { var date: String, relevance: String, cells: [Int] }
    struct Scrubber: Codable { var cells: [Cell], entries: [Entry] }
    let titles = ["\"quoted\" \\ back/slash", "tab\tnew\nline \u{1}\u{1F}", "Grüße 中文 🇳🇱 \u{2028}", "plain"]
    let provider = StubProvider(
      snapshot: { StubEntry(date: $0, title: "Snap") },
      timeline: { now in
        (0..<(SitePages.scrubberThreshold + 3)).map { StubEntry(date: now + Double($0) * 60, title: titles[$0 % 4]) }
      })
    let configuration = StaticConfiguration(kind: "Escapes", provider: provider) { entry in
      VStack {
        Text(entry.title)
        Link(destination: URL(string: "https://example.com/a/b?c=\"d\"")!) { Text("Open") }
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    let site = try RenderedSite.build([GalleryWidget(configuration: configuration.galleryConfiguration)], options: options)
    let html = try page(site, "widgets/Escapes.html")
    let attribute = try XCTUnwrap(
      html.components(separatedBy: "data-entries=\"").dropFirst().first?.components(separatedBy: "\"").first)
    let json = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(
        of: "&amp;", with: "&")
    let decoded = try JSONDecoder().decode(Scrubber.self, from: Data(json.utf8))
    XCTAssertTrue(decoded.cells.contains { $0.alt.contains("\u{1}") && $0.alt.contains("\n") }, json)
    XCTAssertTrue(decoded.cells.contains { !$0.targets.isEmpty }, json)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    XCTAssertEqual(json, String(decoding: try encoder.encode(decoded), as: UTF8.self))
  }

  func testEachWidgetsThumbnailIsItsFirstLightSnapshotElseItsFirstPreview() {
    func preview(_ widget: String, _ entry: PreviewEntry.Kind, _ appearance: Appearance) -> PreviewRecord {
      PreviewRecord(
        widget: widget, kind: widget, family: .widget(.systemSmall), entry: entry, date: "", relevance: nil, policy: "",
        appearance: appearance, size: [1, 1], file: "", anchor: "", tapTargets: [], accessibilityTitle: "", hash: "")
    }
    let previews = [
      preview("A", .timeline(index: 0), .dark),  // 0
      preview("B", .timeline(index: 0), .dark),  // 1: B is drawn dark only
      preview("A", .timeline(index: 0), .light),  // 2
      preview("B", .snapshot, .dark),  // 3
      preview("A", .snapshot, .dark),  // 4
      preview("C", .timeline(index: 0), .dark),  // 5
      preview("A", .snapshot, .light),  // 6
      preview("C", .timeline(index: 1), .light),  // 7: C has no snapshot
      preview("C", .timeline(index: 2), .light),  // 8
    ]
    XCTAssertEqual(SitePages.thumbnails(previews), ["A": 6, "B": 3, "C": 7])
  }

  func testIndexHasSearchFamilyFilterAndProportionalThumbnails() async throws {
    let site = try RenderedSite.build(
      [longWidget("Long", entries: 2)], options: SiteOptions(families: [.systemMedium], timeout: 0.3))
    let index = try page(site, "index.html")
    XCTAssertTrue(index.contains("<input type=\"search\" id=\"search\""))
    XCTAssertTrue(index.contains("<option value=\"systemMedium\">systemMedium</option>"))
    XCTAssertTrue(index.contains("data-search=\"long long long \""), "name, kind, id and description, lowercased")
    XCTAssertTrue(index.contains("width=\"240\" height=\"112\""), "a systemMedium thumbnail keeps its aspect ratio")
  }

  func testWidgetPagesHaveHomeScreenAndAddWidgetSheetMockupsOfTheSnapshot() async throws {
    let site = try RenderedSite.build([mockupWidget()], options: options)
    let html = try page(site, "widgets/Mock.html")
    let snapshot = { (family: WidgetFamily, appearance: Appearance) in
      try XCTUnwrap(
        site.manifest.previews.first { $0.family == .widget(family) && $0.entry == .snapshot && $0.appearance == appearance }
      )
      .file
    }
    XCTAssertTrue(html.contains("<button type=\"button\" data-view=\"home-screen\" aria-pressed=\"false\">Home Screen</button>"))
    XCTAssertTrue(html.contains("<div class=\"view\" data-view=\"previews\">"), "the previews are the view shown first")
    XCTAssertTrue(
      html.contains(
        "style=\"--columns:4;--screen-width:393px;--screen-height:852px;--column:68px;--column-gap:22px;--row:60px;--row-gap:38px\""
      ),
      "the 393×852 iPhone's icon grid: small widgets cover 2×2 icons, large ones 4×4")
    XCTAssertTrue(
      html.contains(
        "style=\"grid-column:span 2;grid-row:span 2\" data-family=\"systemSmall\"><img class=\"light\" src=\"../\(try snapshot(.systemSmall, .light))\""
      ))
    XCTAssertTrue(html.contains("<img class=\"dark\" src=\"../\(try snapshot(.systemLarge, .dark))\""))
    let homeScreens = try XCTUnwrap(html.components(separatedBy: "data-view=\"add-widget\" aria-label").first)
    XCTAssertEqual(
      homeScreens.components(separatedBy: "<li class=\"app\"").count - 1, (24 - 4) + (24 - 16),
      "six rows of four, less the widget's cells")
    XCTAssertTrue(html.contains("Not on the mock-ups (see the previews): accessoryCircular."))

    XCTAssertTrue(html.contains("<h2 class=\"sheet-title\">&lt;b&gt;Mock&lt;/b&gt;</h2>"), "the display name stays text")
    XCTAssertTrue(html.contains("<p class=\"sheet-description\">Shows &quot;news&quot; &amp; more</p>"))
    XCTAssertTrue(html.contains("<div class=\"sheet-page\" data-family=\"systemSmall\"><img"), "the first family's page is shown")
    XCTAssertTrue(html.contains("<div class=\"sheet-page\" data-family=\"systemLarge\" hidden><img"))
    XCTAssertTrue(
      html.contains(
        "<button type=\"button\" data-family=\"systemLarge\" aria-label=\"systemLarge\" aria-pressed=\"false\"></button>"))
  }
}
