import DeviceLocale
import Foundation
import GalleryTestSupport
import LayoutEngine
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import MirrorCore

/// A process started with `WIDGETGALLERY_LOCALE` (as `build --locale` starts the program it
/// re-executes) gives widget code that locale: Foundation's current locale and calendar, and the
/// formatters' defaults. Each `testIn…` test starts this test binary again with the variable
/// set, to run its `testInChildProcess…` half, which skips itself anywhere else.
@MainActor final class DeviceLocaleTests: XCTestCase {
  private struct Entry: TimelineEntry {
    let date: Date
  }

  private struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_718_012_460)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
      completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
  }

  /// The texts of a widget that formats a number and its entry date with the formatters'
  /// defaults, as widget code does.
  private func renderedTexts() throws -> [String] {
    let configuration = StaticConfiguration(kind: "Formats", provider: Provider()) { entry in
      let number = NumberFormatter()
      number.numberStyle = .decimal
      let style = Date.FormatStyle(date: .long, time: .omitted, timeZone: TimeZone(identifier: "UTC")!)
      return VStack {
        Text(number.string(from: 1234.5) ?? "")
        Text(entry.date.formatted(style))
        Text((12.2).formatted())
      }
    }
    let gallery = GalleryWidget(configuration: configuration.galleryConfiguration)
    let entry = try XCTUnwrap(try ProviderRunner().entries(for: gallery, family: .systemSmall, displaySize: .zero).timeline.first)
    let node = WidgetEvaluation(widget: gallery, entry: entry, family: .systemSmall, appearance: .light).content
    return node.children.compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
  }

  /// Runs `test` of this class in a child test process in `locale`; fails with its output
  /// unless that test ran and passed.
  private func run(_ test: String, in locale: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    var environment = ProcessInfo.processInfo.environment
    environment[DeviceLocale.variable] = locale
    var child = ChildProcess(
      URL(fileURLWithPath: binary), ["GalleryRunnerTests.DeviceLocaleTests/\(test)"], environment: environment)
    child.standardError = .intoOutput
    let finished = try child.run(waitingFor: "the child test \(test) in \(locale)", seconds: 120)
    let text = finished.output
    XCTAssertEqual(finished.status, 0, text, file: file, line: line)
    XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text, file: file, line: line)
    XCTAssertFalse(text.contains("skipped"), "the child did not run in \(locale):\n\(text)", file: file, line: line)
  }

  func testInGermanAWidgetFormatsAsAGermanDevice() async throws {
    try run("testInChildProcessAWidgetFormatsAsAGermanDevice", in: "de")
  }

  func testInChildProcessAWidgetFormatsAsAGermanDevice() async throws {
    try XCTSkipUnless(DeviceLocale.chosen?.identifier == "de", "runs in a child process with \(DeviceLocale.variable)=de")
    XCTAssertEqual(Locale.current.identifier, "de")
    XCTAssertEqual(Locale.autoupdatingCurrent.identifier, "de")
    XCTAssertEqual(Calendar.current.locale?.identifier, "de")
    XCTAssertEqual(Calendar.autoupdatingCurrent.firstWeekday, 2, "Monday starts the German week")
    XCTAssertEqual(try renderedTexts(), ["1.234,5", "10. Juni 2024", "12,2"])
  }

  /// On a device in the Netherlands region a chart's hours read "00", "06", "12", "18" even
  /// under `.environment(\.locale, Locale(identifier: "en_US"))`, which `Text(_:style:)`
  /// follows ("1:00 PM"): iOS draws them so, as Swift Charts formats a label's format style
  /// in the style's own locale, the device's.
  func testInTheNetherlandsChartHoursFollowTheDevicesClock() async throws {
    try run("testInChildProcessChartHoursFollowTheDevicesClock", in: "en-NL")
  }

  func testInChildProcessChartHoursFollowTheDevicesClock() async throws {
    try XCTSkipUnless(DeviceLocale.chosen?.identifier == "en-NL", "runs in a child process with \(DeviceLocale.variable)=en-NL")
    let view = VStack {
      Text(utc(2024, 6, 10, 13), style: .time)
      ChartSamples.hourlyBars.frame(width: 300, height: 120)
    }
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    let texts = layOut(view, width: 300, height: 200, environment: environment).texts.map {
      $0.replacingOccurrences(of: "\u{202F}", with: " ")
    }
    XCTAssertEqual(texts.first, "1:00 PM")
    XCTAssertEqual(texts.filter { $0.count == 2 && $0.allSatisfy(\.isNumber) }, ["00", "06", "12", "18"])
  }

  // Without the variable Foundation answers as it does on Linux (en_001): the getters hand on.
  func testWithoutALocaleFoundationAnswersAsItDoes() async throws {
    try XCTSkipIf(DeviceLocale.chosen != nil, "the process was started with \(DeviceLocale.variable)")
    XCTAssertEqual(Locale.current.identifier, "en_001")
    XCTAssertEqual(try renderedTexts(), ["1,234.5", "10 June 2024", "12.2"])
  }
}
