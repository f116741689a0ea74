import Foundation
import GalleryTemplates
import LayoutEngine
import XCTest

@testable import GallerySite

/// The `--templates` contract: the values `IndexPage` and `WidgetPage` hand the templates are
/// the names the built-in templates use and the documentation lists (GallerySite.md, "Templates").
final class SitePageContextTests: XCTestCase {
  /// A page of each kind with every optional value set and one item in every list.
  private let index = IndexPage(
    widgets: [
      IndexPage.Card(
        id: "i", kind: "k", displayName: "d", description: "", page: "p", familyList: "", search: "", thumbnail: "t",
        thumbnailAlt: "a", thumbnailWidth: 1, thumbnailHeight: 1, category: "Live Activity", findingCount: 1,
        findingsLink: "f", conditionList: "c")
    ],
    widgetCount: 1, previewCount: 1, device: "", referenceDate: "", families: ["f"],
    failures: [IndexPage.Failure(widget: "w", message: "m")],
    notDrawn: [IndexPage.NotDrawn(kind: "k", category: "c", reason: "r")], findingsPage: "findings.html", findingCount: 1,
    conditions: ["c"], filtersConditions: true)

  private let findings = FindingsPage(
    findingCount: 1,
    widgets: [
      FindingsPage.Widget(
        id: "", displayName: "", anchor: "", page: "", count: 1,
        findings: [
          FindingsPage.Item(kind: "", message: "", previews: [FindingsPage.Preview(href: "", name: "")], more: 1)
        ])
    ])

  private let page: WidgetPage = {
    let cell = WidgetPage.Cell(
      anchor: "", file: "", alt: "", width: 1, height: 1,
      tapTargets: [WidgetPage.TapTarget(kind: "link", url: "", blocked: false, style: "")],
      voiceOver: WidgetPage.VoiceOver(elements: [WidgetPage.Element(number: 1, spoken: "", style: "", colour: 0)]),
      audit: WidgetPage.Audit(findings: [WidgetPage.Finding(kind: "", message: "")]))
    let row = WidgetPage.Row(entry: "", date: "", relevance: "1", cells: [cell], scrubbed: true)
    let family = WidgetPage.MockupFamily(
      family: "", file: "", alt: "", width: 1, height: 1, columns: 2, rows: 2, icons: [0],
      dark: WidgetPage.Image(file: "", alt: ""), selected: true)
    let image = WidgetPage.MockupImage(file: "", alt: "", width: 1, height: 1)
    var scrubber = WidgetPage.Scrubber(last: 0, count: 1, anchorPrefix: "", data: "{}")
    scrubber.anchorSuffix = "--c"
    var page = WidgetPage(
      id: "", displayName: "", description: "",
      families: [
        WidgetPage.Family(
          family: "", familyAnchor: "", appearances: ["light"], rows: [row], policy: "", scrubber: scrubber, condition: "c",
          primary: true)
      ],
      mockup: WidgetPage.Mockup(families: [family], sheetPages: [family], screenStyle: "", notShown: ""),
      failure: WidgetPage.WidgetFailure(message: ""))
    page.category = "Live Activity"
    page.note = ""
    page.presentations = [WidgetPage.PresentationTable(appearance: "light", anchor: "", columns: ["lockScreen"], rows: [row])]
    page.activityMockup = WidgetPage.ActivityMockup(
      lockScreen: image, compact: image, minimalTrailing: image, expanded: image, screenStyle: "")
    page.controlMockup = WidgetPage.ControlMockup(small: image, medium: image, large: image, lockScreen: image, screenStyle: "")
    page.conditions = [WidgetPage.ConditionChoice(name: "c", primary: true)]
    page.switcher = true
    page.mockups = [
      WidgetPage.Mockup(families: [family], sheetPages: [family], screenStyle: "", notShown: "", condition: "c", primary: true)
    ]
    page.variants = WidgetPage.Variants(
      primary: "c", axes: [WidgetPage.VariantAxisChoice(name: "device", label: "Device")],
      families: [
        WidgetPage.VariantFamily(
          family: "", entry: "", appearance: "",
          figures: [
            WidgetPage.VariantFigure(
              axis: "", condition: "", dynamicTypeSize: "", device: "", locale: "", anchor: "", file: "", alt: "", width: 1,
              height: 1)
          ])
      ])
    return page
  }()

  /// Every stored property's name in `value` and the values below it.
  private func names(_ value: Any) -> Set<String> {
    var result: Set<String> = []
    let mirror = Mirror(reflecting: value)
    for child in mirror.children {
      // An optional's wrapped value is labelled `some`; its name is the property's.
      if let label = child.label, mirror.displayStyle != .optional { result.insert(label) }
      result.formUnion(names(child.value))
    }
    return result
  }

  /// The names a template reads (`{{name}}`, `{{{name}}}`, `{{#name}}`, `{{^name}}`).
  private func templateNames(_ file: String) throws -> Set<String> {
    let text = try String(contentsOf: builtInTemplatesDirectory.appendingPathComponent(file), encoding: .utf8)
    let tag = try NSRegularExpression(pattern: "\\{\\{\\{?\\s*[#^/]?\\s*([A-Za-z][A-Za-z0-9_]*)")
    let range = NSRange(text.startIndex..., in: text)
    return Set(tag.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
  }

  func testTheBuiltInTemplatesReadOnlyTheContextsNames() throws {
    XCTAssertEqual(try templateNames("index.mustache").subtracting(names(index)), [])
    XCTAssertEqual(try templateNames("widget.mustache").subtracting(names(page)), [])
    XCTAssertEqual(try templateNames("findings.mustache").subtracting(names(findings)), [])
  }

  func testTheDocumentationListsEveryName() throws {
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Products/WidgetGallery/WidgetGallery.docc/GallerySite.md"),
      encoding: .utf8)
    let start = try XCTUnwrap(article.range(of: "### Templates\n"))
    let section = String(article[start.upperBound...]).components(separatedBy: "\n## ").first ?? ""
    for name in names(index).union(names(page)).union(names(findings)).sorted() {
      XCTAssertTrue(section.contains("`\(name)`"), "GallerySite.md's Templates section does not list `\(name)`")
    }
  }

}
