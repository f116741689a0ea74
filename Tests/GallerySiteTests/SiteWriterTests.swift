import Foundation
import GalleryFormats
import XCTest

@testable import GallerySite

final class SiteWriterTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func site(_ files: [String: String]) -> RenderedSite {
    var site = RenderedSite(
      manifest: SiteManifest(referenceDate: "r", device: "d", shard: nil, widgets: [], previews: [], failures: [], files: []))
    for (path, text) in files { site.files[path] = Data(text.utf8) }
    return site
  }

  private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
  }

  func testWritesFilesMarkerAndManifest() throws {
    let summary = try SiteWriter().write(site(["index.html": "<p>hi</p>", "snapshots/a/1.svg": "<svg/>"]), to: folder)
    XCTAssertEqual(read("index.html"), "<p>hi</p>")
    XCTAssertEqual(read("snapshots/a/1.svg"), "<svg/>")
    XCTAssertNotNil(read(SiteFiles.marker))
    let manifest = try JSONDecoder().decode(SiteManifest.self, from: Data(read("manifest.json")!.utf8))
    XCTAssertEqual(manifest.files, ["index.html", "snapshots/a/1.svg"])
    XCTAssertEqual(summary.written.count, 4)
  }

  func testUnchangedFilesAreLeftUntouched() throws {
    try SiteWriter().write(site(["index.html": "one", "b.svg": "b"]), to: folder)
    let indexURL = folder.appendingPathComponent("b.svg")
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: indexURL.path)
    let summary = try SiteWriter().write(site(["index.html": "two", "b.svg": "b"]), to: folder)
    XCTAssertEqual(summary.written, ["index.html"])
    let modified = try FileManager.default.attributesOfItem(atPath: indexURL.path)[.modificationDate] as? Date
    XCTAssertEqual(modified, old)
  }

  func testStaleFilesTheToolWroteAreRemovedOthersAreKept() throws {
    try SiteWriter().write(site(["index.html": "x", "snapshots/old/1.svg": "old"]), to: folder)
    try Data("mine".utf8).write(to: folder.appendingPathComponent("NOTES.txt"))
    let summary = try SiteWriter().write(site(["index.html": "x"]), to: folder)
    XCTAssertEqual(summary.removed, ["snapshots/old/1.svg"])
    XCTAssertNil(read("snapshots/old/1.svg"))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("snapshots/old").path), "empty folders go too")
    XCTAssertEqual(read("NOTES.txt"), "mine")
  }

  func testRefusesAFolderItDidNotWrite() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("precious".utf8).write(to: folder.appendingPathComponent("thesis.txt"))
    XCTAssertThrowsError(try SiteWriter().write(site(["index.html": "x"]), to: folder)) { error in
      guard case .notAGalleryFolder(let refused)? = error as? SiteError else {
        return XCTFail("not SiteError.notAGalleryFolder: \(error)")
      }
      XCTAssertEqual(refused, self.folder.path)
    }
    XCTAssertNil(read("index.html"))
    XCTAssertEqual(read("thesis.txt"), "precious")
  }

  func testDifferencesListChangedMissingAndStaleFiles() throws {
    try SiteWriter().write(site(["a.html": "a", "b.html": "b", "c.html": "c"]), to: folder)
    XCTAssertEqual(SiteWriter().differences(site(["a.html": "a", "b.html": "b", "c.html": "c"]), in: folder), [])
    let differences = SiteWriter().differences(site(["a.html": "A", "b.html": "b", "d.html": "d"]), in: folder)
    XCTAssertEqual(differences, ["changed: a.html", "missing: d.html", "changed: manifest.json", "stale: c.html"])
  }

  // The new site replaces the old one in one swap; a failed write leaves the old one whole.

  private func inode(_ path: String) throws -> Int {
    try XCTUnwrap(
      FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.systemFileNumber] as? Int)
  }

  private func siblings() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path).filter {
      $0.contains(folder.lastPathComponent)
    }
  }

  func testAChangedSiteIsSwappedInKeepingUnchangedFilesAsTheSameFiles() throws {
    try SiteWriter().write(site(["index.html": "one", "snapshots/a.svg": "a"]), to: folder)
    let folderBefore = try inode(".")
    let unchangedBefore = try inode("snapshots/a.svg")
    try SiteWriter().write(site(["index.html": "two", "snapshots/a.svg": "a"]), to: folder)
    XCTAssertNotEqual(try inode("."), folderBefore, "a new folder took the old one's place")
    XCTAssertEqual(try inode("snapshots/a.svg"), unchangedBefore, "the unchanged file is the same file")
    XCTAssertEqual(try siblings(), [folder.lastPathComponent], "no staging folder is left beside the site")
  }

  func testNothingChangedTouchesNothing() throws {
    try SiteWriter().write(site(["index.html": "one"]), to: folder)
    let before = try inode(".")
    let summary = try SiteWriter().write(site(["index.html": "one"]), to: folder)
    XCTAssertEqual(summary.written, [])
    XCTAssertEqual(try inode("."), before)
  }

  func testAFailedWriteLeavesTheOldSiteWhole() throws {
    try SiteWriter().write(site(["index.html": "old", "a.svg": "a"]), to: folder)
    let broken = site(["index.html": "new", "a.svg": "changed", "a.svg/inside.svg": "a file cannot also be a folder"])
    XCTAssertThrowsError(try SiteWriter().write(broken, to: folder)) { error in
      guard case .unwritable(let path, let underlying)? = error as? SiteError else {
        return XCTFail("not SiteError.unwritable: \(error)")
      }
      XCTAssertTrue(path.hasSuffix("/a.svg"), path)
      XCTAssertTrue(underlying is CocoaError, "the file system's error is kept: \(type(of: underlying)) \(underlying)")
    }
    XCTAssertEqual(FileManager.default.contents(atPath: folder.appendingPathComponent("index.html").path), Data("old".utf8))
    XCTAssertEqual(FileManager.default.contents(atPath: folder.appendingPathComponent("a.svg").path), Data("a".utf8))
    XCTAssertEqual(try siblings(), [folder.lastPathComponent], "the staging folder is cleaned up")
  }
}
