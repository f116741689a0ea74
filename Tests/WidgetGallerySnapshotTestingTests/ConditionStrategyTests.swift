import Foundation
import SnapshotTesting
import WidgetGallery
import WidgetGallerySnapshotTesting
import XCTest

/// A view that shows the conditions it is evaluated in.
private struct ConditionView: View {
  @Environment(\.dynamicTypeSize) private var size
  @Environment(\.layoutDirection) private var direction
  @Environment(\.locale) private var locale

  var body: some View {
    VStack {
      Text("Steps")
      Text(verbatim: "\(size) \(direction == .rightToLeft ? "rtl" : "ltr") \(locale.identifier)")
    }
    .containerBackground(.white, for: .widget)
  }
}

/// The snapshot strategies take a condition: `.svg(family:dynamicTypeSize:locale:)`.
@MainActor final class ConditionStrategyTests: XCTestCase {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("condition-strategy-\(UUID().uuidString)")

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
    try super.tearDownWithError()
  }

  /// The `<title>` of the SVG `strategy` records for the view: its text in one line.
  private func title(_ strategy: Snapshotting<ConditionView, String>, _ name: String) throws -> String {
    _ = verifySnapshot(
      of: ConditionView(), as: strategy, named: name, record: .all, snapshotDirectory: folder.path, testName: "condition")
    let svg = try String(contentsOf: folder.appendingPathComponent("condition.\(name).svg"), encoding: .utf8)
    let start = try XCTUnwrap(svg.range(of: "<title>"))
    let end = try XCTUnwrap(svg.range(of: "</title>"))
    return String(svg[start.upperBound..<end.lowerBound])
  }

  func testTheStrategyDrawsTheConditionItIsGiven() async throws {
    XCTAssertEqual(try title(.svg(family: .systemSmall), "plain"), "Steps large ltr en_US")
    XCTAssertEqual(
      try title(.svg(family: .systemSmall, dynamicTypeSize: .accessibility3), "large"), "Steps accessibility3 ltr en_US")
    XCTAssertEqual(
      try title(.svg(family: .systemSmall, dynamicTypeSize: .xSmall), "small"), "Steps large ltr en_US",
      "a widget sees no size below large")
    XCTAssertEqual(try title(.svg(family: .systemSmall, locale: "ar"), "arabic"), "Steps large rtl ar")
    XCTAssertEqual(
      try title(.svg(family: .systemSmall, locale: "Double-Length Pseudolanguage"), "double"), "Steps Steps large ltr en")
    XCTAssertEqual(
      try title(.svg(layout: .widget(.systemSmall), dynamicTypeSize: .accessibility1, locale: "de"), "layout"),
      "Steps accessibility1 ltr de")
  }
}
