import Foundation
import XCTest

@testable import GalleryRunner
@testable import ViewDSL

private struct Entry: TimelineEntry {
  let date: Date
  let word: String
}

private struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: Date(), word: "…") }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

/// A shape style of the user's own: the same fields may draw differently once its code changes.
private struct Stripes: ShapeStyle, Equatable {
  var width: Double
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle { Color.orange }
}

private struct MoodKey: EnvironmentKey { static let defaultValue = "calm" }

extension EnvironmentValues {
  fileprivate var mood: String {
    get { self[MoodKey.self] }
    set { self[MoodKey.self] = newValue }
  }
}

/// The drawing cache's key: the same in every process for the same drawing, different for
/// anything layout or drawing could tell apart, and absent where the view holds code.
final class DrawingFingerprintTests: XCTestCase {
  private func fingerprint<V: View>(
    date: Date = Date(timeIntervalSince1970: 1_718_012_460), appearance: Appearance = .light, shift: TimeInterval = 0,
    context: String = "widget systemSmall", @ViewBuilder content: @escaping (Entry) -> V
  ) -> String? {
    let configuration = StaticConfiguration(kind: "Fingerprint", provider: Provider()) { content($0) }
    let widget = GalleryWidget(configuration: configuration.galleryConfiguration)
    let entry = Entry(date: date, word: "Sonne")
    let preview = PreviewEntry(kind: .timeline(index: 0), entry: entry, displayDate: entry.date, dateShift: shift)
    let evaluation = WidgetEvaluation(widget: widget, entry: preview, family: .systemSmall, appearance: appearance)
    var fingerprinter = DrawingFingerprinter()
    return fingerprinter.fingerprint(of: evaluation, context: context)
  }

  private func card(_ entry: Entry, word: String? = nil, size: CGFloat = 17, color: Color = .primary) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(word ?? entry.word).font(.system(size: size)).foregroundStyle(color)
      ForEach(0..<3) { Capsule().fill(.tint.opacity(Double($0) / 3)) }
    }
    .padding()
  }

  func testTheSameDrawingHasTheSameFingerprintAndAnyChangeAnother() throws {
    let base = try XCTUnwrap(fingerprint { self.card($0) })
    XCTAssertEqual(base.count, 32)
    XCTAssertEqual(fingerprint { self.card($0) }, base, "evaluated again")
    XCTAssertNotEqual(fingerprint { self.card($0, word: "Mond") }, base, "another text")
    XCTAssertNotEqual(fingerprint { self.card($0, size: 18) }, base, "another font size")
    XCTAssertNotEqual(fingerprint { self.card($0, color: .red) }, base, "another colour")
    XCTAssertNotEqual(fingerprint { self.card($0).padding(1) }, base, "another modifier")
    XCTAssertNotEqual(fingerprint(appearance: .dark) { self.card($0) }, base, "another appearance")
    XCTAssertNotEqual(fingerprint(context: "widget systemMedium") { self.card($0) }, base, "another renderer")
  }

  func testTheWallClockAndTheUsersOwnKeysDoNotCount() {
    let base = fingerprint { self.card($0) }
    XCTAssertEqual(fingerprint(date: Date(timeIntervalSince1970: 1_800_000_000), shift: 3600) { self.card($0) }, base)
    XCTAssertEqual(fingerprint { self.card($0).environment(\.mood, "stormy") }, base)
  }

  func testCodeAndTheUsersOwnTypesHaveNoFingerprint() {
    XCTAssertNil(fingerprint { _ in GeometryReader { proxy in Text("\(proxy.size.width)") } })
    XCTAssertNil(fingerprint { _ in Rectangle().fill(Stripes(width: 2)) })
    XCTAssertNil(fingerprint { _ in Text("Guided").alignmentGuide(.leading) { $0.width } })
  }

  /// The fingerprint names each of a node's traits: a new one must be added to it too.
  func testEveryTraitIsInTheFingerprint() {
    XCTAssertEqual(
      Mirror(reflecting: ViewNode.Traits()).children.compactMap(\.label),
      [
        "layoutPriority", "zIndex", "gridCellColumns", "gridColumnAlignment", "identity", "definedBy", "accessibilityLabel",
        "accessibilityHidden", "accessibilityChildren", "isPrivacySensitive", "alignmentGuides", "previewFamily",
        "previewDisplayName", "previewLayout",
      ])
    XCTAssertNotEqual(fingerprint { self.card($0).zIndex(1) }, fingerprint { self.card($0) })
    XCTAssertNotEqual(fingerprint { self.card($0).id(7) }, fingerprint { self.card($0).id(8) })
  }
}
