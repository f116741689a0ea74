import Foundation
import GalleryTestSupport
import ViewDSL
import XCTest

@testable import GalleryRunner
@testable import GallerySite

/// Drawings kept between builds: reused only for the same fingerprint and renderer version,
/// and a site built with them is the site built without.
final class DrawingCacheTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-cache-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func entry(_ fingerprint: String, svg: String = "<svg/>") -> DrawingCache.Entry {
    DrawingCache.Entry(
      fingerprint: fingerprint, accessibilityTitle: "Title",
      tapTargets: [PreviewRecord.TapTarget(kind: "link", url: "app://x", blocked: false, rect: [1, 2, 3, 4])], size: [10, 20],
      svg: Data(svg.utf8))
  }

  func testAnEntryComesBackWholeForItsFingerprintOnly() {
    let cache = DrawingCache(folder: folder, version: "one")
    let stored = entry("0123456789abcdef0123456789abcdef")
    cache.store(stored)
    XCTAssertEqual(cache.entry(for: stored.fingerprint), stored)
    XCTAssertNil(cache.entry(for: "0123456789abcdef0123456789abcdee"))
  }

  func testACacheOfAnotherRendererVersionIsNeitherReadNorKept() throws {
    let old = DrawingCache(folder: folder, version: "old")
    old.store(entry("0123456789abcdef0123456789abcdef", svg: "<svg>old renderer</svg>"))
    let current = DrawingCache(folder: folder, version: "new")
    XCTAssertNil(current.entry(for: "0123456789abcdef0123456789abcdef"))
    current.store(entry("fedcba9876543210fedcba9876543210"))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["drawings-new"])
  }

  func testAnEntryWhoseFingerprintDoesNotMatchItsNameIsIgnored() throws {
    let cache = DrawingCache(folder: folder, version: "one")
    cache.store(entry("0123456789abcdef0123456789abcdef"))
    let file = folder.appendingPathComponent("drawings-one/01/0123456789abcdef0123456789abcdef")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "0123456789abcdef0123456789abcdef", with: "0123456789abcdef0123456789abcde0").write(
      to: file, atomically: true, encoding: .utf8)
    XCTAssertNil(cache.entry(for: "0123456789abcdef0123456789abcdef"))
  }

  private func widget(word: String) -> GalleryWidget {
    let configuration = StaticConfiguration(kind: "Cached", provider: StubProvider { now in [StubEntry(date: now, title: "x")] })
    {
      _ in
      VStack {
        Text(word).font(.headline)
        Capsule().fill(.tint).frame(height: 4)
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    return GalleryWidget(configuration: configuration.galleryConfiguration)
  }

  func testAChangedViewIsDrawnAnewAndAnUnchangedOneComesFromTheCache() throws {
    let cache = DrawingCache(folder: folder, version: "one")
    let options = SiteOptions(timeout: 1, jobs: 2, drawingCache: cache)
    let fresh = try RenderedSite.build([widget(word: "Sonne")], options: SiteOptions(timeout: 1, jobs: 2))
    let first = try RenderedSite.build([widget(word: "Sonne")], options: options)
    XCTAssertEqual(first.cachedPreviews, 0)
    XCTAssertGreaterThan(first.drawnPreviews, 0)
    let again = try RenderedSite.build([widget(word: "Sonne")], options: options)
    XCTAssertEqual(again.drawnPreviews, 0, "every drawing came from the cache")
    XCTAssertEqual(again.cachedPreviews, first.drawnPreviews)
    XCTAssertEqual(again.files, fresh.files, "the same bytes as a build without the cache")
    XCTAssertEqual(again.manifestData(), fresh.manifestData())

    let changed = try RenderedSite.build([widget(word: "Mond")], options: options)
    XCTAssertEqual(changed.cachedPreviews, 0)
    let svgs = changed.files.filter { $0.key.hasSuffix(".svg") }.values.map { String(decoding: $0, as: UTF8.self) }
    XCTAssertFalse(svgs.isEmpty)
    XCTAssertTrue(svgs.contains { $0.contains("Mond") }, "the new text is drawn")
    XCTAssertFalse(svgs.contains { $0.contains("Sonne") }, "no drawing of the old text is reused")
    let withoutCache = try RenderedSite.build([widget(word: "Mond")], options: SiteOptions(timeout: 1, jobs: 2))
    XCTAssertEqual(changed.files, withoutCache.files)
  }
}
