import Dispatch
import Foundation
import GallerySite
import XCTest

@testable import GalleryCLI
@testable import ParallelBuild

/// The workers of `build --jobs`, played by shell scripts that write reports on file
/// descriptor 3 as a worker does: what they deliver, and a worker that crashes, fails, ends
/// without its part or stops reporting, which stops the others and names the part and the
/// widget it was rendering.
final class WorkerPoolTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("workers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs one shell script per part, within `deadline`; the reports as they came.
  private func run(_ scripts: [String], deadline: Double = 60) throws -> ([WorkerPool.Finished], [(Int, WorkerReport)]) {
    let pool = WorkerPool(folder: folder, deadline: deadline, exitDeadline: 2)
    let workers = scripts.enumerated().map { number, script in
      WorkerPool.Worker(
        part: Shard(index: number + 1, count: scripts.count), executable: "/bin/sh", arguments: ["sh", "-c", script],
        environment: ["PATH": "/usr/bin:/bin"])
    }
    var reports: [(Int, WorkerReport)] = []
    let finished = try pool.run(workers) { reports.append(($0.index, $1)) }
    return (finished, reports)
  }

  /// A worker that renders `widget` and delivers, printing on both outputs.
  private func delivering(_ widget: String, previews: Int) -> String {
    """
    printf 'started 1 0 \(widget)\\n' >&3; echo "out of \(widget)"; echo "err of \(widget)" >&2
    printf 'finished 1 \(previews) \(widget)\\ndone \(previews) 0\\n' >&3
    """
  }

  func testWorkersDeliverTheirReportsAndWhatTheyPrintedInShardOrder() throws {
    // Shard 1 finishes last, so the order below is the pool's doing, not the order they ended in.
    let (finished, reports) = try run(["sleep 0.3; " + delivering("a", previews: 3), delivering("b b", previews: 5)])
    XCTAssertEqual(finished.map(\.part.index), [1, 2])
    XCTAssertEqual(finished.map(\.drawn), [3, 5])
    XCTAssertEqual(finished.map { String(decoding: $0.output, as: UTF8.self) }, ["out of a\n", "out of b b\n"])
    XCTAssertEqual(finished.map { String(decoding: $0.errors, as: UTF8.self) }, ["err of a\n", "err of b b\n"])
    XCTAssertEqual(
      reports.filter { $0.0 == 2 }.map(\.1),
      [
        .started(number: 1, previews: 0, widget: "b b"), .finished(number: 1, previews: 5, widget: "b b"),
        .done(drawn: 5, kept: 0),
      ])
  }

  func testAWorkerHasItsGoBeforeItReports() throws {
    let waiting = #"read -r word <&3 && [ "$word" = go ] && "# + delivering("a", previews: 2)
    let (finished, _) = try run([waiting])
    XCTAssertEqual(finished.map(\.drawn), [2])
  }

  func testADismissedWorkerFindsItsChannelClosedAndIsWaitedFor() throws {
    let pool = WorkerPool(folder: folder, deadline: 60, exitDeadline: 5)
    let mark = folder.appendingPathComponent("dismissed")
    let worker = try pool.start(
      WorkerPool.Worker(
        part: Shard(index: 2, count: 2), executable: "/bin/sh",
        arguments: ["sh", "-c", "if read -r word <&3; then echo \"$word\"; else sleep 0.3; echo closed > '\(mark.path)'; fi"],
        environment: ["PATH": "/usr/bin:/bin"]))
    let start = Date()
    pool.dismiss([worker])
    XCTAssertEqual(try String(contentsOf: mark, encoding: .utf8), "closed\n", "it exited before dismiss returned")
    XCTAssertLessThan(Date().timeIntervalSince(start), 4, "it ended on its own, not stopped after the exit deadline")
    XCTAssertEqual(kill(worker.pid, 0), -1, "it was waited for")
  }

  func testACrashedWorkerIsNamedWithItsWidgetAndStopsTheOthers() throws {
    let start = Date()
    let crashing = "printf 'started 1 0 com.example.crash\\n' >&3; echo 'Fatal error: boom' >&2; kill -SEGV $$"
    XCTAssertThrowsError(try run(["exec sleep 30", crashing])) { error in
      let failure = error as? WorkerError
      XCTAssertEqual(failure?.part, Shard(index: 2, count: 2))
      XCTAssertEqual(failure?.reason, .signal(SIGSEGV))
      XCTAssertEqual(failure?.widget, "com.example.crash")
      XCTAssertEqual(failure?.errors, "Fatal error: boom")
      XCTAssertEqual(GalleryCommand.exitStatus(for: error), 1)
      let text = "\(error)"
      XCTAssertTrue(text.contains("part 2/2") && text.contains("signal 11") && text.contains("widget com.example.crash"), text)
      XCTAssertTrue(text.contains("nothing was written") && text.hasSuffix("Fatal error: boom"), text)
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), 10, "the sleeping worker was stopped, not waited for")
  }

  func testAWorkerThatExitsWithAnErrorGivesItsStatusAndItsMessage() throws {
    XCTAssertThrowsError(try run([delivering("a", previews: 1), "echo 'error: /site is not a folder' >&2; exit 2"])) { error in
      XCTAssertEqual((error as? WorkerError)?.reason, .status(2))
      XCTAssertEqual(GalleryCommand.exitStatus(for: error), 2, "bad usage stays bad usage")
      XCTAssertTrue("\(error)".hasSuffix("error: /site is not a folder"), "\(error)")
    }
  }

  func testAWorkerThatEndsWithoutItsShardFails() throws {
    XCTAssertThrowsError(try run(["printf 'started 1 0 a\\nfinished 1 2 a\\n' >&3; exit 0"])) { error in
      XCTAssertEqual((error as? WorkerError)?.reason, .unfinished)
      XCTAssertNil((error as? WorkerError)?.widget)
    }
  }

  func testAWorkerThatReportsNothingWithinItsDeadlineIsStoppedAndNamed() throws {
    let start = Date()
    XCTAssertThrowsError(try run(["printf 'started 1 0 com.example.slow\\n' >&3; exec sleep 30"], deadline: 0.5)) { error in
      XCTAssertEqual((error as? WorkerError)?.reason, .timedOut(seconds: 0.5))
      XCTAssertEqual(
        "\(error)",
        "the worker process building part 1/1 of the build reported nothing for 0.5 s: waited for it to finish widget com.example.slow, then stopped it; nothing was written"
      )
    }
    XCTAssertLessThan(Date().timeIntervalSince(start), 10)
  }

  func testAWorkerThatStartsNothingWithinItsDeadlineIsNamedSo() throws {
    XCTAssertThrowsError(try run(["exec sleep 30"], deadline: 0.3)) { error in
      XCTAssertTrue("\(error)".contains("waited for it to start its first widget"), "\(error)")
    }
  }

  func testACancelledPoolStopsItsWorkersAtOnce() throws {
    let pool = WorkerPool(folder: folder, deadline: 60, exitDeadline: 2)
    let worker = WorkerPool.Worker(
      part: Shard(index: 2, count: 2), executable: "/bin/sh",
      arguments: ["sh", "-c", "printf 'started 1 0 w\\n' >&3; exec sleep 30"],
      environment: ["PATH": "/usr/bin:/bin"])
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { pool.cancel() }
    let start = Date()
    XCTAssertThrowsError(try pool.run([worker]) { _, _ in }) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    XCTAssertLessThan(Date().timeIntervalSince(start), 10, "the worker was stopped, not waited for")
  }

  func testAProgramThatCannotBeStartedIsReported() throws {
    let pool = WorkerPool(folder: folder, deadline: 5)
    let missing = folder.appendingPathComponent("missing").path
    XCTAssertThrowsError(
      try pool.run([
        WorkerPool.Worker(part: Shard(index: 1, count: 1), executable: missing, arguments: ["missing"], environment: [:])
      ]) {
        _, _ in
      }
    ) { error in
      XCTAssertEqual((error as? WorkerError)?.reason, .notStarted(String(cString: strerror(ENOENT))))
    }
  }
}
