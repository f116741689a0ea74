import Foundation
import XCTest

@testable import WidgetGalleryServe

/// What the server watches: files below its roots, not hidden or ignored ones.
final class SourceWatcherTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-watch-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  func testTheWatcherReportsChangesBelowItsRootsButNotHiddenOrIgnoredOnes() throws {
    let watcher = try SourceWatcher(roots: [root], ignoring: [root.appendingPathComponent("Site")])
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Site"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("Site/index.html"))
    try Data("x".utf8).write(to: root.appendingPathComponent(".build/a.o"))
    try Data("x".utf8).write(to: root.appendingPathComponent("Sources/App/.View.swift.swp"))
    try Data("struct V {}".utf8).write(to: root.appendingPathComponent("Sources/App/View.swift"))
    XCTAssertEqual(watcher.waitForChanges(), [root.appendingPathComponent("Sources/App/View.swift").path])

    // A folder made after the watch started is watched too.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/App/Views"), withIntermediateDirectories: true)
    _ = watcher.waitForChanges()
    try Data("struct W {}".utf8).write(to: root.appendingPathComponent("Sources/App/Views/W.swift"))
    XCTAssertEqual(watcher.waitForChanges(), [root.appendingPathComponent("Sources/App/Views/W.swift").path])
  }

  /// A save that is complete (the file closed again) is reported after the short settled time;
  /// a file still open for writing holds the batch for the whole quiet time.
  func testACompleteSaveIsReportedWithoutWaitingTheQuietTime() throws {
    let watcher = try SourceWatcher(roots: [root], ignoring: [])
    let view = root.appendingPathComponent("Sources/App/View.swift")
    try Data("struct V {}".utf8).write(to: view)
    var started = Date()
    XCTAssertEqual(watcher.waitForChanges(quiet: 3, settled: 0.01), [view.path])
    XCTAssertLessThan(Date().timeIntervalSince(started), 1.5, "a closed file waited the quiet time")

    let writing = try FileHandle(forWritingTo: view)
    try writing.write(contentsOf: Data("// more".utf8))
    started = Date()
    XCTAssertEqual(watcher.waitForChanges(quiet: 0.5, settled: 0.01), [view.path])
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.45, "a file still open did not wait the quiet time")
    try writing.close()
    XCTAssertEqual(watcher.waitForChanges(quiet: 3, settled: 0.01), [view.path])
  }
}
