import Foundation
import GalleryFormats
import GalleryTestSupport
import XCTest

@testable import GallerySite

/// `SiteWriter.stage(_:for:)` writes some of a site's files ahead of the others: the site it
/// then writes is the one a write in one step gives, nothing outside the staging folder is
/// touched until the swap, and a failure leaves the previous site byte for byte with nothing
/// beside it.
final class SiteWriterStagingTests: XCTestCase {
  private var parent: URL!

  override func setUpWithError() throws {
    parent = FileManager.default.temporaryDirectory.appendingPathComponent("staging-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: parent)
  }

  private func site(_ files: [String: String]) -> RenderedSite {
    var site = RenderedSite(
      manifest: SiteManifest(referenceDate: "r", device: "d", shard: nil, widgets: [], previews: [], failures: [], files: []))
    for (path, text) in files { site.files[path] = Data(text.utf8) }
    return site
  }

  private func data(_ files: [String: String]) -> [String: Data] {
    files.mapValues { Data($0.utf8) }
  }

  /// The names beside the site folders: staging folders left behind start with a dot.
  private var hidden: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).filter { $0.hasPrefix(".") }.sorted()
  }

  private let previous = ["index.html": "old", "snapshots/a/1.svg": "<svg>a</svg>", "snapshots/b/1.svg": "<svg>b</svg>"]
  private let next = ["index.html": "new", "snapshots/a/1.svg": "<svg>A</svg>", "snapshots/b/1.svg": "<svg>b</svg>"]

  func testAStagedWriteGivesTheSiteAndSummaryOfAWriteInOneStep() throws {
    let staged = parent.appendingPathComponent("Staged")
    let plain = parent.appendingPathComponent("Plain")
    for folder in [staged, plain] { try SiteWriter().write(site(previous), to: folder) }
    let before = folderContents(staged)
    let old = Date(timeIntervalSince1970: 1_000_000)
    let unchangedFile = staged.appendingPathComponent("snapshots/b/1.svg")
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: unchangedFile.path)

    let svgs = try SiteWriter().stage(data(next.filter { $0.key.hasSuffix(".svg") }), for: staged)
    XCTAssertEqual(svgs.paths, ["snapshots/a/1.svg", "snapshots/b/1.svg"])
    XCTAssertEqual(folderContents(staged), before, "nothing in the site is touched before the swap")
    XCTAssertEqual(hidden.count, 1, "the staging folder is beside the site: \(hidden)")

    let summary = try SiteWriter().write(site(next), to: staged, staged: svgs)
    let expected = try SiteWriter().write(site(next), to: plain)
    XCTAssertEqual(summary, expected)
    XCTAssertEqual(summary.written, ["index.html", "snapshots/a/1.svg"])
    XCTAssertEqual(folderContents(staged), folderContents(plain))
    XCTAssertEqual(String(decoding: folderContents(staged)["snapshots/a/1.svg"]!, as: UTF8.self), "<svg>A</svg>")
    let modified = try FileManager.default.attributesOfItem(atPath: unchangedFile.path)[.modificationDate] as? Date
    XCTAssertEqual(modified, old, "an unchanged staged file is the old one, carried over")
    XCTAssertEqual(hidden, [])
  }

  func testStagedFilesTheSiteDoesNotHoldOrHoldsOtherwiseAreReplaced() throws {
    let staged = parent.appendingPathComponent("Staged")
    let plain = parent.appendingPathComponent("Plain")
    for folder in [staged, plain] { try SiteWriter().write(site(previous), to: folder) }
    let svgs = try SiteWriter().stage(
      data(["snapshots/a/1.svg": "<svg>stale</svg>", "snapshots/c/1.svg": "<svg>gone</svg>"]), for: staged)

    let summary = try SiteWriter().write(site(next), to: staged, staged: svgs)
    XCTAssertEqual(summary, try SiteWriter().write(site(next), to: plain))
    XCTAssertEqual(folderContents(staged), folderContents(plain))
    XCTAssertNil(folderContents(staged)["snapshots/c/1.svg"])
    XCTAssertEqual(hidden, [])
  }

  func testAStagedWriteOfAnUnchangedSiteTouchesNothing() throws {
    let folder = parent.appendingPathComponent("Site")
    try SiteWriter().write(site(previous), to: folder)
    let before = folderContents(folder)
    let svgs = try SiteWriter().stage(data(previous.filter { $0.key.hasSuffix(".svg") }), for: folder)
    let summary = try SiteWriter().write(site(previous), to: folder, staged: svgs)
    XCTAssertEqual(summary.written, [])
    XCTAssertEqual(summary.unchanged, 5)
    XCTAssertEqual(folderContents(folder), before)
    XCTAssertEqual(hidden, [])
  }

  func testAFailedWriteAfterStagingLeavesThePreviousSite() throws {
    let folder = parent.appendingPathComponent("Site")
    try SiteWriter().write(site(previous), to: folder)
    let before = folderContents(folder)
    let svgs = try SiteWriter().stage(data(["snapshots/a/1.svg": "<svg>A</svg>"]), for: folder)
    // A file and a folder of the same name: the folder cannot be made.
    XCTAssertThrowsError(try SiteWriter().write(site(["page": "file", "page/1.svg": "<svg/>"]), to: folder, staged: svgs)) {
      guard case .unwritable(let path, _)? = $0 as? SiteError else { return XCTFail("not SiteError.unwritable: \($0)") }
      XCTAssertEqual(path, folder.appendingPathComponent("page").path)
    }
    XCTAssertEqual(folderContents(folder), before, "the previous site is left byte for byte")
    XCTAssertEqual(hidden, [], "the staging folder is removed")
  }

  func testAFailedStageLeavesNothing() throws {
    let folder = parent.appendingPathComponent("Site")
    try SiteWriter().write(site(previous), to: folder)
    let before = folderContents(folder)
    XCTAssertThrowsError(try SiteWriter().stage(data(["page": "file", "page/1.svg": "<svg/>"]), for: folder))
    XCTAssertEqual(folderContents(folder), before)
    XCTAssertEqual(hidden, [])
  }

  func testDiscardRemovesTheStagingFolderAndLeavesTheSite() throws {
    let folder = parent.appendingPathComponent("Site")
    try SiteWriter().write(site(previous), to: folder)
    let before = folderContents(folder)
    let svgs = try SiteWriter().stage(data(next.filter { $0.key.hasSuffix(".svg") }), for: folder)
    XCTAssertEqual(hidden.count, 1)
    svgs.discard()
    XCTAssertEqual(hidden, [])
    XCTAssertEqual(folderContents(folder), before)
  }

  func testStagingRefusesAFolderItDidNotWrite() throws {
    let folder = parent.appendingPathComponent("Site")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("precious".utf8).write(to: folder.appendingPathComponent("thesis.txt"))
    XCTAssertThrowsError(try SiteWriter().stage(data(["a.svg": "<svg/>"]), for: folder)) {
      guard case .notAGalleryFolder? = $0 as? SiteError else { return XCTFail("not SiteError.notAGalleryFolder: \($0)") }
    }
    XCTAssertEqual(hidden, [])
  }
}
