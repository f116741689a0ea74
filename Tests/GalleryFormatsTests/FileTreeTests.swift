import Foundation
import GalleryFormats
import XCTest

/// `FileTree` lists what is below a folder as Foundation's enumerator does: every file and
/// folder at any depth, hidden ones too, relative to the root, links listed and not followed.
final class FileTreeTests: XCTestCase {
  func testItListsEveryEntryBelowTheRootRelativeToIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("file-tree-\(UUID().uuidString)")
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("file-tree-outside-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: outside)
    }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    for file in ["top.ttf", "a/.hidden", "a/b/c/deep.otf", "a/b/naïve name.txt"] {
      try Data().write(to: root.appendingPathComponent(file))
    }
    try Data().write(to: outside.appendingPathComponent("elsewhere.ttf"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("link").path, withDestinationPath: outside.path)

    let listed = FileTree.relativePaths(below: root.path).sorted()
    XCTAssertEqual(listed, ["a", "a/.hidden", "a/b", "a/b/c", "a/b/c/deep.otf", "a/b/naïve name.txt", "link", "top.ttf"])
    XCTAssertEqual(listed, (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String])?.sorted())
  }

  func testAFolderThatCannotBeReadHasNothingBelowIt() {
    XCTAssertEqual(FileTree.relativePaths(below: "/nonexistent-\(UUID().uuidString)"), [])
  }
}
