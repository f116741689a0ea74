import Foundation
import XCTest

@testable import GalleryDiff

/// `diff` compares what VoiceOver reads and what the audits found: new, fixed and changed
/// findings and changed labels, in words, listed first in every report format.
final class AccessibilityDiffTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("accessibility-diff-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func element(_ label: String, value: String? = nil, spoken: String) -> [String: Any] {
    var element: [String: Any] = ["label": label, "rect": [0, 0, 10, 10], "spoken": spoken, "traits": [String]()]
    if let value { element["value"] = value }
    return element
  }

  private func contrast(_ text: String, ratio: Double) -> [String: Any] {
    [
      "kind": "contrast", "rect": [0, 0, 10, 10], "message": "contrast of '\(text)' is \(ratio):1, below 4.5:1", "text": text,
      "measured": [["name": "ratio", "value": ratio], ["name": "required", "value": 4.5]],
    ]
  }

  /// A site with one preview per anchor, each drawn the same SVG (`changedSVG` for the
  /// anchors it names), with the elements and findings given.
  private func site(
    _ name: String, _ previews: [(anchor: String, elements: [[String: Any]], findings: [[String: Any]])],
    changedSVG: Set<String> = []
  ) throws -> URL {
    let site = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: site.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
    var records: [[String: Any]] = []
    for preview in previews {
      let file = "snapshots/\(preview.anchor).svg"
      let fill = changedSVG.contains(preview.anchor) ? "#00FF00" : "#FF0000"
      try Data(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"158\" height=\"158\"><rect data-view=\"Rectangle\" width=\"10\" height=\"10\" fill=\"\(fill)\"/></svg>"
          .utf8
      ).write(to: site.appendingPathComponent(file))
      var record: [String: Any] = [
        "widget": "Steps", "family": "systemSmall", "entry": "snapshot", "appearance": preview.anchor, "file": file,
        "anchor": preview.anchor,
      ]
      if !preview.elements.isEmpty { record["accessibilityElements"] = preview.elements }
      if !preview.findings.isEmpty { record["findings"] = preview.findings }
      records.append(record)
    }
    let manifest: [String: Any] = [
      "schemaVersion": 2, "widgets": [["id": "Steps", "page": "widgets/Steps.html"]], "previews": records,
      "files": records.map { $0["file"]! },
    ]
    try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(
      to: site.appendingPathComponent("manifest.json"))
    return site
  }

  /// `light`: the label changed and contrast fell, drawn alike; `dark`: a finding is new and one
  /// fixed, the picture changed too; `tinted`: nothing changed.
  private func report() throws -> DiffReport {
    let truncated: [String: Any] = [
      "kind": "truncated", "rect": [0, 0, 1, 1], "message": "'Step count' is cut off", "text": "Step count",
    ]
    let tap: [String: Any] = [
      "kind": "smallTapTarget", "rect": [0, 0, 30, 30], "message": "'Refresh' is 30 × 30 pt, under 44 × 44 pt",
    ]
    let old = try site(
      "old",
      [
        (
          "light", [element("Steps", spoken: "Steps, heading"), element("Updated 9:41", spoken: "Updated 9:41")],
          [contrast("Updated 9:41", ratio: 3.4)]
        ),
        ("dark", [element("Steps", value: "8,204", spoken: "Steps, 8,204")], [truncated]),
        ("tinted", [element("Steps", spoken: "Steps")], []),
      ])
    let new = try site(
      "new",
      [
        (
          "light", [element("Step count", spoken: "Step count, heading"), element("Updated 9:41", spoken: "Updated 9:41")],
          [contrast("Updated 9:41", ratio: 2.9)]
        ),
        ("dark", [element("Steps", value: "9,000", spoken: "Steps, 9,000")], [tap]),
        ("tinted", [element("Steps", spoken: "Steps")], []),
      ], changedSVG: ["dark"])
    return try GalleryDiffer().compare(old: old, new: new, oldName: "old", newName: "new")
  }

  func testFindingsAndLabelsAreComparedInWords() throws {
    let report = try report()
    let byID = Dictionary(uniqueKeysWithValues: report.previews.map { ($0.id, $0) })
    let light = try XCTUnwrap(byID["light"])
    XCTAssertEqual(light.status, .changed, "a preview that reads differently has changed, drawn alike")
    XCTAssertEqual(light.changes, [])
    XCTAssertEqual(
      light.accessibility,
      ["contrast of 'Updated 9:41' fell to 2.9:1 (was 3.4:1)", "'Steps' label changed to 'Step count'"])
    let dark = try XCTUnwrap(byID["dark"])
    XCTAssertEqual(
      dark.accessibility,
      [
        "new smallTapTarget: 'Refresh' is 30 × 30 pt, under 44 × 44 pt", "fixed truncated: 'Step count' is cut off",
        "'Steps' value changed from '8,204' to '9,000'",
      ])
    XCTAssertFalse(dark.changes.isEmpty, "the picture changed too")
    XCTAssertEqual(dark.sentences.first, dark.accessibility.first, "accessibility first, then the picture")
    XCTAssertEqual(byID["tinted"]?.status, .unchanged)
    XCTAssertEqual(byID["tinted"]?.accessibility, [])
    XCTAssertEqual(report.counts.newFindings, 1)
    XCTAssertEqual(report.counts.fixedFindings, 1)
    XCTAssertEqual(report.accessibilityChanges.map(\.id), ["light", "dark"])
  }

  func testElementsAddedAndRemovedAreSaidAsWhatVoiceOverReads() {
    let comparison = AccessibilityComparison(
      oldElements: [.init(label: "A", spoken: "A"), .init(label: "B", spoken: "B, button")],
      newElements: [.init(label: "A", spoken: "A")], oldFindings: [], newFindings: [])
    XCTAssertEqual(comparison.sentences, ["VoiceOver no longer reads 'B, button'"])
    let added = AccessibilityComparison(
      oldElements: [], newElements: [.init(label: "C", spoken: "C, link")], oldFindings: [], newFindings: [])
    XCTAssertEqual(added.sentences, ["VoiceOver now reads 'C, link'"])
  }

  func testMarkdownListsTheAccessibilityChangesBeforeThePictures() throws {
    let markdown = MarkdownReport().render(try report())
    let summary = try XCTUnwrap(markdown.range(of: "**Accessibility:** 1 new accessibility finding, 1 fixed"))
    let label = try XCTUnwrap(markdown.range(of: "- `light`: 'Steps' label changed to 'Step count'"))
    let pictures = try XCTUnwrap(markdown.range(of: "- **changed** `light`"))
    XCTAssertLessThan(summary.lowerBound, label.lowerBound)
    XCTAssertLessThan(label.lowerBound, pictures.lowerBound, markdown)
    XCTAssertTrue(markdown.contains("- `light`: contrast of 'Updated 9:41' fell to 2.9:1 (was 3.4:1)"), markdown)
    XCTAssertTrue(markdown.contains("- `dark`: new smallTapTarget: 'Refresh' is 30 × 30 pt, under 44 × 44 pt"), markdown)
  }

  func testJUnitHasAnAccessibilitySuiteFirstFailingInWords() throws {
    let xml = JUnitReport().render(try report())
    let suite = try XCTUnwrap(xml.range(of: "<testsuite name=\"accessibility\" tests=\"2\" failures=\"2\""))
    let previews = try XCTUnwrap(xml.range(of: "<testsuite name=\"previews\""))
    XCTAssertLessThan(suite.lowerBound, previews.lowerBound)
    XCTAssertTrue(
      xml.contains(
        "<failure type=\"accessibility\" message=\"1 new accessibility finding\">new smallTapTarget: &#39;Refresh&#39; is 30 × 30 pt, under 44 × 44 pt\nfixed truncated"
      ), xml)
    XCTAssertTrue(
      xml.contains(
        "<failure type=\"accessibility\" message=\"accessibility changed\">contrast of &#39;Updated 9:41&#39; fell to 2.9:1 (was 3.4:1)\n&#39;Steps&#39; label changed to &#39;Step count&#39;</failure>"
      ), xml)
    XCTAssertTrue(xml.contains("<testsuites name=\"widget-gallery diff\" tests=\"5\" failures=\"4\">"), xml)
  }

  func testHTMLListsTheAccessibilityChangesBeforeThePreviews() throws {
    let html = HTMLReport(
      oldFolder: folder.appendingPathComponent("old"), newFolder: folder.appendingPathComponent("new"), oldPath: "old",
      newPath: "new", newGalleryBase: "new/", oldGalleryBase: "old/"
    ).render(try report())
    let summary = try XCTUnwrap(html.range(of: "<section class=\"accessibility-summary\">"))
    let firstPreview = try XCTUnwrap(html.range(of: "<section class=\"preview"))
    XCTAssertLessThan(summary.lowerBound, firstPreview.lowerBound)
    XCTAssertTrue(
      html.contains("<li><a href=\"#p0\">light</a>: &#39;Steps&#39; label changed to &#39;Step count&#39;</li>"), html)
    XCTAssertTrue(html.contains("<li class=\"accessibility\">contrast of &#39;Updated 9:41&#39; fell to 2.9:1 (was 3.4:1)</li>"))
  }

  func testJSONCarriesTheSentencesAndCounts() throws {
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try report().jsonData()) as? [String: Any])
    let counts = try XCTUnwrap(json["counts"] as? [String: Any])
    XCTAssertEqual(counts["newFindings"] as? Int, 1)
    XCTAssertEqual(counts["fixedFindings"] as? Int, 1)
    let previews = try XCTUnwrap(json["previews"] as? [[String: Any]])
    let light = try XCTUnwrap(previews.first { $0["id"] as? String == "light" })
    XCTAssertEqual(
      light["accessibility"] as? [String],
      ["contrast of 'Updated 9:41' fell to 2.9:1 (was 3.4:1)", "'Steps' label changed to 'Step count'"])
  }

  /// A base site written before accessibility data existed compares, its previews reading nothing.
  func testAManifestWithoutAccessibilityFieldsCompares() throws {
    let old = try site("old", [("light", [], [])])
    let new = try site("new", [("light", [], [])])
    let report = try GalleryDiffer().compare(old: old, new: new)
    XCTAssertEqual(report.counts.unchanged, 1)
    XCTAssertNil(report.accessibilitySummary)
  }
}
