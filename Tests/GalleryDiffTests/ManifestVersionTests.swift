import Foundation
import XCTest

@testable import GalleryDiff

/// `diff` reads a base site whose manifest is of an older schema version, says which versions
/// it read, and refuses a manifest newer than it knows, naming the file and the version.
final class ManifestVersionTests: XCTestCase {
  /// `Site/manifest.json` as the last schema-1 build wrote it, trimmed to four previews.
  private static let version1 = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Manifests/manifest-v1.json").standardizedFileURL

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-version-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A site with the fixture's previews: its manifest at `schemaVersion` (nil: as the fixture
  /// has it, without the field) and an SVG per listed file, `changed` filled differently.
  private func site(_ name: String, schemaVersion: Int?, changed: String? = nil) throws -> URL {
    let site = folder.appendingPathComponent(name)
    let data = try Data(contentsOf: Self.version1)
    var manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    if let schemaVersion { manifest["schemaVersion"] = schemaVersion }
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys, .prettyPrinted])
      .write(to: site.appendingPathComponent("manifest.json"))
    let previews = try XCTUnwrap(manifest["previews"] as? [[String: Any]])
    for file in Set(previews.compactMap { $0["file"] as? String }) {
      let url = site.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let fill = file == changed ? "#00FF00" : "#FF0000"
      try Data(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"158\" height=\"158\"><rect data-view=\"Rectangle\" width=\"10\" height=\"10\" fill=\"\(fill)\"/></svg>"
          .utf8
      ).write(to: url)
    }
    return site
  }

  func testAVersion1BaseComparesWithAVersion2HeadAndTheReportsSaySo() throws {
    let changed = "snapshots/com.mygame.game-status/systemSmall/bda62e0d9890.svg"
    let base = try site("base", schemaVersion: nil)
    let head = try site("head", schemaVersion: 2, changed: changed)
    let report = try GalleryDiffer().compare(old: base, new: head)
    XCTAssertEqual(report.schemaVersions, DiffReport.SchemaVersions(old: 1, new: 2))
    XCTAssertEqual(report.counts.changed, 1)
    XCTAssertEqual(report.counts.unchanged, 3)
    XCTAssertEqual(report.previews(.changed).map(\.id), ["com.mygame.game-status--systemSmall--snapshot--dark"])
    XCTAssertEqual(
      report.previews(.changed).first?.galleryLink,
      "widgets/com.mygame.game-status.html#com.mygame.game-status--systemSmall--snapshot--dark")
    XCTAssertEqual(
      report.schemaNotes, ["old gallery: manifest schema 1 (read as an older version)", "new gallery: manifest schema 2"])
    let markdown = MarkdownReport().render(report)
    XCTAssertTrue(markdown.contains("_old gallery: manifest schema 1 (read as an older version)_"), markdown)
    let html = HTMLReport(
      oldFolder: base, newFolder: head, oldPath: "base", newPath: "head", newGalleryBase: "head/", oldGalleryBase: "base/"
    )
    .render(report)
    XCTAssertTrue(html.contains("<p class=\"schema\">old gallery: manifest schema 1 (read as an older version)</p>"))
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    XCTAssertEqual(json["schemaVersions"] as? [String: Int], ["old": 1, "new": 2])
  }

  func testTwoCurrentManifestsAddNoNote() throws {
    let report = try GalleryDiffer().compare(
      old: try site("base", schemaVersion: 2), new: try site("head", schemaVersion: 2))
    XCTAssertEqual(report.schemaVersions, DiffReport.SchemaVersions(old: 2, new: 2))
    XCTAssertEqual(report.schemaNotes, [])
    XCTAssertFalse(MarkdownReport().render(report).contains("schema"))
    XCTAssertEqual(report.counts.unchanged, 4)
  }

  func testANewerManifestIsRefusedNamingTheFileAndTheVersion() throws {
    let head = try site("head", schemaVersion: 3)
    XCTAssertThrowsError(try GalleryDiffer().compare(old: try site("base", schemaVersion: nil), new: head)) { error in
      XCTAssertEqual(
        "\(error)",
        "\(head.appendingPathComponent("manifest.json").path) has manifest schema 3, newer than this widget-gallery reads (schema 1 to 2): use a newer widget-gallery"
      )
    }
  }
}
