import ArgumentParser
import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import GalleryCLI
@testable import GalleryDiff
@testable import GalleryRunner
@testable import GallerySite

/// Serves the count `count` reads, as app data would: the value the tests change as a fixture.
private func counting(_ count: @escaping @Sendable () -> Int) -> StubProvider {
  StubProvider(
    placeholder: StubEntry(count: 0), snapshot: { StubEntry(date: $0, count: count()) },
    timeline: { [StubEntry(date: $0, count: count())] })
}

/// What the tests change between two builds.
private struct Look {
  var kind = "Story"
  var title = "Stories"
  var red = 0xD5, green = 0x46, blue = 0x3F
  var padding: CGFloat = 8
  var count = 1
  var link = "storywidget://41"
}

private func widget(_ look: Look) -> GalleryWidget {
  let colour = Color(red: Double(look.red) / 255, green: Double(look.green) / 255, blue: Double(look.blue) / 255)
  let configuration = StaticConfiguration(kind: look.kind, provider: counting { look.count }) { entry in
    VStack(alignment: .leading, spacing: 4) {
      Text(look.title)
      Circle().fill(colour).frame(width: 20, height: 20)
      Text("RNR \(entry.count)")
      Link(destination: URL(string: look.link)!) { Text("Open") }
    }
    .padding(look.padding)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(.white, for: .widget)
  }
  .supportedFamilies([.systemSmall])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

/// Builds a site with the real pipeline (small family, light only) into a fresh folder.
@MainActor private func site(_ looks: [Look], in root: URL, named name: String) throws -> URL {
  let options = SiteOptions(families: [.systemSmall], appearances: [.light], timeout: 2)
  let built = try RenderedSite.build(looks.map(widget), options: options)
  let folder = root.appendingPathComponent(name)
  _ = try SiteWriter().write(built, to: folder)
  return folder
}

/// Runs `widget-gallery diff` and returns its exit code.
private func exitCode(_ arguments: [String]) -> Int32 {
  do {
    var command = try GalleryCommand.parseAsRoot(["diff"] + arguments)
    try command.run()
    return 0
  } catch {
    return GalleryCommand.exitStatus(for: error)
  }
}

@MainActor final class SiteDiffTests: PrivatePreferencesTestCase {
  /// XCTest makes an instance per test, so each test has a folder of its own.
  private let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-diff-\(UUID().uuidString)")

  override func setUpWithError() throws {
    try super.setUpWithError()
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// Diffs a site built from `Look()` with one built from `changed`.
  private func diff(_ change: (inout Look) -> Void) throws -> (DiffReport, URL, URL) {
    var changed = Look()
    change(&changed)
    let old = try site([Look()], in: root, named: "old")
    let new = try site([changed], in: root, named: "new")
    return (try GalleryDiffer().compare(old: old, new: new), old, new)
  }

  private func sentences(_ report: DiffReport) -> [String] { report.previews.flatMap(\.changes) }

  func testIdenticalSitesAreUnchangedAndExitZero() async throws {
    let (report, old, new) = try diff { _ in }
    XCTAssertEqual(report.mode, .site)
    XCTAssertEqual(
      report.counts, DiffReport.Counts(added: 0, removed: 0, changed: 0, unchanged: 3), "placeholder, snapshot, entry-0")
    XCTAssertFalse(report.hasChanges)
    XCTAssertEqual(exitCode([old.path, new.path]), 0)
  }

  func testAFixtureValueChangeReadsAsATextChange() async throws {
    let (report, old, new) = try diff { $0.count = 2 }
    XCTAssertEqual(report.counts.changed, 2, "snapshot and entry-0 show the count; the placeholder does not")
    XCTAssertEqual(report.counts.unchanged, 1)
    XCTAssertEqual(report.previews.first?.status, .changed, "changed previews come first")
    XCTAssertTrue(sentences(report).contains("Text \"RNR 1\" changed to \"RNR 2\""), "\(sentences(report))")
    XCTAssertEqual(exitCode([old.path, new.path]), 1)
    XCTAssertEqual(exitCode([old.path, new.path, "--exit-zero-on-changes"]), 0)
  }

  func testAChangedFixtureFileReadsAsATextChange() async throws {
    func build(count: Int, named name: String) throws -> URL {
      let fixtures = root.appendingPathComponent("fixtures-\(name)/UserDefaults")
      try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
      try Data("{\"count\": \(count)}".utf8).write(to: fixtures.appendingPathComponent("group.widgetgallery.diff.json"))
      let configuration = StaticConfiguration(
        kind: "Counter",
        provider: counting {
          // Read from the app's App Group defaults, as a real widget reads app data.
          UserDefaults(suiteName: "group.widgetgallery.diff")?.integer(forKey: "count") ?? -1
        }
      ) { entry in
        Text("RNR \(entry.count)").containerBackground(.white, for: .widget)
      }
      .supportedFamilies([.systemSmall])
      let widget = GalleryWidget(
        configuration: configuration.galleryConfiguration, app: nil, fixturesDirectory: fixtures.deletingLastPathComponent(),
        assetsDirectory: nil)
      let built = try RenderedSite.build(
        [widget], options: SiteOptions(families: [.systemSmall], appearances: [.light], timeout: 2))
      XCTAssertEqual(built.manifest.failures, [])
      let folder = root.appendingPathComponent(name)
      try SiteWriter().write(built, to: folder)
      return folder
    }
    let old = try build(count: 1, named: "old")
    let new = try build(count: 2, named: "new")
    let report = try GalleryDiffer().compare(old: old, new: new)
    XCTAssertEqual(
      report.counts, DiffReport.Counts(added: 0, removed: 0, changed: 2, unchanged: 1), "snapshot and entry-0 read the fixture")
    XCTAssertTrue(sentences(report).contains("Text \"RNR 1\" changed to \"RNR 2\""), "\(sentences(report))")
    XCTAssertEqual(exitCode([old.path, new.path]), 1)
  }

  func testAColourChangeNamesBothColours() async throws {
    let (report, _, _) = try diff { look in (look.red, look.green, look.blue) = (0xFF, 0x3B, 0x30) }
    XCTAssertEqual(report.counts.changed, 3)
    XCTAssertTrue(sentences(report).contains("Circle fill changed from #D5463F to #FF3B30"), "\(sentences(report))")
    XCTAssertFalse(sentences(report).contains { $0.contains("moved") }, "nothing moved: \(sentences(report))")
  }

  func testATextChange() async throws {
    let (report, _, _) = try diff { $0.title = "Истории" }
    XCTAssertEqual(report.counts.changed, 3)
    XCTAssertTrue(sentences(report).contains("Text \"Stories\" changed to \"Истории\""), "\(sentences(report))")
    XCTAssertEqual(
      report.previews.first { $0.entry == "placeholder" }?.changes.first?.hasPrefix("redaction resized from"), true,
      "the placeholder draws the title redacted, as wide as the text")
  }

  func testALayoutValueChangeMovesTheViews() async throws {
    let (report, _, _) = try diff { $0.padding = 12 }
    XCTAssertEqual(report.counts.changed, 3)
    let words = sentences(report)
    XCTAssertTrue(words.contains("Text \"RNR 1\" moved 4 pt right and 4 pt down"), "\(words)")
    XCTAssertTrue(words.contains("Circle moved 4 pt right and 4 pt down"), "\(words)")
  }

  func testALinkChangeIsNamed() async throws {
    let (report, _, _) = try diff { $0.link = "storywidget://42" }
    let words = sentences(report)
    XCTAssertTrue(words.contains("Link added: storywidget://42"), "\(words)")
    XCTAssertTrue(words.contains("Link removed: storywidget://41"), "\(words)")
  }

  func testDeletedWidgetsAreRemovedPreviewsAndNewOnesAdded() async throws {
    var other = Look()
    other.kind = "Other"
    var third = Look()
    third.kind = "Third"
    let old = try site([Look(), other], in: root, named: "old")
    let new = try site([Look(), third], in: root, named: "new")
    let report = try GalleryDiffer().compare(old: old, new: new)
    // The added widget's accessibility findings are new (`newFindings`); the pictures' counts:
    let counts = report.counts
    XCTAssertEqual([counts.added, counts.removed, counts.changed, counts.unchanged], [3, 3, 0, 3])
    XCTAssertEqual(report.previews(.removed).map(\.id).first, "Other--systemSmall--placeholder--light")
    XCTAssertEqual(report.previews(.removed).first?.galleryLink, "widgets/Other.html#Other--systemSmall--placeholder--light")
    XCTAssertEqual(exitCode([old.path, new.path]), 1)
  }

  func testSnapshotsLeftBehindInTheNewSiteAreReported() async throws {
    let old = try site([Look()], in: root, named: "old")
    let new = try site([Look()], in: root, named: "new")
    let stray = new.appendingPathComponent("snapshots/Gone/systemSmall/0123456789ab.svg")
    try FileManager.default.createDirectory(at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: stray)
    let report = try GalleryDiffer().compare(old: old, new: new)
    XCTAssertEqual(report.counts.removed, 1)
    XCTAssertEqual(report.previews(.removed).first?.id, "snapshots/Gone/systemSmall/0123456789ab.svg")
    XCTAssertTrue(report.previews(.removed).first?.changes.first?.hasPrefix("Left behind") == true)
  }

  func testSnapshotFoldersAreMatchedByPath() async throws {
    let old = try site([Look()], in: root, named: "old").appendingPathComponent("snapshots")
    let newSite = try site(
      [
        {
          var look = Look()
          look.padding = 12
          return look
        }()
      ], in: root, named: "new")
    let new = root.appendingPathComponent("plain")
    try FileManager.default.createDirectory(at: new, withIntermediateDirectories: true)
    // Give the new files the old names, as a snapshot folder under version control would.
    let oldFiles = PairComparer(old: old, new: old).files(in: old, under: nil)
    let newFiles = PairComparer(old: newSite, new: newSite).files(in: newSite.appendingPathComponent("snapshots"), under: nil)
    XCTAssertEqual(oldFiles.count, 2, "the snapshot and entry-0 look the same and share a file")
    for (name, source) in zip(oldFiles.dropLast(), newFiles) {
      let target = new.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: newSite.appendingPathComponent("snapshots").appendingPathComponent(source), to: target)
    }
    let report = try GalleryDiffer().compare(old: old, new: new)
    XCTAssertEqual(report.mode, .snapshots)
    XCTAssertEqual(report.counts, DiffReport.Counts(added: 0, removed: 1, changed: 1, unchanged: 0))
    XCTAssertEqual(report.previews(.removed).map(\.id), [oldFiles.last!])
  }

  func testUnusableInputsExitTwo() async throws {
    let old = try site([Look()], in: root, named: "old")
    XCTAssertEqual(exitCode([old.path, root.appendingPathComponent("missing").path]), 2)
    XCTAssertEqual(exitCode([old.path, old.appendingPathComponent("snapshots").path]), 2, "a site against a plain folder")
    let broken = try site([Look()], in: root, named: "broken")
    try Data("{".utf8).write(to: broken.appendingPathComponent("manifest.json"))
    XCTAssertEqual(exitCode([old.path, broken.path]), 2)
  }

  func testReportsAreWrittenEscapedAndDeterministic() async throws {
    let old = try site([Look()], in: root, named: "old")
    var hostile = Look()
    hostile.title = "<script>alert(1)</script> & [x](javascript:1)"
    let new = try site([hostile], in: root, named: "new")
    let out = root.appendingPathComponent("reports")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    func run(_ suffix: String) -> Int32 {
      exitCode([
        old.path, new.path, "--html", out.appendingPathComponent("r\(suffix).html").path,
        "--markdown", out.appendingPathComponent("r\(suffix).md").path, "--junit",
        out.appendingPathComponent("r\(suffix).xml").path,
        "--json", out.appendingPathComponent("r\(suffix).json").path,
      ])
    }
    XCTAssertEqual(run("1"), 1)
    XCTAssertEqual(run("2"), 1)
    for ext in ["html", "md", "xml", "json"] {
      let first = try Data(contentsOf: out.appendingPathComponent("r1.\(ext)"))
      XCTAssertEqual(first, try Data(contentsOf: out.appendingPathComponent("r2.\(ext)")), "\(ext) is deterministic")
    }
    let html = try String(contentsOf: out.appendingPathComponent("r1.html"), encoding: .utf8)
    XCTAssertFalse(html.contains("<script>alert"))
    XCTAssertTrue(
      html.contains(
        "Text &quot;Stories&quot; changed to &quot;&lt;script&gt;alert(1)&lt;/script&gt; &amp; [x](javascript:1)&quot;"))
    XCTAssertTrue(html.contains("<li class=\"changed\"><b>3</b> changed</li>"))
    XCTAssertTrue(html.contains("<li class=\"unchanged\"><b>0</b> unchanged</li>"))
    XCTAssertTrue(
      html.contains("href=\"../new/widgets/Story.html#Story--systemSmall--entry-0--light\""),
      "gallery links relative to the report")
    XCTAssertTrue(html.contains("data:image/svg+xml;base64,"), "changed SVGs are embedded")
    for mode in ["two-up", "swipe", "onion", "difference"] { XCTAssertTrue(html.contains("data-mode=\"\(mode)\""), mode) }

    let markdown = try String(contentsOf: out.appendingPathComponent("r1.md"), encoding: .utf8)
    XCTAssertTrue(markdown.contains("**3 changed**, 0 added, 0 removed, 0 unchanged (of 3 previews)."))
    XCTAssertFalse(markdown.contains("<script>"))
    XCTAssertFalse(markdown.contains("[x](javascript"), "no live Markdown link from user text")

    let decoded = try JSONDecoder().decode(DiffReport.self, from: Data(contentsOf: out.appendingPathComponent("r1.json")))
    // Besides a test case per preview, one per preview whose accessibility changed (its label).
    let readDifferently = decoded.previews.filter { !$0.accessibility.isEmpty }.count
    let junit = try XMLTreeParser.parse(String(contentsOf: out.appendingPathComponent("r1.xml"), encoding: .utf8))
    XCTAssertEqual(junit[attribute: "failures"], String(3 + readDifferently))
    XCTAssertEqual(junit.elements(named: "testcase").count, 3 + readDifferently)
    XCTAssertEqual(junit.elements(named: "failure").count, 3 + readDifferently)

    XCTAssertEqual(decoded.counts.changed, 3)
    XCTAssertEqual(decoded.previews.count, 3)
  }

  func testMarkdownStaysShortForLargeDiffs() async throws {
    let previews = (0..<5000).map { index in
      PreviewDiff(
        id: "W--systemSmall--entry-\(index)--light", status: .changed, oldFile: "a.svg", newFile: "a.svg", galleryLink: nil,
        changes: (0..<30).map { "Text \"line \($0)\" moved 1 pt right" })
    }
    let report = DiffReport(mode: .site, old: "a", new: "b", counts: .init(changed: 5000), previews: previews)
    let markdown = MarkdownReport().render(report)
    XCTAssertLessThan(markdown.utf8.count, 10_000)
    XCTAssertTrue(markdown.contains("… and 4975 more previews"))
  }
}
