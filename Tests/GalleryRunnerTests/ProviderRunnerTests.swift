import AppIntents
import Foundation
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import MirrorCore

private struct Entry: TimelineEntry {
  let date: Date
  let title: String
}

/// A provider whose behaviour each test chooses.
private struct ScriptedProvider: TimelineProvider {
  enum Delivery {
    case immediately, onMainQueue, fromTask, never, empty, blocksItsThread, blocksInPlaceholder
  }
  let delivery: Delivery
  let start: Date

  func placeholder(in context: Context) -> Entry {
    // A placeholder stuck on a lock; a minute is far past any time limit here.
    if delivery == .blocksInPlaceholder { _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 60) }
    return Entry(date: start, title: "placeholder")
  }

  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
    completion(Entry(date: start, title: context.isPreview ? "preview" : "snapshot"))
  }

  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
    let entries = stride(from: 0, to: 60, by: 20).map { Entry(date: start.addingTimeInterval(Double($0)), title: "t\($0)") }
    let timeline = Timeline(entries: entries, policy: .after(start.addingTimeInterval(15 * 60)))
    let boxed = UncheckedSendable(timeline)
    switch delivery {
    case .immediately: completion(timeline)
    case .onMainQueue: DispatchQueue.main.async { completion(boxed.value) }
    case .fromTask: Task { completion(boxed.value) }
    case .never, .blocksInPlaceholder: break
    case .blocksItsThread:
      // A provider that waits synchronously for a download that never comes (a minute, far
      // past any time limit here, so its thread does not outlive the run for good).
      _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 60)
      completion(timeline)
    case .empty: completion(Timeline(entries: [], policy: .never))
    }
  }
}

/// An intent whose parameters have no default: a provider reads them as iOS gives them.
private struct CityIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "City"
  enum Size: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
  }
  @Parameter(title: "Count") var count: Int
  @Parameter(title: "Metric") var metric: Bool
  @Parameter(title: "Name", requestValueDialog: "Which name?") var name: String
  @Parameter(title: "Tags") var tags: [String]
  @Parameter var size: Size
  @Parameter(title: "Note") var note: String?
}

private struct CityProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: Date(), title: "placeholder") }
  func snapshot(for configuration: CityIntent, in context: Context) async -> Entry { Entry(date: Date(), title: "snapshot") }
  func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<Entry> {
    let title =
      "\(configuration.count) \(configuration.metric) '\(configuration.name)' \(configuration.tags) "
      + "\(configuration.size.rawValue) \(configuration.note ?? "nil")"
    return Timeline(entries: [Entry(date: Date(), title: title)], policy: .never)
  }
}

