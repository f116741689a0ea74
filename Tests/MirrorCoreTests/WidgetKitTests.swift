import AppIntents
import Foundation
import GalleryTestSupport
import SwiftUI
import WidgetKit
import XCTest

@testable import MirrorCore

private struct Entry: TimelineEntry {
  let date: Date
  let title: String
  var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 0.5) }
}

private struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0), title: "placeholder") }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
    completion(Entry(date: Date(timeIntervalSince1970: 0), title: context.isPreview ? "preview" : "snapshot"))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    let entries = (0..<3).map { Entry(date: Date(timeIntervalSince1970: Double($0) * 60), title: "\(context.family) \($0)") }
    completion(Timeline(entries: entries, policy: .after(Date(timeIntervalSince1970: 900))))
  }
}

private struct EntryView: View {
  var entry: Entry
  var body: some View { Text(entry.title) }
}

private struct SampleWidget: Widget {
  let kind = "SampleWidget"
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: Provider()) { entry in
      EntryView(entry: entry)
    }
    .configurationDisplayName("Sample")
    .description("A sample widget.")
    .supportedFamilies([.systemSmall, .systemMedium])
    .contentMarginsDisabled()
  }
}

private struct PlainWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Plain", provider: Provider()) { EntryView(entry: $0) }
  }
}

private struct Bundle: WidgetBundle {
  var body: some Widget {
    SampleWidget()
    if #available(iOS 17.0, *) {
      PlainWidget()
    }
  }
}

private struct SampleIntent: WidgetConfigurationIntent {
  var city = "Lisbon"
}

private struct IntentProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "…") }
  func snapshot(for configuration: SampleIntent, in context: Context) async -> Entry {
    Entry(date: .distantPast, title: configuration.city)
  }
  func timeline(for configuration: SampleIntent, in context: Context) async -> Timeline<Entry> {
    Timeline(entries: [Entry(date: .distantPast, title: configuration.city)], policy: .never)
  }
}

private struct IntentWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "Weather", intent: SampleIntent.self, provider: IntentProvider()) { EntryView(entry: $0) }
  }
}

private struct SamplePreviews: PreviewProvider {
  static var previews: some View {
    EntryView(entry: Entry(date: .distantPast, title: "p"))
      .previewContext(WidgetPreviewContext(family: .systemSmall))
    EntryView(entry: Entry(date: .distantPast, title: "q"))
      .previewContext(WidgetPreviewContext(family: .systemLarge))
  }
}

#Preview(as: .systemSmall) {
  SampleWidget()
} timeline: {
  Entry(date: .distantPast, title: "macro")
  Entry(date: .distantFuture, title: "macro 2")
}

@MainActor final class WidgetKitTests: XCTestCase {
  func testConfigurationModifiersAreRecorded() async {
    let configuration = SampleWidget().body.galleryConfiguration
    XCTAssertEqual(configuration.kind, "SampleWidget")
    XCTAssertEqual(configuration.displayName, "Sample")
    XCTAssertEqual(configuration.description, "A sample widget.")
    XCTAssertEqual(configuration.supportedFamilies, [.systemSmall, .systemMedium])
    XCTAssertTrue(configuration.contentMarginsDisabled)
  }

  func testTheEntryViewTypeIsTheContentsViewWithoutItsModifiers() async {
    struct Framed: ViewModifier {
      func body(content: Content) -> some View { content.padding(2) }
    }
    let modified = StaticConfiguration(kind: "k", provider: Provider()) {
      EntryView(entry: $0).modifier(Framed()).padding(4).containerBackground(.blue, for: .widget).widgetURL(
        URL(string: "app://entry"))
    }
    XCTAssertTrue(modified.erased.entryViewType == EntryView.self)
    let stacked = StaticConfiguration(kind: "k", provider: Provider()) { entry in VStack { EntryView(entry: entry) } }
    XCTAssertFalse(stacked.erased.entryViewType == EntryView.self, "a view around the entry view is no modifier")
    let intent = AppIntentConfiguration(kind: "Weather", intent: SampleIntent.self, provider: IntentProvider()) {
      EntryView(entry: $0)
    }
    XCTAssertTrue(intent.erased.entryViewType == EntryView.self)
  }

  func testDefaultFamiliesAreEverySystemAndAccessoryFamily() async {
    XCTAssertEqual(
      PlainWidget().body.galleryConfiguration.supportedFamilies,
      [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
  }

  func testBundleListsItsWidgetsInOrder() async {
    XCTAssertEqual(Bundle().erasedConfigurations.map(\.kind), ["SampleWidget", "Plain"])
  }

  func testErasedProviderRunsTheProviderAndContentMakesTheView() async {
    let configuration = SampleWidget().body.galleryConfiguration
    let context = TimelineProviderContext(family: .systemMedium, isPreview: true, displaySize: CGSize(width: 338, height: 158))
    let snapshot = DeliveredBox<String>()
    configuration.provider.snapshot(context) { snapshot.set(($0 as? Entry)?.title ?? "") }
    XCTAssertEqual(snapshot.value, "preview")
    let received = DeliveredBox<([any TimelineEntry], TimelineReloadPolicy)>()
    configuration.provider.timeline(context) { received.set(($0, $1)) }
    XCTAssertEqual(received.value?.0.count, 3)
    XCTAssertEqual(received.value?.1, .after(Date(timeIntervalSince1970: 900)))
    XCTAssertEqual(received.value?.0.first?.relevance?.score, 0.5)
    let view = configuration.content(received.value!.0[2])
    XCTAssertEqual(resolve(view).texts, ["systemMedium 2"])
  }

  func testAppIntentConfigurationUsesTheDefaultIntent() async {
    let configuration = IntentWidget().body.galleryConfiguration
    let done = expectation(description: "timeline")
    let context = TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: .zero)
    configuration.provider.timeline(context) { entries, policy in
      XCTAssertEqual((entries.first as? Entry)?.title, "Lisbon")
      XCTAssertEqual(policy, .never)
      done.fulfill()
    }
    await fulfillment(of: [done], timeout: 5)
  }

  func testPreviewProviderAndPreviewMacroKeepTheirContent() async {
    XCTAssertEqual(resolveAll(SamplePreviews.previews).flatMap(\.texts), ["p", "q"])
  }

  func testWidgetCenterReloadsAreHarmless() async {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "SampleWidget")
  }
}
