import Foundation
import XCTest

@testable import WidgetGalleryServe

/// `serve` waits for its builds with a deadline: a program still running at it is stopped and
/// reported by its command line, never waited for without end.
final class ChildProcessTests: XCTestCase {
  func testAProgramPastItsDeadlineIsStoppedAndNamed() async throws {
    let started = ContinuousClock.now
    let sleeper = ChildProcess(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["600"], deadline: 0.5)
    do {
      _ = try await sleeper.run()
      XCTFail("a program past its deadline ends the wait with an error")
    } catch let timedOut as ChildProcess.TimedOut {
      XCTAssertEqual("\(timedOut)", "/bin/sleep 600 did not finish within 0.5 s and was stopped")
    }
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(30))
  }

  func testAProgramWithinItsDeadlineGivesItsOutputAndStatus() async throws {
    let outcome = try await ChildProcess(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo said; exit 3"], deadline: 60
    ).run()
    XCTAssertEqual(outcome.status, 3)
    XCTAssertEqual(outcome.output, "said\n")
  }
}
