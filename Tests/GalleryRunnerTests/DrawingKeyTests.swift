import Foundation
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import MirrorCore

private struct Entry: TimelineEntry {
  let date: Date
  let word: String
  var highlighted = false
}

private struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: Date(), word: "…") }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

private struct Slash: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    return path
  }
}

/// Drawing keys decide which previews are laid out and drawn once and reused: equal keys
/// must mean identical drawings, and anything layout could tell apart must make them differ.
@MainActor final class DrawingKeyTests: XCTestCase {
  private let start = Date(timeIntervalSince1970: 1_718_012_460)

  private func key<V: View>(
    _ entry: Entry, appearance: Appearance = .light, @ViewBuilder content: @escaping (Entry) -> V
  ) -> WidgetEvaluation.DrawingKey? {
    let configuration = StaticConfiguration(kind: "Key", provider: Provider()) { content($0) }
    let widget = GalleryWidget(configuration: configuration.galleryConfiguration)
    let preview = PreviewEntry(kind: .timeline(index: 0), entry: entry, displayDate: entry.date, dateShift: 0)
    return WidgetEvaluation(widget: widget, entry: preview, family: .systemSmall, appearance: appearance).drawingKey
  }

  private func card(_ entry: Entry) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(entry.word).font(.headline).lineLimit(2)
      Text("translation").foregroundStyle(entry.highlighted ? AnyShapeStyle(Color.red) : AnyShapeStyle(.secondary))
      Spacer(minLength: 0)
      HStack { ForEach(0..<3) { Capsule().fill(.tint.opacity(Double($0) / 3)) } }
    }
    .padding(4)
    .containerBackground(.fill.tertiary, for: .widget)
  }

  func testEntriesThatDifferOnlyInTheirDatesShareAKey() async throws {
    let first = try XCTUnwrap(key(Entry(date: start, word: "apple"), content: card))
    let later = try XCTUnwrap(key(Entry(date: start + 3_600, word: "apple"), content: card))
    XCTAssertEqual(first, later)
    XCTAssertEqual(first.hashValue, later.hashValue)
  }

  func testDifferentTextDiffers() async {
    XCTAssertNotEqual(key(Entry(date: start, word: "apple"), content: card), key(Entry(date: start, word: "pear"), content: card))
  }

  func testAShownDateDiffersBetweenEntries() async {
    let clock = { (entry: Entry) in Text(entry.date, style: .time) }
    XCTAssertNotEqual(key(Entry(date: start, word: ""), content: clock), key(Entry(date: start + 60, word: ""), content: clock))
    let timer = { (entry: Entry) in Text(timerInterval: entry.date...entry.date + 600) }
    XCTAssertEqual(
      key(Entry(date: start, word: ""), content: timer), key(Entry(date: start + 60, word: ""), content: timer),
      "a timer starting at each entry's date shows 10:00 in both")
  }

  func testAStyleSetInTheEnvironmentDiffers() async {
    let plain = key(Entry(date: start, word: "apple"), content: card)
    let highlighted = key(Entry(date: start, word: "apple", highlighted: true), content: card)
    XCTAssertNotEqual(plain, highlighted, "same tree, different foreground style in the environment")
  }

  func testEnvironmentValuesReadByLayoutDiffer() async {
    let limited = { (entry: Entry) in Text("apple").lineLimit(entry.highlighted ? 1 : 2) }
    XCTAssertNotEqual(
      key(Entry(date: start, word: ""), content: limited),
      key(Entry(date: start, word: "", highlighted: true), content: limited))
    let tinted = { (entry: Entry) in Circle().fill(.tint).tint(entry.highlighted ? .red : .blue) }
    XCTAssertNotEqual(
      key(Entry(date: start, word: ""), content: tinted),
      key(Entry(date: start, word: "", highlighted: true), content: tinted))
  }

  func testModifierValuesDiffer() async {
    let padded = { (entry: Entry) in Text("apple").padding(entry.highlighted ? 8 : 4) }
    XCTAssertNotEqual(
      key(Entry(date: start, word: ""), content: padded),
      key(Entry(date: start, word: "", highlighted: true), content: padded))
    let linked = { (entry: Entry) in Text("apple").widgetURL(URL(string: "app://\(entry.highlighted)")) }
    XCTAssertNotEqual(
      key(Entry(date: start, word: ""), content: linked),
      key(Entry(date: start, word: "", highlighted: true), content: linked))
  }

  func testAppearancesDiffer() async {
    let entry = Entry(date: start, word: "apple")
    let keys = Appearance.all(for: .systemSmall).map { key(entry, appearance: $0, content: card) }
    for (index, key) in keys.enumerated() {
      for other in keys[(index + 1)...] { XCTAssertNotEqual(key, other) }
    }
  }

  func testViewsHoldingLayoutCodeHaveNoKey() async {
    let entry = Entry(date: start, word: "apple")
    XCTAssertNil(key(entry) { _ in GeometryReader { proxy in Text("\(proxy.size.width)") } })
    XCTAssertNil(key(entry) { _ in Slash().stroke(.red) })
    XCTAssertNil(key(entry) { _ in Text("apple").clipShape(Slash()) })
    XCTAssertNil(key(entry) { _ in Text("apple").alignmentGuide(.leading) { $0.width / 2 } })
    XCTAssertNotNil(key(entry, content: card))
  }
}
