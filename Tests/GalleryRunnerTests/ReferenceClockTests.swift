import Foundation
import GalleryFixtures
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import MirrorCore

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

  /// A provider that waits for a wall-clock date before it delivers: in `RunLoop.run(until:)`
  /// on its own thread, or with `asyncAfter(wallDeadline:)`.
  private struct WallClockProvider: TimelineProvider {
    var runsItsRunLoop: Bool
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) { completion(ClockEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ClockEntry>) -> Void) {
      let timeline = Timeline(entries: [ClockEntry(date: Date())], policy: .never)
      if runsItsRunLoop {
        // A timer that polls keeps the run loop busy, as a download in progress would.
        let polling = Timer(timeInterval: 0.1, repeats: true) { _ in }
        RunLoop.current.add(polling, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.2))
        withExtendedLifetime(polling) { completion(timeline) }
      } else {
        DispatchQueue.global().asyncAfter(wallDeadline: .now() + 0.2) { completion(timeline) }
      }
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
    ReferenceClock.removeSharedStateAtExit()
  }

  /// Runs `test` of this class in a child test process under the clock; fails with its output
  /// unless that test ran and passed within two minutes.
  private func runUnderTheClock(_ test: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var child = ChildProcess(
      URL(fileURLWithPath: ReferenceClock.envPath), [binary, "GalleryRunnerTests.ReferenceClockTests/\(test)"],
      environment: ProcessInfo.processInfo.environment.merging(try ReferenceClock.launchEnvironment()) { $1 })
    child.standardError = .intoOutput
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

  func testUnderTheClockAWaitForAWallClockDateIsNamed() async throws {
    try runUnderTheClock("testInChildProcessAWaitForAWallClockDateIsNamed")
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
          let pending = Timer(timeInterval: 3600, repeats: true) { _ in }
          RunLoop.current.add(pending, forMode: .default)
          _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
          withExtendedLifetime(pending) { done() }
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

  /// A provider that waits for a wall-clock date fails at its time limit with an error that
  /// names the wait and does not suggest a longer limit, which would not help.
  func testInChildProcessAWaitForAWallClockDateIsNamed() async throws {
    try requireClock()
    for (runsItsRunLoop, named) in [
      (true, "its thread waits in RunLoop.run(until:) for a wall-clock date"),
      (false, "a timer waits for 2024-06-10T09:41:00.200Z on the wall clock"),
    ] {
      let widget = GalleryWidget(
        configuration: StaticConfiguration(kind: "WallClock", provider: WallClockProvider(runsItsRunLoop: runsItsRunLoop)) { _ in
          EmptyView()
        }.galleryConfiguration)
      XCTAssertThrowsError(try ProviderRunner(timeout: 1).entries(for: widget, family: .systemSmall, displaySize: .zero)) {
        error in
        let message = "\(error)"
        XCTAssertTrue(
          message.contains("getTimeline for systemSmall did not call its completion handler within 1 s: \(named)"), message)
        XCTAssertTrue(message.contains("which never comes: the clock stays at 2024-06-10T09:41:00Z"), message)
        XCTAssertFalse(message.contains("--timeout"), message)
      }
    }
  }
}
