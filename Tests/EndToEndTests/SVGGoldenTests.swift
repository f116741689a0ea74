import BuiltInGallery
import Foundation
import GalleryCLI
import GalleryRunner
import GallerySite
import ViewDSL
import XCTest

/// Every built-in widget and family, on its timeline's first entry in the light appearance,
/// must render to the bytes committed in `Tests/SVGWriterTests/Goldens/<widget-id>/<family>.svg`.
///
/// The documents come from the site's own pipeline (`SiteRenderer`), so a golden is the same
/// file as the matching `Site/snapshots/…` SVG. Run with `RECORD_GOLDENS=1` to rewrite the
/// goldens (and delete those no widget renders any more), then look at each changed one as a
/// picture before committing it. On a mismatch the actual document is written under the
/// temporary folder and the first differing line is printed.
final class SVGGoldenTests: XCTestCase {
  static let goldensFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../SVGWriterTests/Goldens").standardizedFileURL
  static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

  func testBuiltInWidgetsMatchGoldens() throws {
    let widgets = builtInWidgets
    let site = SiteRenderer(options: SiteOptions(appearances: [.light])).render(widgets)
    XCTAssertEqual(site.manifest.failures, [], "built-in widgets failed to render")

    var expected: [String: Data] = [:]
    for preview in site.manifest.previews where preview.entry == "entry-0" && preview.appearance == Appearance.light.rawValue {
      let data = try XCTUnwrap(site.files[preview.file], "no file for \(preview.anchor)")
      expected["\(PreviewRecord.slug(preview.widget))/\(preview.family).svg"] = data
    }
    let familyCount = widgets.reduce(0) { $0 + $1.configuration.supportedFamilies.count }
    XCTAssertEqual(expected.count, familyCount, "one golden per widget and family")

    let onDisk = Set(try Self.goldenPaths())
    let fileManager = FileManager.default
    if Self.isRecording {
      for (path, data) in expected where (try? Data(contentsOf: Self.url(path))) != data {
        let url = Self.url(path)
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        print("recorded golden \(path)")
      }
      for path in onDisk.subtracting(expected.keys) {
        try fileManager.removeItem(at: Self.url(path))
        print("removed stale golden \(path)")
      }
      return
    }

    for path in onDisk.subtracting(expected.keys).sorted() {
      XCTFail("stale golden \(path): no widget renders it; re-record with RECORD_GOLDENS=1")
    }
    let actualFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("svg-goldens-actual")
    for path in expected.keys.sorted() {
      let actual = expected[path]!
      guard let golden = try? Data(contentsOf: Self.url(path)) else {
        XCTFail("missing golden \(path); record it with RECORD_GOLDENS=1 (see README, Golden files)")
        continue
      }
      guard golden != actual else { continue }
      let actualURL = actualFolder.appendingPathComponent(path)
      try fileManager.createDirectory(at: actualURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: actualURL)
      XCTFail("""
        golden \(path) differs (\(golden.count) bytes expected, \(actual.count) actual); \
        actual written to \(actualURL.path)
        \(Self.firstDifference(golden, actual))
        """)
    }
  }

  /// Checks the diff hint itself, since it only runs when a golden fails.
  func testFirstDifferenceNamesTheLine() {
    let hint = Self.firstDifference(Data("a\nb\nc\n".utf8), Data("a\nB\nc\n".utf8))
    XCTAssertEqual(hint, "first difference at line 2:\n- b\n+ B")
    XCTAssertEqual(Self.firstDifference(Data("a".utf8), Data("a\nb".utf8)), "first difference at line 2:\n- <end of file>\n+ b")
  }

  /// `first difference at line N:` with the expected (`-`) and actual (`+`) line, each cut
  /// to 200 characters.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(old.count, new.count)
    let index = (0..<common).first { old[$0] != new[$0] } ?? common
    func line(_ lines: [Substring]) -> String {
      index < lines.count ? String(lines[index].prefix(200)) : "<end of file>"
    }
    return "first difference at line \(index + 1):\n- \(line(old))\n+ \(line(new))"
  }

  static func url(_ path: String) -> URL {
    goldensFolder.appendingPathComponent(path)
  }

  /// `<widget>/<family>.svg` for every golden on disk.
  static func goldenPaths() throws -> [String] {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: goldensFolder.path) else { return [] }
    return try fileManager.contentsOfDirectory(atPath: goldensFolder.path).flatMap { widget in
      try fileManager.contentsOfDirectory(atPath: goldensFolder.appendingPathComponent(widget).path)
        .filter { $0.hasSuffix(".svg") }.map { "\(widget)/\($0)" }
    }
  }
}
