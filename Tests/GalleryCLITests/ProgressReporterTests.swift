import GallerySite
import XCTest

@testable import GalleryCLI

/// A bar redrawn in place on a terminal; a plain line per finished widget in logs.
final class ProgressReporterTests: XCTestCase {
  private let events = [
    SiteProgress(widget: "A", number: 1, count: 2, previews: 0, finished: false),
    SiteProgress(widget: "A", number: 1, count: 2, previews: 12, finished: true),
    SiteProgress(widget: "B", number: 2, count: 2, previews: 12, finished: false),
    SiteProgress(widget: "B", number: 2, count: 2, previews: 40, finished: true),
  ]

  func testLogsGetOnePlainLinePerFinishedWidget() {
    var text = ""
    let reporter = ProgressReporter(isTerminal: false) { text += $0 }
    events.forEach(reporter.report)
    reporter.finish()
    XCTAssertEqual(text, "[1/2] A: 12 previews so far\n[2/2] B: 40 previews so far\n")
  }

  func testATerminalGetsABarRedrawnOnOneLineAndClearedAtTheEnd() {
    var text = ""
    let reporter = ProgressReporter(isTerminal: true) { text += $0 }
    events.forEach(reporter.report)
    XCTAssertFalse(text.contains("\n"), "the bar stays on one line")
    XCTAssertTrue(text.hasSuffix("\r\u{1B}[2K[########################] 2/2 widgets, 40 previews · B"), text)
    XCTAssertTrue(text.contains("[############............] 1/2 widgets, 12 previews · B"), text)
    reporter.finish()
    XCTAssertTrue(text.hasSuffix("\r\u{1B}[2K"))
  }
}
