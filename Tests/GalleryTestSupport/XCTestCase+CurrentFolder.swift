import Foundation
import XCTest

extension XCTestCase {
  /// Makes `folder` the current folder until the test ends, for the test and the programs it
  /// starts: a build then reads no `.widget-gallery.json` of the folder the tests run in (the
  /// repository's holds the built-in gallery's conditions), only the options the test gives.
  package func makeCurrentFolder(_ folder: URL) {
    let saved = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path), "cd \(folder.path)")
    addTeardownBlock { XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(saved), "cd \(saved)") }
  }
}
