import ChildProcesses
import Foundation
import XCTest

/// A program is waited for within a deadline, and one that does not end by then is stopped and
/// reported by what the caller waited for and what it printed; its streams go where asked, and
/// how it ended comes with what it used.
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

  func testStandardErrorIntoOutputKeepsTheOrderItWasWritten() throws {
    var child = ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo a; echo b >&2; echo c"])
    child.standardError = .intoOutput
    let finished = try child.run(waitingFor: "a program that writes to both", seconds: 60)
    XCTAssertEqual(finished.output, "a\nb\nc\n")
    XCTAssertEqual(finished.errors, "")
  }

  func testDiscardedAndForwardedOutputIsNotCaptured() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    var child = ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo gone; echo kept >&2"])
    child.standardOutput = .discarded
    child.standardError = .forwarded(to: handle.fileDescriptor)
    let finished = try child.run(waitingFor: "a program whose output is not read", seconds: 60)
    try handle.close()
    XCTAssertEqual(finished.output, "")
    XCTAssertEqual(finished.errors, "")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "kept\n")
  }

  func testStandardInputAndOutputLargerThanAPipeDoNotBlock() throws {
    let input = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    let finished = try ChildProcess(URL(fileURLWithPath: "/bin/cat"), [], standardInput: input).run(
      waitingFor: "cat of a megabyte", seconds: 60)
    XCTAssertEqual(finished.outputData, input)
    XCTAssertTrue(finished.succeeded)
  }

  func testTheEnvironmentIsExactlyTheOneGivenInKeyOrder() throws {
    let finished = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), [], environment: ["B": "2", "A": "1"]).run(
      waitingFor: "env", seconds: 60)
    XCTAssertEqual(finished.output, "A=1\nB=2\n")
  }

  func testASignalEndingTheProgramIsReportedAsASignal() throws {
    let finished = try ChildProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "kill -KILL $$"]).run(
      waitingFor: "a program that kills itself", seconds: 60)
    XCTAssertTrue(finished.signaled)
    XCTAssertEqual(finished.status, SIGKILL)
    XCTAssertFalse(finished.succeeded)
  }

  func testWhatTheProgramUsedIsReported() throws {
    // dd holds one 64 MiB block in memory; the shell's loop spends CPU time.
    let finished = try ChildProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "dd if=/dev/zero of=/dev/null bs=64M count=1 2>/dev/null; i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done"]
    ).run(waitingFor: "a program that uses memory and time", seconds: 120)
    XCTAssertGreaterThanOrEqual(finished.usage.peakBytes, 64 << 20)
    XCTAssertGreaterThan(finished.usage.cpuSeconds, 0.01)
    XCTAssertGreaterThanOrEqual(finished.usage.seconds, finished.usage.cpuSeconds * 0.5)
  }

  func testAProgramThatCannotStartIsNamed() {
    XCTAssertThrowsError(
      try ChildProcess(URL(fileURLWithPath: "/nonexistent/program"), []).run(waitingFor: "nothing", seconds: 60)
    ) { error in
      XCTAssertEqual("\(error)", "could not start /nonexistent/program: No such file or directory")
    }
  }
}
