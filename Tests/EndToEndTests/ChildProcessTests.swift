import Foundation
import GalleryTestSupport
import XCTest

/// A program a test waits for is waited for within a deadline, and one that does not end by
/// then is stopped and reported by what the test waited for and what it printed.
final class ChildProcessTests: XCTestCase {
  func testAProgramPastItsDeadlineIsStoppedAndNamed() throws {
    let started = ContinuousClock.now
    let sleeper = ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo waiting; exec sleep 600"])
    XCTAssertThrowsError(try sleeper.run(waitingFor: "a program that sleeps", seconds: 0.5)) { error in
      XCTAssertEqual(
        "\(error)",
        "waited 0.5 s for a program that sleeps (/bin/sh -c echo waiting; exec sleep 600); it did not finish and was stopped; it printed its output so far:\nwaiting\n"
      )
    }
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(30))
  }

  func testAProgramWithinItsDeadlineGivesItsOutputErrorsAndStatus() throws {
    let finished = try ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo said; echo warned >&2; exit 3"]).run(
      waitingFor: "a program that exits", seconds: 60)
    XCTAssertEqual(finished.status, 3)
    XCTAssertEqual(finished.output, "said\n")
    XCTAssertEqual(finished.errors, "warned\n")
  }
}
