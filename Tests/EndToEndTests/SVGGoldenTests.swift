import BuiltInGallery
import Foundation
import GalleryCLI
import GalleryRunner
import GallerySite
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// Every built-in widget and family, on its timeline's first entry in the light appearance,
/// must render to the bytes of its SVG in the committed `Site/`.
///
/// `Site/` is the one source of expected drawings: this test finds each file through
/// `Site/manifest.json` and, on a mismatch, names it, writes the actual document under the
/// temporary folder and prints the first differing line, where the committed-site test only
/// counts the files that differ. The documents come from the site's own pipeline
/// (`SiteRenderer`). After an intended change, run `make gallery` and look at each changed
/// SVG as a picture before committing `Site/`.
@MainActor final class SVGGoldenTests: PrivatePreferencesTestCase {
  static let siteFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Site").standardizedFileURL

  // Synchronous, on the main thread but not as a main-queue job: providers that complete on
  // `DispatchQueue.main` are waited for by turning the main run loop, which a test running
  // as a main-actor job would block.
  nonisolated func testBuiltInWidgetsMatchTheCommittedSite() throws {
    try MainActor.assumeIsolated {
      let widgets = builtInWidgets
      let site = SiteRenderer(options: SiteOptions(appearances: [.light])).render(widgets)
      XCTAssertEqual(site.manifest.failures, [], "built-in widgets failed to render")

      var rendered: [String: Data] = [:]
      for preview in site.manifest.previews where Self.isGolden(preview) {
        rendered["\(preview.widget)/\(preview.family)"] = try XCTUnwrap(site.files[preview.file], "no file for \(preview.anchor)")
      }
      let familyCount = widgets.reduce(0) { $0 + $1.configuration.supportedFamilies.count }
      XCTAssertEqual(rendered.count, familyCount, "one drawing per widget and family")

      let manifest = try JSONDecoder().decode(
        SiteManifest.self, from: Data(contentsOf: Self.siteFolder.appendingPathComponent("manifest.json")))
      var committed: [String: String] = [:]
      // A gallery of several conditions (`make gallery`'s) is compared in its primary one,
      // the condition this test renders in.
      for preview in manifest.previews where Self.isGolden(preview) && preview.condition == manifest.conditions?.first {
        committed["\(preview.widget)/\(preview.family)"] = preview.file
      }

      let fileManager = FileManager.default
      let actualFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("svg-goldens-actual")
      for key in rendered.keys.sorted() {
        let actual = rendered[key]!
        guard let file = committed[key], let expected = try? Data(contentsOf: Self.siteFolder.appendingPathComponent(file)) else {
          XCTFail("Site/ has no drawing of \(key): run `make gallery` and commit Site/")
          continue
        }
        guard expected != actual else { continue }
        let actualURL = actualFolder.appendingPathComponent(key + ".svg")
        try fileManager.createDirectory(at: actualURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: actualURL)
        XCTFail(
          """
          Site/\(file) (\(key)) differs (\(expected.count) bytes committed, \(actual.count) rendered); \
          actual written to \(actualURL.path)
          \(Self.firstDifference(expected, actual))
          """)
      }
    }
  }

  /// The drawing compared for a widget and family: its first timeline entry, light.
  static func isGolden(_ preview: PreviewRecord) -> Bool {
    preview.entry == .timeline(index: 0) && preview.appearance == .light
  }

  /// Checks the diff hint itself, since it only runs when a golden fails.
  func testFirstDifferenceNamesTheLine() async {
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
}
