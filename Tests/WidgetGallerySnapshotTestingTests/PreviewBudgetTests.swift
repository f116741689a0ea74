import Foundation
import WidgetGallery
import XCTest
import XMLTree

/// A preview past a limit of its budget (views, sizes asked, glyphs shaped or shown, bytes)
/// is drawn as an error card that says what was too big, quickly, instead of taking seconds
/// and writing megabytes.
@MainActor final class PreviewBudgetTests: XCTestCase {
  /// The error card's reason, or nil when `svg` is an ordinary drawing; fails on a card that
  /// is not well-formed or not the family's size.
  private func reason(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
    let root = try XMLTreeParser.parse(svg)
    XCTAssertEqual([root[attribute: "width"], root[attribute: "height"]], ["158", "158"], file: file, line: line)
    guard root.allElements.contains(where: { $0[attribute: "data-view"] == "ErrorCard" }) else { return nil }
    XCTAssertLessThan(svg.utf8.count, 100_000, file: file, line: line)
    let title = root.elements(named: "title").first?.textContent ?? ""
    XCTAssertTrue(title.hasPrefix("Too big to draw: "), title, file: file, line: line)
    return String(title.dropFirst("Too big to draw: ".count))
  }

  private func draw<V: View>(_ view: V) -> String {
    WidgetRenderer(layout: .widget(.systemSmall)).svg(of: view)
  }

  func testAForEachOfTooManyViewsIsAnErrorCardNamingIt() async throws {
    let svg = draw(VStack { ForEach(0..<120_000) { Text("Row \($0)") } })
    let reason = try XCTUnwrap(try reason(svg))
    XCTAssertEqual(
      reason, "ForEach in VStack of 120,000 elements made more than 50,000 views, the limit for one preview")
  }

  func testNestedForEachesCountTogether() async throws {
    let svg = draw(
      VStack { ForEach(0..<60) { _ in HStack { ForEach(0..<60) { _ in ZStack { ForEach(0..<60) { Text("\($0)") } } } } } })
    let reason = try XCTUnwrap(try reason(svg))
    XCTAssertTrue(reason.hasPrefix("ForEach in ZStack of 60 elements made more than 50,000 views"), reason)
  }

  func testTooManyViewsForLayoutIsAnErrorCard() async throws {
    // 18,000 ForEach elements, but three views each.
    let svg = draw(VStack { ForEach(0..<18_000) { index in Text("\(index)").padding(1).opacity(0.9) } })
    let reason = try XCTUnwrap(try reason(svg))
    XCTAssertEqual(
      reason, "layout met more than 50,000 views (GeometryReader content included), the limit for one preview")
  }

  func testTooMuchTextToShapeIsAnErrorCardQuotingTheText() async throws {
    let long = String(repeating: "Lorem ipsum ", count: 250)
    let svg = draw(VStack { ForEach(0..<200) { _ in Text(long) } })
    let reason = try XCTUnwrap(try reason(svg))
    XCTAssertTrue(reason.hasPrefix("text layout shaped more than 250,000 characters, the limit for one preview"), reason)
    XCTAssertTrue(reason.contains("3,000 characters: \u{201C}Lorem ipsum Lorem ipsum Lorem ipsum Lore…\u{201D}"), reason)
  }

  func testTooManyGlyphsShownIsAnErrorCard() async throws {
    let svg = draw(Text(String(repeating: "a", count: 45_000)).font(.system(size: 0.5)))
    XCTAssertEqual(try reason(svg), "the drawing shows more than 40,000 glyphs, the limit for one preview")
  }

  func testTooManyViewsShownIsAnErrorCard() async throws {
    let svg = draw(ZStack { ForEach(0..<21_000) { _ in Color.red } })
    XCTAssertEqual(try reason(svg), "the drawing shows more than 20,000 views, the limit for one preview")
  }

  func testTooManyBytesIsAnErrorCard() async throws {
    let label = String(repeating: "label ", count: 10_000)
    let svg = draw(ZStack { ForEach(0..<40) { _ in Text("x").accessibilityLabel(label) } })
    XCTAssertEqual(try reason(svg), "the drawing grew past 2,000,000 bytes, the limit for one preview")
  }

  func testTenThousandRowsAreWithinTheBudget() async throws {
    let svg = draw(VStack { ForEach(0..<10_000) { Text("Row \($0)") } })
    XCTAssertNil(try reason(svg))
  }
}
