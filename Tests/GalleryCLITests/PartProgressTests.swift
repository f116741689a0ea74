import GallerySite
import XCTest

@testable import GalleryCLI
@testable import ParallelBuild

/// Parts rendered at once are told in the order one process tells them, whichever worker
/// is quicker, and the report lines a worker sends read back as sent.
final class PartProgressTests: XCTestCase {
  func testWidgetsAreToldInOrderOnceEveryPartFinishedThem() {
    // Three widgets in two parts; part 2 is quicker.
    let one = Shard(index: 1, count: 2)
    let two = Shard(index: 2, count: 2)
    let reports: [(Shard, WorkerReport)] = [
      (two, .started(number: 1, previews: 0, widget: "A")), (two, .finished(number: 1, previews: 4, widget: "A")),
      (two, .started(number: 2, previews: 4, widget: "B")), (one, .started(number: 1, previews: 0, widget: "A")),
      (two, .finished(number: 2, previews: 10, widget: "B")), (two, .started(number: 3, previews: 10, widget: "C")),
      (two, .finished(number: 3, previews: 10, widget: "C")), (two, .done(drawn: 10, kept: 0)),
      (one, .finished(number: 1, previews: 5, widget: "A")), (one, .started(number: 2, previews: 5, widget: "B")),
      (one, .finished(number: 2, previews: 11, widget: "B")), (one, .started(number: 3, previews: 11, widget: "C")),
      (one, .finished(number: 3, previews: 13, widget: "C")),
    ]
    var progress = PartProgress(parts: 2, count: 3)
    let told = reports.flatMap { progress.record($0.1, from: $0.0) }
    var lines = ""
    let reporter = ProgressReporter(isTerminal: false) { lines += $0 }
    told.forEach(reporter.report)
    XCTAssertEqual(lines, "[1/3] A: 9 previews so far\n[2/3] B: 21 previews so far\n[3/3] C: 23 previews so far\n")
    XCTAssertEqual(
      told.map { "\($0.number)\($0.finished ? "+" : "-")\($0.widget)" }, ["1-A", "1+A", "2-B", "2+B", "3-C", "3+C"],
      "each widget starts, then finishes, in order")
  }

  func testReportLinesReadBackAsSent() {
    let reports: [WorkerReport] = [
      .started(number: 3, previews: 12, widget: "com.example.habits (2)"), .finished(number: 3, previews: 40, widget: "a b"),
      .done(drawn: 7, kept: 2),
    ]
    for report in reports {
      XCTAssertTrue(report.line.hasSuffix("\n"))
      XCTAssertEqual(WorkerReport(line: Substring(report.line.dropLast())), report)
    }
    for line in ["", "started 1 0", "finished x 0 a", "done 1", "started 0 0 a", "done -1 0", "hello 1 2 3"] {
      XCTAssertNil(WorkerReport(line: Substring(line)), line)
    }
  }
}