private func widget(_ delivery: ScriptedProvider.Delivery, start: Date = Date()) -> GalleryWidget {
  let configuration = StaticConfiguration(kind: "Scripted", provider: ScriptedProvider(delivery: delivery, start: start)) {
    entry in
    Text(entry.title)
      .widgetURL(URL(string: "app://\(entry.title)"))
      .containerBackground(Color.red, for: .widget)
  }
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

@MainActor final class ProviderRunnerTests: XCTestCase {
  func testEntriesAreMovedToTheReferenceDateKeepingTheirSpacing() async throws {
    let start = Date(timeIntervalSince1970: 1_800_000_123.456)
    let entries = try ProviderRunner(timeout: 2).entries(
      for: widget(.immediately, start: start), family: .systemSmall, displaySize: .zero)
    XCTAssertEqual(entries.timeline.map(\.displayDate), [0, 20, 40].map { ReferenceDate.date.addingTimeInterval($0) })
    XCTAssertEqual(entries.policyDisplayDate, ReferenceDate.date.addingTimeInterval(15 * 60))
    XCTAssertEqual(entries.placeholder.displayDate, ReferenceDate.date)
    XCTAssertEqual((entries.snapshot.entry as? Entry)?.title, "preview", "the snapshot is asked for with isPreview")
    XCTAssertEqual(entries.all.map(\.kind.slug), ["placeholder", "snapshot", "entry-0", "entry-1", "entry-2"])
  }

  func testTwoRunsAtDifferentTimesGiveTheSameDates() async throws {
    let first = try ProviderRunner().entries(for: widget(.immediately, start: Date()), family: .systemSmall, displaySize: .zero)
    let second = try ProviderRunner().entries(
      for: widget(.immediately, start: Date().addingTimeInterval(3_333.3)), family: .systemSmall, displaySize: .zero)
    XCTAssertEqual(first.timeline.map(\.displayDate), second.timeline.map(\.displayDate))
  }

  // Synchronous, on the main thread but not as a main-queue job: providers that complete on
  // `DispatchQueue.main` are waited for by turning the main run loop, which a test running
  // as a main-actor job would block.
  nonisolated func testCompletionOnTheMainQueueOrFromATaskIsAwaited() throws {
    try MainActor.assumeIsolated {
      for delivery in [ScriptedProvider.Delivery.onMainQueue, .fromTask] {
        let entries = try ProviderRunner(timeout: 5).entries(for: widget(delivery), family: .systemMedium, displaySize: .zero)
        XCTAssertEqual(entries.timeline.count, 3, "\(delivery)")
      }
    }
  }

  func testAProviderThatNeverCompletesFailsAfterTheTimeLimit() async {
    let clock = ContinuousClock()
    let started = clock.now
    XCTAssertThrowsError(try ProviderRunner(timeout: 0.3).entries(for: widget(.never), family: .systemSmall, displaySize: .zero))
    { error in
      XCTAssertEqual((error as? GalleryError)?.widget, "Scripted")
      XCTAssertTrue(
        "\(error)".contains("getTimeline for systemSmall did not call its completion handler within 0.3 s"), "\(error)")
    }
    XCTAssertLessThan(clock.now - started, .seconds(3))
  }

  func testAProviderThatBlocksItsThreadFailsAfterTheTimeLimitAndTheRunGoesOn() async {
    let clock = ContinuousClock()
    let started = clock.now
    XCTAssertThrowsError(
      try ProviderRunner(timeout: 0.3).entries(for: widget(.blocksItsThread), family: .systemSmall, displaySize: .zero)
    ) { error in
      XCTAssertTrue(
        "\(error)".contains(
          "getTimeline for systemSmall did not call its completion handler within 0.3 s (raise the limit with --timeout); its thread waits on a lock, a semaphore or a condition"
        ), "\(error)")
    }
    XCTAssertThrowsError(
      try ProviderRunner(timeout: 0.3).entries(for: widget(.blocksInPlaceholder), family: .systemSmall, displaySize: .zero)
    ) { error in
      XCTAssertTrue("\(error)".contains("placeholder(in:) for systemSmall did not return within 0.3 s"), "\(error)")
    }
    XCTAssertLessThan(clock.now - started, .seconds(5))
    XCTAssertNoThrow(try ProviderRunner(timeout: 5).entries(for: widget(.immediately), family: .systemSmall, displaySize: .zero))
  }

  func testAnAppIntentProviderGetsTheIntentsDefaults() async throws {
    let working = AppIntentConfiguration(kind: "Intent", intent: CityIntent.self, provider: CityProvider()) {
      Text($0.title)
    }
    let entries = try ProviderRunner(timeout: 5).entries(
      for: GalleryWidget(configuration: working.galleryConfiguration), family: .systemSmall, displaySize: .zero)
    XCTAssertEqual(entries.timeline.map { ($0.entry as? Entry)?.title }, ["0 false '' [] small nil"])
  }

  func testAnEmptyTimelineIsAnError() async {
    XCTAssertThrowsError(try ProviderRunner().entries(for: widget(.empty), family: .systemSmall, displaySize: .zero)) { error in
      XCTAssertTrue("\(error)".contains("no entries"), "\(error)")
    }
  }

  func testEvaluationAppliesFamilyAppearanceAndPlaceholderRedaction() async throws {
    let gallery = widget(.immediately)
    let entries = try ProviderRunner().entries(for: gallery, family: .systemMedium, displaySize: .zero)
    let placeholder = WidgetEvaluation(widget: gallery, entry: entries.placeholder, family: .systemMedium, appearance: .dark)
    XCTAssertEqual(placeholder.environment.widgetFamily, .systemMedium)
    XCTAssertEqual(placeholder.environment.colorScheme, .dark)
    XCTAssertTrue(placeholder.environment.redactionReasons.contains(.placeholder))
    XCTAssertNotNil(placeholder.background)
    XCTAssertEqual(placeholder.widgetURL, URL(string: "app://placeholder"))

    let tinted = WidgetEvaluation(widget: gallery, entry: entries.timeline[1], family: .systemMedium, appearance: .tinted)
    XCTAssertEqual(tinted.environment.widgetRenderingMode, .accented)
    XCTAssertFalse(tinted.environment.showsWidgetContainerBackground)
    XCTAssertFalse(tinted.environment.redactionReasons.contains(.placeholder))
    XCTAssertEqual(tinted.environment.dateShift, entries.timeline[1].dateShift)

    let privacy = WidgetEvaluation(widget: gallery, entry: entries.timeline[0], family: .systemMedium, appearance: .privacy)
    XCTAssertTrue(privacy.environment.redactionReasons.contains(.privacy))
  }

  func testAppearancesPerFamily() async {
    XCTAssertEqual(Appearance.all(for: .systemSmall), [.light, .dark, .tinted, .privacy])
    XCTAssertEqual(Appearance.all(for: .accessoryCircular), [.light, .dark, .tinted, .privacy, .vibrant])
  }

  /// iOS 26's clear appearances: for Home Screen families on iOS 26 devices, the accented mode
  /// without the container background, in light or dark, told apart from tinted by
  /// `isClearGlass` (also in the drawing key, so a clear preview never takes a tinted drawing).
  func testClearAppearancesAreIOS26sAccentedModeOnGlass() async throws {
    XCTAssertEqual(Appearance.all(for: .systemSmall, iOS26: true), [.light, .dark, .tinted, .clearLight, .clearDark, .privacy])
    XCTAssertEqual(
      Appearance.all(for: .accessoryCircular, iOS26: true), [.light, .dark, .tinted, .privacy, .vibrant],
      "the Lock Screen has no clear appearance")
    XCTAssertEqual(Appearance.clearLight.rawValue, "clear-light")
    XCTAssertEqual(Appearance.clearDark.rawValue, "clear-dark")

    let gallery = widget(.immediately)
    let entries = try ProviderRunner().entries(for: gallery, family: .systemSmall, displaySize: .zero)
    func evaluate(_ appearance: Appearance) -> WidgetEvaluation {
      WidgetEvaluation(widget: gallery, entry: entries.timeline[0], family: .systemSmall, appearance: appearance)
    }
    for (appearance, scheme) in [(Appearance.clearLight, ColorScheme.light), (.clearDark, .dark)] {
      let evaluation = evaluate(appearance)
      XCTAssertEqual(evaluation.environment.widgetRenderingMode, .accented, "\(appearance)")
      XCTAssertFalse(evaluation.environment.showsWidgetContainerBackground, "\(appearance)")
      XCTAssertEqual(evaluation.environment.colorScheme, scheme, "\(appearance)")
      XCTAssertTrue(evaluation.isClearGlass, "\(appearance)")
    }
    let tinted = evaluate(.tinted)
    XCTAssertFalse(tinted.isClearGlass)
    var tintedAgain = evaluate(.clearDark)
    tintedAgain.isClearGlass = false
    XCTAssertEqual(
      try XCTUnwrap(tinted.drawingKey), try XCTUnwrap(tintedAgain.drawingKey), "clear dark's environment is tinted's")
    XCTAssertNotEqual(try XCTUnwrap(tinted.drawingKey), try XCTUnwrap(evaluate(.clearDark).drawingKey), "but not its glass")
  }
}
