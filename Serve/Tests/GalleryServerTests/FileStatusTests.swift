import Foundation
import XCTest

@testable import WidgetGalleryServe

/// What the planned build reads of the file system on each edit: folder entries and file identities.
final class FileStatusTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("file-status-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root.appendingPathComponent("B/Inner"), withIntermediateDirectories: true)
    try Data("a".utf8).write(to: root.appendingPathComponent("a.swift"))
    try Data("c".utf8).write(to: root.appendingPathComponent("B/Inner/c.swift"))
    try Data("h".utf8).write(to: root.appendingPathComponent(".hidden"))
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link").path, withDestinationPath: "B")
  }

  override func tearDownWithError() throws {
    if let root { try? FileManager.default.removeItem(at: root) }
  }

  func testEveryEntryBelowAFolderIsListedByRelativePathAndKindWithoutFollowingLinks() {
    XCTAssertEqual(
      FileStatus.entries(below: root.path),
      [
        ".hidden NSFileTypeRegular", "B NSFileTypeDirectory", "B/Inner NSFileTypeDirectory", "B/Inner/c.swift NSFileTypeRegular",
        "Link NSFileTypeSymbolicLink", "a.swift NSFileTypeRegular",
      ])
    XCTAssertEqual(FileStatus.entries(below: root.appendingPathComponent("Missing").path), [])
  }

  func testAFilesIdentityChangesWithItsContentAndIsMissingWithoutIt() throws {
    let file = root.appendingPathComponent("a.swift").path
    let before = FileStatus.identity(of: file)
    XCTAssertEqual(before.split(separator: " ").count, 4, before)
    XCTAssertEqual(FileStatus.identity(of: file), before)
    try Data("longer".utf8).write(to: URL(fileURLWithPath: file))
    XCTAssertNotEqual(FileStatus.identity(of: file), before)
    XCTAssertEqual(FileStatus.identity(of: root.appendingPathComponent("none").path), "missing")
  }
}
