import Foundation
import XCTest
import XMLTree

@testable import GalleryDiff

/// The HTML report, rendered from its bundled template and read back with libxml2's HTML
/// parser: what a browser would build from it.
final class HTMLReportTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("html-report-\(UUID().uuidString)")
    for side in ["old", "new"] {
      try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(side)/s"), withIntermediateDirectories: true)
      for name in ["a", "b"] {
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(side)-\(name)\"/>".utf8)
          .write(to: folder.appendingPathComponent("\(side)/s/\(name).svg"))
      }
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func preview(
    _ id: String, _ status: PreviewDiff.Status, old: String?, new: String?, link: String?, changes: [String] = []
  ) -> PreviewDiff {
    PreviewDiff(
      id: id, status: status, widget: nil, family: nil, entry: nil, appearance: nil, oldFile: old, newFile: new,
      galleryLink: link, changes: changes)
  }

  /// One preview of each status, with markup in every string a site supplies.
  private var report: DiffReport {
    DiffReport(
      mode: .site, old: "<old>", new: "new & \"fresh\"",
      counts: DiffReport.Counts(added: 1, removed: 1, changed: 1, unchanged: 2),
      previews: [
        preview(
          "W--<b>changed</b>", .changed, old: "s/a.svg", new: "s/a.svg", link: "widgets/W.html#c",
          changes: ["Text \"<i>\" changed", "moved"]),
        preview("W--added", .added, old: nil, new: "s/b.svg", link: "widgets/W.html#a"),
        preview("W--removed", .removed, old: "s/b.svg", new: nil, link: "widgets/W.html#r"),
        preview("W--same", .unchanged, old: "s/a.svg", new: "s/a.svg", link: "widgets/W.html#s"),
        preview("loose.svg", .unchanged, old: "s/a.svg", new: "s/a.svg", link: nil),
      ])
  }

  private func render(embedLimit: Int = 40_000_000) -> String {
    var writer = HTMLReport(
      oldFolder: folder.appendingPathComponent("old"), newFolder: folder.appendingPathComponent("new"), oldPath: "../old",
      newPath: "../new", newGalleryBase: "https://new.example/", oldGalleryBase: "../old/")
    writer.embedLimit = embedLimit
    return writer.render(report)
  }

  func testCountsSectionsAndLinksReadBackFromTheDocument() throws {
    let root = try XMLTreeParser.parseHTML(render())
    XCTAssertEqual(root.elements(named: "title").first?.textContent, "Widget gallery diff")
    XCTAssertEqual(root.elements(named: "code").map(\.textContent), ["<old>", "new & \"fresh\""])
    let counts = root.elements(named: "ul").first { $0[attribute: "class"] == "counts" }
    XCTAssertEqual(counts?.elementChildren.map(\.textContent), ["1 changed", "1 added", "1 removed", "2 unchanged"])

    let sections = root.elements(named: "section")
    XCTAssertEqual(sections.map { $0[attribute: "id"] }, ["p0", "p1", "p2"])
    XCTAssertEqual(sections.map { $0[attribute: "class"] }, ["preview changed", "preview added", "preview removed"])
    let changed = sections[0]
    XCTAssertEqual(changed.elements(named: "h2").first?.textContent, "changed W--<b>changed</b>")
    XCTAssertEqual(changed.elements(named: "b"), [], "a preview's id is text, never markup")
    XCTAssertEqual(changed.elements(named: "li").map(\.textContent), ["Text \"<i>\" changed", "moved"])
    XCTAssertEqual(
      changed.elements(named: "a").compactMap { $0[attribute: "href"] },
      ["#p0", "https://new.example/widgets/W.html#c", "../old/widgets/W.html#c"])
    XCTAssertEqual(
      changed.elements(named: "button").compactMap { $0[attribute: "data-mode"] }, ["two-up", "swipe", "onion", "difference"])
    XCTAssertEqual(sections[1].elements(named: "button"), [], "only changed previews get the comparison modes")
    XCTAssertEqual(sections[1].elements(named: "a").last?.textContent, "in the new gallery")
    XCTAssertEqual(sections[2].elements(named: "a").compactMap { $0[attribute: "href"] }, ["#p2", "../old/widgets/W.html#r"])
    XCTAssertEqual(sections[2].elements(named: "a").last?.textContent, "in the old gallery")
    XCTAssertEqual(sections[1].elements(named: "ul"), [], "no list without changes")

    let unchanged = try XCTUnwrap(root.elements(named: "details").first)
    XCTAssertEqual(unchanged.elements(named: "summary").first?.textContent, "2 unchanged previews")
    XCTAssertEqual(unchanged.elements(named: "li").map(\.textContent), ["W--same", "loose.svg"])
    XCTAssertEqual(unchanged.elements(named: "a").compactMap { $0[attribute: "href"] }, ["https://new.example/widgets/W.html#s"])
  }

  /// The Markdown summary links each listed preview to its section of this report, the one
  /// whose heading names it, as a pull-request comment does with the published report.
  func testMarkdownLinksEachPreviewToItsSectionOfThisReport() throws {
    let sections = try XMLTreeParser.parseHTML(render()).elements(named: "section")
    let markdown = MarkdownReport(reportURL: "https://ci.example/run 1/report.html").render(report)
    let items = markdown.split(separator: "\n").filter { $0.hasPrefix("- **") }
    XCTAssertEqual(items.count, sections.count)
    for (item, section) in zip(items, sections) {
      let id = try XCTUnwrap(section[attribute: "id"])
      let heading = try XCTUnwrap(section.elements(named: "h2").first?.textContent)
      XCTAssertTrue(item.hasSuffix("](https://ci.example/run%201/report.html#\(id))"), String(item))
      XCTAssertTrue(heading.hasSuffix(String(item.split(separator: "`")[1])), "\(item) links to the section of \(heading)")
    }

    let both = MarkdownReport(galleryBase: "https://pages.example/", reportURL: "https://ci.example/r.html").render(report)
    XCTAssertTrue(
      both.contains("- **added** [`W--added`](https://pages.example/widgets/W.html#a) ([compare](https://ci.example/r.html#p1))"),
      both)
    XCTAssertFalse(MarkdownReport(galleryBase: "https://pages.example/").render(report).contains("compare"))
  }

  func testImagesAreEmbeddedOnceEachUntilTheLimitThenReferenced() throws {
    func images(_ html: String) throws -> [String: String] {
      let root = try XMLTreeParser.parseHTML(html)
      let script = try XCTUnwrap(root.elements(named: "script").first?.textContent)
      let prefix = "const IMAGES = "
      XCTAssertTrue(script.hasPrefix(prefix))
      let json = try XCTUnwrap(script.dropFirst(prefix.count).split(separator: "\n").first).dropLast()
      return try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
    }
    let root = try XMLTreeParser.parseHTML(render())
    let viewers = root.elements(named: "div").filter { $0[attribute: "class"] == "viewer" }
    XCTAssertEqual(viewers.map { $0[attribute: "data-old"] }, ["old:s/a.svg", "", "old:s/b.svg"])
    XCTAssertEqual(viewers.map { $0[attribute: "data-new"] }, ["new:s/a.svg", "new:s/b.svg", ""])
    let embedded = try images(render())
    XCTAssertEqual(embedded.keys.sorted(), ["new:s/a.svg", "new:s/b.svg", "old:s/a.svg", "old:s/b.svg"])
    let svg = try XCTUnwrap(embedded["old:s/b.svg"]?.split(separator: ",").last.flatMap { Data(base64Encoded: String($0)) })
    XCTAssertEqual(String(decoding: svg, as: UTF8.self), "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"old-b\"/>")
    let referenced = try images(render(embedLimit: 1))
    XCTAssertTrue(referenced["old:s/a.svg"]?.hasPrefix("data:image/svg+xml;base64,") == true, "the first image is embedded")
    XCTAssertEqual(referenced["new:s/a.svg"], "../new/s/a.svg", "later ones are paths relative to the report")
  }

  func testTheStyleAndScriptAreTheBundledFilesInline() throws {
    let root = try XMLTreeParser.parseHTML(render())
    let style = try XCTUnwrap(root.elements(named: "style").first?.textContent)
    XCTAssertTrue(style.hasPrefix(":root{color-scheme:light dark;"))
    XCTAssertTrue(style.hasSuffix("details{margin:16px 0}"))
    let script = try XCTUnwrap(root.elements(named: "script").first?.textContent)
    XCTAssertTrue(script.contains("document.querySelectorAll('.viewer')"))
    XCTAssertTrue(script.hasSuffix("})();"))
  }

  func testNoChangeSaysSoAndListsNothing() throws {
    let empty = DiffReport(mode: .snapshots, old: "a", new: "b", counts: DiffReport.Counts(), previews: [])
    let html = HTMLReport(oldFolder: folder, newFolder: folder, oldPath: "", newPath: "", newGalleryBase: "", oldGalleryBase: "")
      .render(empty)
    let root = try XMLTreeParser.parseHTML(html)
    XCTAssertEqual(root.elements(named: "p").last?.textContent, "No preview changed.")
    XCTAssertEqual(root.elements(named: "section"), [])
    XCTAssertEqual(root.elements(named: "details"), [])
    XCTAssertTrue(html.contains("(snapshot folders, files matched by path)"))
  }
}
