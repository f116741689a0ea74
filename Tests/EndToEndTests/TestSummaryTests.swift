import Foundation
import GalleryTestSupport
import XCTest

/// `make test`'s closing summary (`scripts/test-summary.py`) over results folders made here:
/// counts from the xUnit files and the outcomes the test processes recorded, and a skip outside
/// its short allow-list is a failure.
final class TestSummaryTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("swift-tests"), withIntermediateDirectories: true)
    for (name, text) in [
      "lint.exit": "0", "swift.exit": "0", "serve.exit": "0", "browser.exit": "0",
      "browser.log": "browser test: 3 passed, 0 failed\n",
      "serve.xml": xunit(["GalleryServerTests.SiteServerTests": ["testServes"]]),
    ] {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func xunit(_ classes: [String: [String]], failing: Set<String> = []) -> String {
    let cases = classes.sorted { $0.key < $1.key }.flatMap { name, methods in
      methods.map { method in
        #"<testcase classname="\#(name)" name="\#(method)" time="0.1">"#
          + (failing.contains(method) ? #"<failure message="failure"></failure>"# : "") + "</testcase>"
      }
    }
    return #"<?xml version="1.0" encoding="UTF-8"?><testsuites><testsuite name="TestResults">"#
      + cases.joined() + "</testsuite></testsuites>"
  }

  /// Runs the script over the folder: its exit status and output.
  private func summary(swiftTests: [String: [String]], recorded: [String], failing: Set<String> = []) throws -> (
    Int32, String
  ) {
    try Data(xunit(swiftTests, failing: failing).utf8).write(to: folder.appendingPathComponent("swift.xml"))
    try Data(recorded.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("swift-tests/4242.tsv"))
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/test-summary.py")
    let finished = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, folder.path]).run(
      waitingFor: "test-summary.py", seconds: 60)
    return (finished.status, finished.output + finished.errors)
  }

  func testCountsComeFromTheXUnitFilesAndTheRecordedOutcomes() throws {
    let (status, output) = try summary(
      swiftTests: ["ViewDSLTests.TextTests": ["testA", "testB", "testC"]],
      recorded: ["passed\tTextTests.testA", "failed\tTextTests.testB", "passed\tTextTests.testC"], failing: ["testB"])
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(output.contains("XCTest 3 tests: 2 passed, 1 failed, 0 skipped"), output)
    XCTAssertTrue(output.hasSuffix("tests: 6 passed, 1 failed, 0 skipped\n"), output)
  }

  func testASkipOutsideTheAllowListFailsTheRun() throws {
    let (status, output) = try summary(
      swiftTests: ["GalleryCLITests.OutputPathTests": ["testADeviceIsRefusedAndKept", "testOther"]],
      recorded: ["skipped\tOutputPathTests.testADeviceIsRefusedAndKept", "passed\tOutputPathTests.testOther"])
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(output.contains("SKIPS_ALLOWED may: OutputPathTests.testADeviceIsRefusedAndKept"), output)
    XCTAssertTrue(output.hasSuffix("tests: 5 passed, 1 failed, 0 skipped\n"), output)
  }

  func testAChildProcessHalfMaySkip() throws {
    let (status, output) = try summary(
      swiftTests: ["GalleryRunnerTests.ReferenceClockTests": ["testInChildProcessTimers", "testUnderTheClockTimers"]],
      recorded: ["skipped\tReferenceClockTests.testInChildProcessTimers", "passed\tReferenceClockTests.testUnderTheClockTimers"])
    XCTAssertEqual(status, 0, output)
    XCTAssertTrue(output.hasSuffix("tests: 5 passed, 0 failed, 1 skipped\n"), output)
  }
}
