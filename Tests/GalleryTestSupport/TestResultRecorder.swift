import Foundation
import XCTest

/// Records how each test ended — passed, failed or skipped — one line per test in
/// `$WIDGETGALLERY_TEST_RESULTS/<process id>.tsv`, for the closing summary of `make test`
/// (`scripts/test-summary.py`): `swift test --parallel` runs each test in a process of its own
/// and prints the output of failed tests only, so a skip would otherwise go unseen.
///
/// Lines are `<outcome>\t<Class.testMethod>`. A process that re-executes itself (for private
/// preferences) writes to the same file again; the last line of a test counts.
final class TestResultRecorder: NSObject, XCTestObservation {
  private let file: URL

  init(folder: URL) {
    file = folder.appendingPathComponent("\(getpid()).tsv")
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    guard let run = testCase.testRun else { return }
    let outcome = run.hasBeenSkipped ? "skipped" : run.hasSucceeded ? "passed" : "failed"
    let line = Data("\(outcome)\t\(testCase.name)\n".utf8)
    guard let handle = FileHandle(forWritingAtPath: file.path) ?? create() else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: line)
  }

  private func create() -> FileHandle? {
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    return FileHandle(forWritingAtPath: file.path)
  }
}

/// Registers the recorder when `WIDGETGALLERY_TEST_RESULTS` names a folder; called before
/// `main` by CTestStartup.
@_cdecl("gallery_test_startup")
func galleryTestStartup() {
  guard let folder = ProcessInfo.processInfo.environment["WIDGETGALLERY_TEST_RESULTS"], !folder.isEmpty else { return }
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  XCTestObservationCenter.shared.addTestObserver(TestResultRecorder(folder: URL(fileURLWithPath: folder)))
}
