import Foundation
import XCTest

@testable import GalleryCLI

/// A tree's fingerprint changes with any file or folder below it, however deep, and with
/// nothing else.
final class FingerprintTreeTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
    try Data("one".utf8).write(to: root.appendingPathComponent("a/b/deep.txt"))
    try Data("two".utf8).write(to: root.appendingPathComponent("top.txt"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func fingerprint() -> String {
    var fingerprint = Fingerprint()
    fingerprint.addTree(root.path)
    return fingerprint.hex
  }

  func testAnUnchangedTreeKeepsItsFingerprint() {
    XCTAssertEqual(fingerprint(), fingerprint())
  }

  func testEveryChangeBelowTheRootChangesIt() throws {
    var seen = [fingerprint()]
    func changed(_ what: String) {
      let now = fingerprint()
      XCTAssertFalse(seen.contains(now), what)
      seen.append(now)
    }
    try Data("one, longer".utf8).write(to: root.appendingPathComponent("a/b/deep.txt"))
    changed("a file two folders down rewritten")
    try Data().write(to: root.appendingPathComponent("a/b/.hidden"))
    changed("a hidden file added")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a/c"), withIntermediateDirectories: false)
    changed("an empty folder added")
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "a")
    changed("a symbolic link added")
    try FileManager.default.removeItem(at: root.appendingPathComponent("top.txt"))
    changed("a file removed")
  }

  func testAFolderReachedThroughALinkIsNotRead() throws {
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "a")
    let before = fingerprint()
    try Data("one, longer".utf8).write(to: root.appendingPathComponent("a/b/deep.txt"))
    XCTAssertNotEqual(fingerprint(), before, "read once, through its real folder")
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outside.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: outside.path)
    let linked = fingerprint()
    try Data("x".utf8).write(to: outside.appendingPathComponent("sub/file"))
    XCTAssertEqual(fingerprint(), linked, "what is below a link's folder outside the tree is not part of it")
  }
}
