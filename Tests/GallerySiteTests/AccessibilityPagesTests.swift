import Foundation
import GalleryRunner
import GalleryTemplates
import LayoutEngine
import MirrorCore
import XCTest

@testable import GallerySite

/// The pages show what VoiceOver reads and what the audits found: a VoiceOver switch under a
/// preview with elements, its numbered boxes placed by the elements' frames and its legend in
/// VoiceOver's order; the findings under the preview, on `findings.html`, and counted on the index.
final class AccessibilityPagesTests: XCTestCase {
  private let markup = "<b>Steps</b> & \"more\""

  private func record(_ entry: PreviewEntry.Kind, _ appearance: Appearance) -> PreviewRecord {
    PreviewRecord(
      widget: "Steps", kind: "Steps", family: .widget(.systemSmall), entry: entry, date: "2024-06-10T09:41:00Z",
      relevance: nil, policy: "atEnd", appearance: appearance, size: [200, 100], file: "snapshots/Steps/a.svg",
      anchor: PreviewRecord.anchor(widget: "Steps", family: .widget(.systemSmall), entry: entry, appearance: appearance),
      tapTargets: [], accessibilityTitle: "Steps", hash: "0")
  }

  private func site() throws -> RenderedSite {
    var first = record(.snapshot, .light)
    first.accessibilityElements = [
      PreviewRecord.AccessibilityElement(
        label: markup, traits: ["header"], rect: PreviewRecord.Rect(x: 20, y: 10, width: 100, height: 20),
        spoken: "\(markup), heading"),
      PreviewRecord.AccessibilityElement(
        label: "Refresh", traits: ["button"], rect: PreviewRecord.Rect(x: 150, y: 50, width: 30, height: 30),
        spoken: "Refresh, button"),
    ]
    first.findings = [
      PreviewRecord.Finding(
        kind: .smallTapTarget, rect: PreviewRecord.Rect(x: 150, y: 50, width: 30, height: 30),
        message: "'Refresh' is 30 × 30 pt, under 44 × 44 pt", text: "Refresh",
        measured: [.init(name: "width", value: 30), .init(name: "height", value: 30)])
    ]
    var dark = record(.snapshot, .dark)
    dark.findings = first.findings
    let plain = PreviewRecord(
      widget: "Plain", kind: "Plain", family: .widget(.systemSmall), entry: .snapshot, date: "", relevance: nil,
      policy: "never", appearance: .light, size: [100, 100], file: "snapshots/Plain/b.svg", anchor: "Plain--snapshot",
      tapTargets: [], accessibilityTitle: "", hash: "1")
    var site = RenderedSite(
      manifest: SiteManifest(
        referenceDate: "r", device: "iphone-393x852", shard: nil,
        widgets: [
          SiteManifest.WidgetRecord(
            id: "Steps", kind: "Steps", displayName: "Steps", description: "", families: [.widget(.systemSmall)],
            page: "widgets/Steps.html"),
          SiteManifest.WidgetRecord(
            id: "Plain", kind: "Plain", displayName: "Plain", description: "", families: [.widget(.systemSmall)],
            page: "widgets/Plain.html"),
        ],
        previews: [first, dark, plain], failures: [], files: []))
    try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &site)
    return site
  }

  private func page(_ site: RenderedSite, _ path: String) throws -> String {
    String(decoding: try XCTUnwrap(site.files[path], "\(path) is written"), as: UTF8.self)
  }

  func testAPreviewWithElementsHasTheSwitchBoxesByFrameAndTheLegendInOrder() throws {
    let html = try page(try site(), "widgets/Steps.html")
    let light = try XCTUnwrap(html.components(separatedBy: "id=\"Steps--systemSmall--snapshot--light\"").dropFirst().first)
      .components(separatedBy: "</figure>")[0]
    XCTAssertTrue(light.contains("<button type=\"button\" class=\"voiceover-switch\" aria-pressed=\"false\">VoiceOver</button>"))
    XCTAssertTrue(
      light.contains(
        "<span class=\"a11y-box c0\" style=\"left:10%;top:10%;width:50%;height:20%\"><b>1</b></span><span class=\"a11y-box c1\" style=\"left:75%;top:50%;width:15%;height:30%\"><b>2</b></span>"
      ), light)
    XCTAssertTrue(
      light.contains(
        "<ol class=\"a11y-legend\" aria-label=\"What VoiceOver reads\" hidden><li class=\"c0\">&lt;b&gt;Steps&lt;/b&gt; &amp; &quot;more&quot;, heading</li><li class=\"c1\">Refresh, button</li></ol>"
      ), light)
    XCTAssertFalse(html.contains(markup), "the label is escaped")
    XCTAssertTrue(
      light.contains(
        "<ul class=\"findings\"><li class=\"finding\" data-kind=\"smallTapTarget\"><b>smallTapTarget</b>: &#39;Refresh&#39; is 30 × 30 pt, under 44 × 44 pt</li></ul>"
      ), light)
    let darkCell = try XCTUnwrap(html.components(separatedBy: "id=\"Steps--systemSmall--snapshot--dark\"").dropFirst().first)
      .components(separatedBy: "</figure>")[0]
    XCTAssertFalse(darkCell.contains("voiceover-switch"), "no switch without elements")
    XCTAssertFalse(darkCell.contains("a11y-box"))
    XCTAssertTrue(darkCell.contains("class=\"findings\""))
  }

  func testTheIndexCountsEachWidgetsFindingsAndTheFindingsPageListsThem() throws {
    let site = try site()
    let index = try page(site, "index.html")
    XCTAssertTrue(index.contains("<a class=\"finding-count\" href=\"findings.html\">2 accessibility findings</a>"), index)
    XCTAssertTrue(index.contains("<a class=\"finding-count\" href=\"findings.html#Steps\">2 findings</a>"))
    XCTAssertEqual(index.components(separatedBy: "findings.html#").count - 1, 1, "Plain has no findings")
    let findings = try page(site, "findings.html")
    XCTAssertTrue(findings.contains("<section id=\"Steps\">"))
    XCTAssertTrue(findings.contains("2 findings"))
    XCTAssertEqual(findings.components(separatedBy: "<tr class=\"finding-row\"").count - 1, 1, "one distinct finding")
    XCTAssertTrue(findings.contains("&#39;Refresh&#39; is 30 × 30 pt, under 44 × 44 pt"))
    XCTAssertTrue(
      findings.contains(
        "<li><a href=\"widgets/Steps.html#Steps--systemSmall--snapshot--light\">systemSmall snapshot light</a></li><li><a href=\"widgets/Steps.html#Steps--systemSmall--snapshot--dark\">systemSmall snapshot dark</a></li>"
      ), findings)
    XCTAssertFalse(findings.contains("Plain"))
  }

  func testASiteWithoutFindingsHasNoFindingsPage() throws {
    var site = RenderedSite(
      manifest: SiteManifest(referenceDate: "r", device: "d", shard: nil, widgets: [], previews: [], failures: [], files: []))
    try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &site)
    XCTAssertNil(site.files["findings.html"])
    XCTAssertFalse(try page(site, "index.html").contains("finding-count"))
  }

  /// A template folder made before the findings page (without `findings.mustache`) still builds, with the built-in one.
  func testATemplateFolderWithoutTheFindingsTemplateTakesTheBuiltInOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["index.mustache", "widget.mustache", "gallery.css", "gallery.js"] {
      try FileManager.default.copyItem(
        at: builtInTemplatesDirectory.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    var site = try self.site()
    try SitePages(templatesDirectory: folder).add(to: &site)
    XCTAssertTrue(try page(site, "findings.html").contains("<h1>Accessibility findings</h1>"))
  }
}
