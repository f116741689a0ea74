import ArgumentParser
import Foundation
import GalleryRunner
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI
@testable import GallerySite

/// `build --output` and `merge --output` write only where nothing is, or into a folder the
/// tool wrote: anything else at the path is refused (exit 2) and left exactly as it was.
final class OutputPathTests: CommandLineTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    WidgetRegistry.sources = [widget(kind: "Plain", provider: .single())]
  }

  /// The type bits (`S_IFMT`) of what is at `url` itself, links not followed; nil if nothing is.
  private func fileType(_ url: URL) -> mode_t? {
    var info = stat()
    return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  /// The names beside the output path, so a staging folder left behind is seen.
  private func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "cache" }.sorted()
  }

  private func assertRefused(
    _ name: String, kind: String, file: StaticString = #filePath, line: UInt = #line, _ check: () throws -> Void
  ) throws {
    let path = folder.appendingPathComponent(name).path
    let before = try entries()
    XCTAssertEqual(exitStatus(["build", "--output", path, "--timeout", "1"]), 2, "build into \(kind)", file: file, line: line)
    XCTAssertEqual(try entries(), before, "nothing is added beside \(kind)", file: file, line: line)
    try check()
    XCTAssertThrowsError(try SiteWriter.checkOutput(URL(fileURLWithPath: path)), file: file, line: line) { error in
      guard case .notAFolder(let refused, let found)? = error as? SiteError else {
        return XCTFail("not SiteError.notAFolder: \(error)", file: file, line: line)
      }
      XCTAssertEqual(refused, path, file: file, line: line)
      XCTAssertEqual(found, kind, file: file, line: line)
      XCTAssertTrue("\(error)".contains(path), "the message names the path", file: file, line: line)
    }
  }

  func testARegularFileIsRefusedAndKept() throws {
    let file = folder.appendingPathComponent("thesis.txt")
    try Data("precious".utf8).write(to: file)
    try assertRefused("thesis.txt", kind: "a file") {
      XCTAssertEqual(FileManager.default.contents(atPath: file.path), Data("precious".utf8))
    }
  }

  func testASymbolicLinkToAFileIsRefusedAndBothAreKept() throws {
    let target = folder.appendingPathComponent("thesis.txt")
    try Data("precious".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Site").path, withDestinationPath: target.path)
    try assertRefused("Site", kind: "a symbolic link") {
      XCTAssertEqual(
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("Site").path), target.path)
      XCTAssertEqual(FileManager.default.contents(atPath: target.path), Data("precious".utf8))
    }
  }

  func testASymbolicLinkToAFolderIsRefused() throws {
    let target = folder.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Site").path, withDestinationPath: target.path)
    try assertRefused("Site", kind: "a symbolic link") {
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), [])
    }
  }

  func testAFIFOIsRefusedAndKept() throws {
    let fifo = folder.appendingPathComponent("pipe")
    XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
    try assertRefused("pipe", kind: "a FIFO") { XCTAssertEqual(fileType(fifo), S_IFIFO) }
  }

  func testADeviceIsRefusedAndKept() throws {
    let device = folder.appendingPathComponent("null")
    // The same device as /dev/null (major 1, minor 3); making one needs CAP_MKNOD (root, as on CI).
    guard mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else {
      throw XCTSkip("cannot make a device node here: \(String(cString: strerror(errno)))")
    }
    try assertRefused("null", kind: "a device") { XCTAssertEqual(fileType(device), S_IFCHR) }
  }

  func testAFolderOfOtherFilesIsRefusedWithExitTwo() throws {
    let site = folder.appendingPathComponent("Site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: site.appendingPathComponent("notes.txt"))
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--timeout", "1"]), 2)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.path), ["notes.txt"])
  }

  func testNothingThereOrAnEmptyFolderOrAnEarlierSiteIsWritten() throws {
    let site = folder.appendingPathComponent("Site")
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--timeout", "1"]), 0)
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--timeout", "1", "--force"]), 0)
    let empty = folder.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    XCTAssertEqual(exitStatus(["build", "--output", empty.path, "--timeout", "1"]), 0)
    XCTAssertTrue(FileManager.default.fileExists(atPath: empty.appendingPathComponent("index.html").path))
    XCTAssertEqual(try entries(), ["Empty", "Site"], "no staging folder is left")
  }

  func testMergeRefusesAFileAtItsOutput() throws {
    for index in 1...2 {
      let shard = folder.appendingPathComponent("shard\(index)").path
      XCTAssertEqual(exitStatus(["build", "--output", shard, "--shard", "\(index)/2", "--timeout", "1"]), 0)
    }
    let file = folder.appendingPathComponent("merged")
    try Data("precious".utf8).write(to: file)
    let shards = [folder.appendingPathComponent("shard1").path, folder.appendingPathComponent("shard2").path]
    XCTAssertEqual(exitStatus(["merge"] + shards + ["--output", file.path]), 2)
    XCTAssertEqual(FileManager.default.contents(atPath: file.path), Data("precious".utf8))
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: shards[0])
    XCTAssertEqual(exitStatus(["merge"] + shards + ["--output", file.path]), 2)
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: file.path), shards[0])
    try FileManager.default.removeItem(at: file)
    XCTAssertEqual(exitStatus(["merge"] + shards + ["--output", file.path]), 0)
  }

  func testStagingFoldersOfKilledBuildsAreRemovedOthersAreNot() throws {
    let site = folder.appendingPathComponent("Site")
    // No process has id 2^22 + 1 (above Linux's pid_max limit), so this one was abandoned.
    let abandoned = folder.appendingPathComponent(".Site.building-4194305-AbCd12")
    try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: abandoned.appendingPathComponent("index.html"))
    let alive = folder.appendingPathComponent(".Site.building-\(getpid())-XyZw34")
    try FileManager.default.createDirectory(at: alive, withIntermediateDirectories: true)
    let lookalike = folder.appendingPathComponent(".Site.building-notes")
    try Data("mine".utf8).write(to: lookalike)
    XCTAssertEqual(exitStatus(["build", "--output", site.path, "--timeout", "1"]), 0)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.sorted(),
      [".Site.building-\(getpid())-XyZw34", ".Site.building-notes"],
      "a running build's folder and a file the tool did not make stay")
  }
}
