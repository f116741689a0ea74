import Foundation
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import MirrorCore

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

/// Widgets see the text size chosen in Settings, no smaller than Large (HIG, Widgets).
@MainActor final class WidgetDynamicTypeTests: XCTestCase {
  private func evaluated(at size: DynamicTypeSize) -> DynamicTypeSize {
    let configuration = StaticConfiguration(kind: "Sized", provider: Provider()) { _ in Text("Hello") }
    let widget = GalleryWidget(configuration: configuration.galleryConfiguration)
    let entry = Entry(date: Date(timeIntervalSince1970: 1_718_012_460))
    let preview = PreviewEntry(kind: .timeline(index: 0), entry: entry, displayDate: entry.date, dateShift: 0)
    return WidgetEvaluation(widget: widget, entry: preview, family: .systemSmall, appearance: .light, dynamicTypeSize: size)
      .environment.dynamicTypeSize
  }

  func testWidgetsAreDrawnFromLargeToAX5() async {
    XCTAssertEqual(evaluated(at: .xSmall), .large)
    XCTAssertEqual(evaluated(at: .medium), .large)
    XCTAssertEqual(evaluated(at: .large), .large)
    XCTAssertEqual(evaluated(at: .xxxLarge), .xxxLarge)
    XCTAssertEqual(evaluated(at: .accessibility5), .accessibility5)
  }

  // Xcode's right-to-left pseudolanguage: English, laid out right to left; a locale of a
  // right-to-left language lays out right to left too.
  func testTheRightToLeftPseudolanguageMirrorsEnglish() async {
    func environment(_ language: String) -> EnvironmentValues {
      let configuration = StaticConfiguration(kind: "Sized", provider: Provider()) { _ in Text("Hello") }
      let widget = GalleryWidget(configuration: configuration.galleryConfiguration)
      let entry = Entry(date: Date(timeIntervalSince1970: 1_718_012_460))
      let preview = PreviewEntry(kind: .timeline(index: 0), entry: entry, displayDate: entry.date, dateShift: 0)
      return WidgetEvaluation(
        widget: widget, entry: preview, family: .systemSmall, appearance: .light,
        localization: LocalizationTable(locale: language, tables: [:])
      ).environment
    }
    let pseudo = environment("Right-to-Left Pseudolanguage")
    XCTAssertEqual(pseudo.layoutDirection, .rightToLeft)
    XCTAssertEqual(pseudo.locale.identifier, "en")
    XCTAssertEqual(EnvironmentValues.processLocale(for: "Right-to-Left Pseudolanguage"), "en")
    XCTAssertEqual(environment("he").layoutDirection, .rightToLeft)
    XCTAssertEqual(environment("de").layoutDirection, .leftToRight)
    XCTAssertEqual(EnvironmentValues.processLocale(for: "de"), "de")
  }
}
