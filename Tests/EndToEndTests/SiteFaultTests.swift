import Foundation
import GalleryTestSupport
import XCTest

/// A build that cannot write its site — a full disk, a file size limit, a read-only file
/// system, a read-only folder, a folder without permission — leaves the previous site byte for
/// byte, leaves nothing beside it, and exits 2 with a message naming the path and the
/// system's reason; a build killed during the swap leaves the previous site too.
///
/// Runs the real `widget-gallery` program, which `swift test` builds beside the test bundle,
/// over one small widget. A small file system is a tmpfs mounted for the test where this
/// process may mount one (root, as on CI); a full disk is otherwise a file size limit
/// (`RLIMIT_FSIZE`). Permissions are tested without the capabilities that let root ignore
/// them (setpriv).
final class SiteFaultTests: XCTestCase {
  private var folder: URL!
  private var mounted: [URL] = []
  private var runs = 0

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("preferences"), withIntermediateDirectories: true)
    makeCurrentFolder(folder)
  }

  override func tearDownWithError() throws {
    for point in mounted.reversed() { umount2(point.path, Int32(MNT_DETACH)) }
    // Folders a test made read-only are made writable again, so they can be removed.
    if let enumerator = FileManager.default.enumerator(atPath: folder.path) {
      while let path = enumerator.nextObject() as? String {
        if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
          chmod(folder.appendingPathComponent(path).path, 0o755)
        }
      }
    }
    try? FileManager.default.removeItem(at: folder)
  }

  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "widget-gallery")
  }

  /// Runs `build` of one of two versions of a one-widget site (light or dark) into `output`,
  /// through `wrapper` when given (a program that runs the command: prlimit, setpriv, strace).
  private func build(
    _ version: Int, into output: URL, through wrapper: [String] = [], jobs: Int = 1
  ) throws -> ChildProcess.Finished {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip("never: \(program.path) is built with the tests")
    }
    runs += 1
    let arguments = [
      "build", "--output", output.path, "--force", "--widgets", "com.mygame.game-status", "--families", "systemSmall",
      "--appearances", version == 0 ? "light" : "dark", "--jobs", "\(jobs)",
    ]
    let environment = try programEnvironment(in: folder, run: runs)
    let child = ChildProcess(program, arguments, environment: environment, through: wrapper)
    return try child.run(waitingFor: "build of version \(version) into \(output.path)", seconds: 300)
  }

  /// Builds version 0 into `site` and returns its files.
  private func previousSite(at site: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Data] {
    let result = try build(0, into: site)
    XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
    let files = folderContents(site)
    XCTAssertTrue(files.keys.contains("manifest.json"), "\(files.keys.sorted())", file: file, line: line)
    return files
  }

  /// A tmpfs of `kilobytes` at `folder/name`, or nil where this process may not mount one.
  private func smallFileSystem(_ name: String, kilobytes: Int) throws -> URL? {
    let point = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    guard mount("tmpfs", point.path, "tmpfs", 0, "size=\(kilobytes)k,mode=0755") == 0 else { return nil }
    mounted.append(point)
    return point
  }

  /// The command that runs a program without the capabilities that let root write where
  /// permissions forbid it; nothing for a user other than root.
  private var withoutOverride: [String] {
    getuid() == 0 ? ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner,-linux_immutable"] : []
  }

  /// The failed build exited 2, named `path` and `reason`, and left `site` as `previous` with
  /// nothing beside it.
  private func assertRefused(
    _ result: ChildProcess.Finished, naming path: URL, reason: String, left site: URL, as previous: [String: Data],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertEqual(result.status, 2, "exit status; standard error:\n\(result.errors)", file: file, line: line)
    XCTAssertTrue(result.errors.contains("could not write \(path.path)"), result.errors, file: file, line: line)
    XCTAssertTrue(
      result.errors.contains(": \(reason); the output folder was left as it was"), result.errors, file: file, line: line)
    XCTAssertEqual(folderContents(site), previous, "the previous site is left byte for byte", file: file, line: line)
    let beside = try FileManager.default.contentsOfDirectory(atPath: site.deletingLastPathComponent().path)
    XCTAssertEqual(beside.filter { $0.hasPrefix(".") }, [], "no staging folder is left", file: file, line: line)
  }

  func testAFullDiskLeavesThePreviousSite() throws {
    guard let disk = try smallFileSystem("disk", kilobytes: 4096) else {
      // No small file system here: a file size limit fails the writes the same way.
      return try testAFileSizeLimitLeavesThePreviousSite()
    }
    let site = disk.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    let filler = disk.appendingPathComponent("filler")
    let descriptor = open(filler.path, O_WRONLY | O_CREAT, 0o644)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    let block = [UInt8](repeating: 7, count: 4096)
    while write(descriptor, block, block.count) > 0 {}
    XCTAssertEqual(errno, ENOSPC)
    close(descriptor)
    let beside = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()

    let failed = try build(1, into: site)
    XCTAssertEqual(failed.status, 2, failed.errors)
    XCTAssertTrue(failed.errors.contains("could not write \(site.path)"), failed.errors)
    XCTAssertTrue(failed.errors.contains(": No space left on device; the output folder was left as it was"), failed.errors)
    XCTAssertEqual(folderContents(site), previous, "the previous site is left byte for byte")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted(), beside, "nothing is left beside it")

    try FileManager.default.removeItem(at: filler)
    let rebuilt = try build(1, into: site)
    XCTAssertEqual(rebuilt.status, 0, rebuilt.errors)
    XCTAssertNotEqual(folderContents(site), previous)
  }

  func testAFileSizeLimitLeavesThePreviousSite() throws {
    let site = folder.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    let limited = try build(1, into: site, through: ["/usr/bin/prlimit", "--fsize=2048", "--"])
    XCTAssertEqual(limited.signaled, false, "SIGXFSZ is ignored: the write fails instead")
    XCTAssertEqual(limited.status, 2, limited.errors)
    XCTAssertTrue(limited.errors.contains("could not write \(site.path)"), limited.errors)
    XCTAssertTrue(limited.errors.contains(": File too large; the output folder was left as it was"), limited.errors)
    XCTAssertEqual(folderContents(site), previous, "the previous site is left byte for byte")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [])
  }

  func testAReadOnlyFileSystemLeavesThePreviousSite() throws {
    guard let disk = try smallFileSystem("disk", kilobytes: 8192) else {
      // No mount here: a folder of its own that may not be written fails the same way.
      return try testAReadOnlyFolderLeavesThePreviousSite()
    }
    let site = disk.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    XCTAssertEqual(mount("tmpfs", disk.path, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil), 0, String(cString: strerror(errno)))
    try assertRefused(try build(1, into: site), naming: site, reason: "Read-only file system", left: site, as: previous)
  }

  func testAReadOnlyFolderLeavesThePreviousSite() throws {
    let site = folder.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    XCTAssertEqual(chmod(site.path, 0o555), 0)
    try assertRefused(
      try build(1, into: site, through: withoutOverride), naming: site, reason: "Permission denied", left: site, as: previous)
  }

  func testAFolderWithoutPermissionLeavesThePreviousSite() throws {
    let parent = folder.appendingPathComponent("published")
    let site = parent.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    XCTAssertEqual(chmod(parent.path, 0o555), 0)
    try assertRefused(
      try build(1, into: site, through: withoutOverride), naming: parent, reason: "Permission denied", left: site, as: previous)
  }

  /// The command that runs a build and kills it (strace delivers SIGKILL) as the `renameat2`
  /// call of its swap starts.
  private let killedAtTheSwap = [
    "/usr/bin/strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2", "-e", "inject=renameat2:signal=SIGKILL",
  ]

  /// A build killed as it exchanges the new site with the old (strace delivers SIGKILL as the
  /// `renameat2` call starts) leaves the old site; the next build cleans up after it.
  func testABuildKilledAtTheSwapLeavesThePreviousSite() throws {
    let site = folder.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    let killed = try build(1, into: site, through: killedAtTheSwap)
    XCTAssertNotEqual(killed.status, 0, "strace reports the kill")
    XCTAssertEqual(folderContents(site), previous, "the previous site is left byte for byte")
    let rebuilt = try build(1, into: site)
    XCTAssertEqual(rebuilt.status, 0, rebuilt.errors)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [])
  }

  /// With a worker, the SVGs are staged while the pages render: a build killed at the swap
  /// still leaves the old site, and the next build removes the staging folder.
  func testABuildInTwoProcessesKilledAtTheSwapLeavesThePreviousSite() throws {
    let site = folder.appendingPathComponent("Site")
    let previous = try previousSite(at: site)
    let killed = try build(1, into: site, through: killedAtTheSwap, jobs: 2)
    XCTAssertNotEqual(killed.status, 0, "strace reports the kill")
    XCTAssertEqual(folderContents(site), previous, "the previous site is left byte for byte")
    let staged = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    XCTAssertFalse(staged.isEmpty, "the staging folder, with the new SVGs, is left until the next build")
    let rebuilt = try build(1, into: site, jobs: 2)
    XCTAssertEqual(rebuilt.status, 0, rebuilt.errors)
    XCTAssertNotEqual(folderContents(site), previous)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [])
  }

  /// Where the file system cannot exchange two folders, the old site is renamed aside and the
  /// new one into its place; a build killed between the two renames leaves the old site aside,
  /// whole, and the next build puts it back before it writes.
  func testABuildKilledBetweenTheRenamesOfASwapGetsThePreviousSiteBack() throws {
    let site = folder.appendingPathComponent("Site")
    _ = try previousSite(at: site)
    // A file of the user's own, which only the old folder holds.
    try Data("mine".utf8).write(to: site.appendingPathComponent("notes.txt"))
    let previous = folderContents(site)
    // renameat2 fails as where exchange is unsupported; the swap's second renameat (the new
    // site into place) gets SIGKILL as it starts.
    let killed = try build(
      1, into: site,
      through: [
        "/usr/bin/strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat2,renameat",
        "-e", "inject=renameat2:error=EINVAL", "-e", "inject=renameat:signal=SIGKILL:when=2",
      ])
    XCTAssertNotEqual(killed.status, 0, "strace reports the kill")
    let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".old") }
    XCTAssertEqual(aside.count, 1, "the old site is aside: \(aside)")
    XCTAssertEqual(aside.first.map { folderContents(folder.appendingPathComponent($0)) }, previous)

    let checked = try build(0, into: site)
    XCTAssertEqual(checked.status, 0, checked.errors)
    XCTAssertEqual(folderContents(site), previous, "the old site is back, the user's file with it")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [])
  }
}
