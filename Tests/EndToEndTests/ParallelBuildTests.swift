import Foundation
import GalleryTestSupport
import XCTest

/// `build --jobs 2` renders in two worker processes of the program and writes the site a
/// build in one process writes, byte for byte, with the same progress lines; a worker that
/// dies leaves the previous site as it was and is named with its part.
///
/// Runs the real `widget-gallery` program, which `swift test` builds beside the test bundle.
final class ParallelBuildTests: XCTestCase {
  private var folder: URL!
  private var runs = 0

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sites"), withIntermediateDirectories: true)
    makeCurrentFolder(folder)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private var program: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "widget-gallery")
  }

  private func site(_ name: String) -> URL { folder.appendingPathComponent("sites/\(name)") }

  /// Runs `build` into `output` with `jobs` and `extra` options, through `wrapper` when given.
  private func build(
    into output: URL, jobs: Int, _ extra: [String] = [], through wrapper: [String] = []
  ) throws -> ChildProcess.Finished {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip("never: \(program.path) is built with the tests")
    }
    runs += 1
    let arguments = ["build", "--output", output.path, "--jobs", String(jobs)] + extra
    let environment = try programEnvironment(in: folder, run: runs)
    let child = ChildProcess(program, arguments, environment: environment, through: wrapper)
    return try child.run(waitingFor: "build --jobs \(jobs) into \(output.path)", seconds: 600)
  }

  /// The summary line without its drawn count (each part draws its own) and the folder name.
  private func summary(_ output: String, _ site: URL) -> String {
    output.replacingOccurrences(of: site.path, with: "SITE").replacingOccurrences(
      of: #"\(\d+ drawn"#, with: "(N drawn", options: .regularExpression)
  }

  func testTwoWorkersWriteTheSiteOfOneProcessByteForByte() throws {
    let one = try build(into: site("one"), jobs: 1)
    XCTAssertEqual(one.status, 0, one.errors)
    let two = try build(into: site("two"), jobs: 2)
    XCTAssertEqual(two.status, 0, two.errors)
    let files = folderContents(site("one"))
    XCTAssertGreaterThan(files.count, 100)
    XCTAssertEqual(files.keys.sorted(), folderContents(site("two")).keys.sorted())
    for (path, data) in files { XCTAssertEqual(folderContents(site("two"))[path], data, path) }
    XCTAssertEqual(summary(one.output, site("one")), summary(two.output, site("two")))
    XCTAssertEqual(one.errors, two.errors, "the same progress lines, in the same order")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sites").path).sorted(), ["one", "two"],
      "the workers' folder is gone")

    // Both builds recorded the same code keys, taken while the workers start.
    let records = try FileManager.default.contentsOfDirectory(
      at: folder.appendingPathComponent("cache/widget-gallery"), includingPropertiesForKeys: nil)
    let codeKeys = try records.map {
      try XCTUnwrap((JSONSerialization.jsonObject(with: Data(contentsOf: $0)) as? [String: Any])?["widgets"] as? [String: String])
    }
    XCTAssertEqual(codeKeys.count, 2)
    XCTAssertFalse(codeKeys[0].isEmpty)
    XCTAssertEqual(codeKeys.first, codeKeys.last)

    // `--jobs` is not an input: the site is up to date for one process.
    let again = try build(into: site("two"), jobs: 1)
    XCTAssertEqual(again.status, 0, again.errors)
    XCTAssertTrue(again.output.contains("is up to date"), again.output)
  }

  func testTheDefaultBuildsASmallGalleryInOneProcessAndALargerOneOrAGivenJobsInWorkers() throws {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip("never: \(program.path) is built with the tests")
    }
    /// Builds with `options` under strace; the programs it started.
    func started(_ name: String, _ options: [String]) throws -> String {
      let trace = folder.appendingPathComponent("\(name).trace")
      let arguments = ["build", "--output", site(name).path] + options
      runs += 1
      let child = ChildProcess(
        URL(fileURLWithPath: "/usr/bin/strace"), ["-f", "-qq", "-o", trace.path, "-e", "trace=execve", program.path] + arguments,
        environment: try programEnvironment(in: folder, run: runs))
      let finished = try child.run(waitingFor: "build \(options) into \(site(name).path)", seconds: 600)
      XCTAssertEqual(finished.status, 0, finished.errors)
      return try String(contentsOf: trace, encoding: .utf8)
    }
    let one = ["--widgets", "com.mygame.game-status"]
    XCTAssertFalse(try started("default", one).contains("--worker-part"), "at least 12 previews, fewer than the threshold")
    XCTAssertTrue(try started("two", one + ["--jobs", "2"]).contains("--worker-part\", \"2/2\""))
    XCTAssertEqual(folderContents(site("default")), folderContents(site("two")))
    if ProcessInfo.processInfo.activeProcessorCount > 1 {
      XCTAssertTrue(try started("all", []).contains("--worker-part"), "the whole gallery: at least 168 previews")
    }
  }

  /// Builds with `options` under strace, tracing `calls`: the status, what it printed on
  /// standard error, and the trace.
  private func traced(_ name: String, _ options: [String], calls: String = "execve") throws -> (Int32, String, String) {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip("never: \(program.path) is built with the tests")
    }
    let trace = folder.appendingPathComponent("\(name).trace")
    runs += 1
    let child = ChildProcess(
      URL(fileURLWithPath: "/usr/bin/strace"),
      ["-f", "-qq", "-o", trace.path, "-e", "trace=\(calls)", program.path, "build", "--output", site(name).path] + options,
      environment: try programEnvironment(in: folder, run: runs))
    let finished = try child.run(waitingFor: "build \(options) into \(site(name).path)", seconds: 600)
    return (finished.status, finished.errors, try String(contentsOf: trace, encoding: .utf8))
  }

  /// The pids of the trace's lines that start a worker.
  private func workerPIDs(_ trace: String) -> [Int32] {
    trace.split(separator: "\n").filter { $0.contains("execve(\"/usr/bin/env\"") && $0.contains("--worker-part") }.compactMap {
      Int32($0.prefix { !$0.isWhitespace })
    }
  }

  func testTheWorkersStartWhileTheBuildReexecutesItselfUnderTheClock() throws {
    let options = ["--widgets", "com.mygame.game-status", "--families", "systemSmall", "--jobs", "2"]
    let before = sharedMemoryNames()
    let (status, errors, trace) = try traced("early", options)
    XCTAssertEqual(status, 0, errors)
    let lines = trace.split(separator: "\n").filter { $0.contains("execve(\"/usr/bin/env\"") }
    XCTAssertEqual(lines.count, 2, trace)
    XCTAssertTrue(lines.first?.contains("\"--worker-part\", \"2/2\"") == true, "the worker starts first: \(trace)")
    XCTAssertFalse(lines.last?.contains("--worker-part") == true, "then the build re-executes itself: \(trace)")
    let workers = workerPIDs(trace)
    XCTAssertEqual(workers.count, 1)
    for pid in workers {
      XCTAssertEqual(sharedClockState(of: pid, madeSince: before), [], "the worker left libfaketime's state behind")
    }
  }

  func testABuildThatStopsBeforeItRendersDismissesItsWorkersAndLeavesNothing() throws {
    // Which widgets exist is known only once the program is under the clock.
    let options = ["--widgets", "com.mygame.game-status", "no.such.widget", "--jobs", "2"]
    let before = sharedMemoryNames()
    let (status, errors, trace) = try traced("stopped", options, calls: "execve,exit_group")
    XCTAssertNotEqual(status, 0)
    XCTAssertTrue(errors.contains("no widget 'no.such.widget'"), errors)
    let workers = workerPIDs(trace)
    XCTAssertEqual(workers.count, 1, "a worker was started: \(trace)")
    // The build's own exit comes last: it waited for its worker's.
    let exits = trace.split(separator: "\n").filter { $0.contains("exit_group(") }.compactMap {
      Int32($0.prefix { !$0.isWhitespace })
    }
    let build = Int32(trace.prefix { !$0.isWhitespace })
    XCTAssertEqual(exits, workers + [build].compactMap { $0 }, trace)
    for pid in workers { XCTAssertEqual(sharedClockState(of: pid, madeSince: before), []) }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sites").path), [],
      "nothing is left where the site would be")
  }

  func testTheLongestTimelineIsSharedAndEveryPartCheckedAgainstOneProcess() throws {
    // One widget, one family: three processes claim runs of its 700-odd entries.
    let options = ["--widgets", "RandomTranslationWidget", "--appearances", "light", "dark", "--force"]
    let one = try build(into: site("one"), jobs: 1, options)
    XCTAssertEqual(one.status, 0, one.errors)
    let three = try build(into: site("three"), jobs: 3, options)
    XCTAssertEqual(three.status, 0, three.errors)
    XCTAssertEqual(folderContents(site("one")), folderContents(site("three")))
    XCTAssertEqual(summary(one.output, site("one")), summary(three.output, site("three")))
  }

  func testADeadWorkerLeavesThePreviousSiteAndIsNamed() throws {
    let options = ["--widgets", "com.mygame.game-status", "--families", "systemSmall", "--force"]
    let previous = try build(into: site("site"), jobs: 1, options + ["--appearances", "light"])
    XCTAssertEqual(previous.status, 0, previous.errors)
    let files = folderContents(site("site"))
    // Workers write their parts with a `renameat`; the build in one process swaps the site
    // with `renameat2`, so only the workers are killed.
    let killed = try build(
      into: site("site"), jobs: 2, options + ["--appearances", "dark"],
      through: [
        "/usr/bin/strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=renameat", "-e", "inject=renameat:signal=SIGKILL",
      ])
    XCTAssertEqual(killed.status, 1, killed.errors)
    XCTAssertTrue(
      killed.errors.range(
        of: #"error: the worker process building part [12]/2 of the build was ended by signal 9 \(Killed\); nothing was written"#,
        options: .regularExpression) != nil,
      killed.errors)
    XCTAssertEqual(folderContents(site("site")), files, "the previous site, byte for byte")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sites").path), ["site"],
      "nothing is left beside it")
  }

  /// The names in `/dev/shm` now.
  private func sharedMemoryNames() -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: "/dev/shm")) ?? [])
  }

  /// libfaketime's shared semaphore and memory in `/dev/shm` named after process `pid` that
  /// were not there `before`. Other tests, run alongside, kill builds, which leave theirs; when
  /// a pid is used again, libfaketime finds its names taken and makes none, so names that were
  /// there before are not the process's own.
  private func sharedClockState(of pid: Int32, madeSince before: Set<String>) -> [String] {
    sharedMemoryNames().subtracting(before).filter { $0 == "faketime_shm_\(pid)" || $0 == "sem.faketime_sem_\(pid)" }.sorted()
  }

  /// The build's relaunch makes them through env(1), which keeps the build's pid; its workers
  /// share them.
  func testABuildUnderTheClockLeavesNothingInSharedMemory() throws {
    let options = ["--widgets", "com.mygame.game-status", "--families", "systemSmall", "--appearances", "light"]
    let before = sharedMemoryNames()
    let built = try build(into: site("shm"), jobs: 2, options)
    XCTAssertEqual(built.status, 0, built.errors)
    XCTAssertEqual(
      sharedClockState(of: built.processIdentifier, madeSince: before), [], "the build left libfaketime's state behind")
  }
}
