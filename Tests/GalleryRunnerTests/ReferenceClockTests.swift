import Foundation
import GalleryFixtures
import GalleryTestSupport
import XCTest

@testable import GalleryRunner
@testable import ViewDSL

/// Under the gallery's fixed clock a widget's own date formatting and `Text(_:style:)` agree,
/// and entry dates are shown as the provider made them.
///
/// XCTest waits for async tests on the wall clock, so the test process itself never runs
/// under the stopped clock: each `testUnderTheClock…` test starts this test binary
/// again, through env(1) with libfaketime preloaded, to run its `testInChildProcess…` half, which skips
/// itself anywhere else.
@MainActor final class ReferenceClockTests: XCTestCase {
  private struct ClockEntry: TimelineEntry {
    let date: Date
  }

  /// Entries at `Date()` and an hour later, or at fixed dates when `fixed` is given.
  private struct ClockProvider: TimelineProvider {
    var fixed: Date?
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: fixed ?? Date()) }
    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) {
      completion(ClockEntry(date: fixed ?? Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
      let start = fixed ?? Date()
      completion(Timeline(entries: [ClockEntry(date: start), ClockEntry(date: start.addingTimeInterval(3600))], policy: .atEnd))
    }
  }

  /// The texts of a widget that shows its entry date with `Text(_:style:)` and formats the
  /// entry date and `Date()` itself, for every timeline entry.
  private func renderedTexts(fixed: Date? = nil) throws -> [[String]] {
    let configuration = StaticConfiguration(kind: "Clock", provider: ClockProvider(fixed: fixed)) { entry in
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "H:mm"
      return VStack {
        Text(entry.date, style: .time)
        Text("at \(formatter.string(from: entry.date)), now \(formatter.string(from: Date()))")
      }
    }
    let gallery = GalleryWidget(configuration: configuration.galleryConfiguration)
    let entries = try ProviderRunner().entries(for: gallery, family: .systemSmall, displaySize: .zero)
    return entries.timeline.map { entry in
      let node = WidgetEvaluation(widget: gallery, entry: entry, family: .systemSmall, appearance: .light).content
      return node.children.compactMap {
        if case .text(let text) = $0.kind { text.string.replacingOccurrences(of: "\u{202F}", with: " ") } else { nil }
      }
    }
  }

  private func requireClock() throws {
    try XCTSkipUnless(ReferenceClock.isInEffect, "runs in a child process under the reference clock")
  }

  /// Runs `test` of this class in a child test process under the clock; fails with its output
  /// unless that test ran and passed within two minutes.
  private func runUnderTheClock(_ test: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var child = ChildProcess(
      URL(fileURLWithPath: ReferenceClock.envPath), [binary, "GalleryRunnerTests.ReferenceClockTests/\(test)"],
      environment: ProcessInfo.processInfo.environment.merging(try ReferenceClock.launchEnvironment()) { $1 })
    child.mergesErrors = true
    let finished = try child.run(waitingFor: "the child test \(test) under the reference clock", seconds: 120)
    let text = finished.output
    XCTAssertEqual(finished.status, 0, text, file: file, line: line)
    XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text, file: file, line: line)
    XCTAssertFalse(text.contains("skipped"), "the child did not run under the clock:\n\(text)", file: file, line: line)
  }

  func testUnderTheClockViewsFormatTheSameTimeAsTextDateStyles() async throws {
    try runUnderTheClock("testInChildProcessViewsFormatTheSameTimeAsTextDateStyles")
  }

  func testUnderTheClockEntryDatesAreShownAsTheProviderMadeThem() async throws {
    try runUnderTheClock("testInChildProcessEntryDatesAreShownAsTheProviderMadeThem")
  }

  func testUnderTheClockTimersKeepRealTime() async throws {
    try runUnderTheClock("testInChildProcessTimersKeepRealTime")
  }

  func testInChildProcessViewsFormatTheSameTimeAsTextDateStyles() async throws {
    try requireClock()
    XCTAssertEqual(Date(), ReferenceDate.date)
    XCTAssertEqual(try renderedTexts(), [["9:41 AM", "at 9:41, now 9:41"], ["10:41 AM", "at 10:41, now 9:41"]])
  }

  func testInChildProcessEntryDatesAreShownAsTheProviderMadeThem() async throws {
    try requireClock()
    let eight = Date(timeIntervalSince1970: 1_718_006_400)  // 2024-06-10 08:00 UTC
    XCTAssertEqual(try renderedTexts(fixed: eight), [["8:00 AM", "at 8:00, now 9:41"], ["9:00 AM", "at 9:00, now 9:41"]])
    let entries = try ProviderRunner().entries(
      for: GalleryWidget(
        configuration: StaticConfiguration(kind: "Clock", provider: ClockProvider(fixed: eight)) { _ in EmptyView() }
          .galleryConfiguration),
      family: .systemSmall, displaySize: .zero)
    XCTAssertEqual(entries.timeline.map(\.displayDate), [eight, eight.addingTimeInterval(3600)])
    XCTAssertEqual(entries.timeline.map(\.dateShift), [0, 0])
  }

  /// Monotonic timers fire on time under the stopped wall clock: a dispatch deadline, a run
  /// loop timeout and `Task.sleep`, each within 50 ms of real time asked and 10 s allowed.
  func testInChildProcessTimersKeepRealTime() async throws {
    try requireClock()
    XCTAssertTrue(ReferenceClock.timersKeepRealTime, "the program's own timerfd_settime is not the one in use")
    XCTAssertTrue(
      Self.ends(within: 10) { done in DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { done() } },
      "DispatchQueue.asyncAfter(deadline: .now() + 0.05) did not fire within 10 s")
    XCTAssertTrue(
      Self.ends(within: 10) { done in
        Thread.detachNewThread {
          // A timer far off keeps the run loop from having nothing to wait for.
          RunLoop.current.add(Timer(timeInterval: 3600, repeats: false) { _ in }, forMode: .default)
          _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
          done()
        }
      }, "RunLoop.run(mode:before:) 0.05 s ahead did not return within 10 s")
    XCTAssertTrue(
      Self.ends(within: 10) { done in
        Task.detached {
          try? await Task.sleep(for: .milliseconds(50))
          done()
        }
      }, "Task.sleep(for: .milliseconds(50)) did not end within 10 s")
    XCTAssertNil(ReferenceClock.pendingWallClockDeadline)
  }

  /// Whether what `start` begins calls its `done` within `seconds`.
  nonisolated private static func ends(within seconds: Double, _ start: (@escaping @Sendable () -> Void) -> Void) -> Bool {
    let ended = DispatchSemaphore(value: 0)
    start { ended.signal() }
    return ended.wait(timeout: .now() + seconds) == .success
  }
}
