import XCTest

@testable import TextEngine

final class BidiTests: XCTestCase {
  let rtl = ParagraphStyle(direction: .rightToLeft)

  func testHebrewRunsAreRightToLeftAndLeadingAlignsRight() {
    let result = layout("שלום\nעולם גדול מאוד", style: rtl)
    XCTAssertEqual(result.lines.count, 2)
    XCTAssertTrue(result.allRuns.allSatisfy(\.isRightToLeft))
    XCTAssertEqual(result.lines[0].frame.maxX, result.size.width, accuracy: 1e-9)
    XCTAssertGreaterThan(result.lines[0].frame.minX, 10)
    XCTAssertEqual(Set(result.allRuns.filter { $0.glyphs.count > 1 }.map(\.face.id)), ["NotoSansHebrew-Regular"])
  }

  func testFirstHebrewWordIsRightmost() throws {
    let line = try XCTUnwrap(layout("שלום עולם", style: rtl).lines.first)
    let first = try XCTUnwrap(layout("שלום").allRuns.first)
    let second = try XCTUnwrap(layout("עולם").allRuns.first)
    XCTAssertEqual(line.glyphRuns.first?.glyphs, second.glyphs)
    XCTAssertEqual(line.glyphRuns.last?.glyphs, first.glyphs)
    XCTAssertGreaterThan(line.glyphRuns.last!.positions[0].x, line.glyphRuns.first!.positions[0].x)
  }

  func testArabicIsShapedRightToLeftAndAlignedRight() {
    let result = layout("مرحبا\nمرحبا بالعالم", style: rtl)
    let arabic = result.allRuns.filter { $0.face.id == "NotoSansArabic-Regular" }
    XCTAssertFalse(arabic.isEmpty)
    XCTAssertTrue(arabic.allSatisfy(\.isRightToLeft))
    XCTAssertEqual(result.lines[0].frame.maxX, result.size.width, accuracy: 1e-9)
    XCTAssertGreaterThan(result.lines[0].frame.minX, 5)
    // Joining forms: the word shaped in context differs from its isolated letters.
    let isolated = "مرحبا".map { layout(String($0)).allRuns.first!.glyphs[0] }
    XCTAssertNotEqual(Array(arabic[0].glyphs.reversed()), isolated)
  }

  func testRightToLeftPositionsIncreaseAcrossTheLine() throws {
    let line = try XCTUnwrap(layout("אבגד הוזח", style: rtl).lines.first)
    let xs = line.glyphRuns.flatMap { $0.positions.map(\.x) }
    XCTAssertEqual(xs, xs.sorted())
    XCTAssertEqual(xs.first ?? -1, 0, accuracy: 1e-9)
  }

  func testLatinInsideRightToLeftParagraphStaysLeftToRight() throws {
    let line = try XCTUnwrap(layout("שלום Hello עולם", style: rtl).lines.first)
    let latin = try XCTUnwrap(line.glyphRuns.first { $0.face.id == "Inter-Regular" && $0.glyphs.count == 5 })
    XCTAssertFalse(latin.isRightToLeft)
    XCTAssertEqual(latin.glyphs, layout("Hello").allRuns.first?.glyphs)
    // Visual order: עולם (leftmost), Hello, שלום (rightmost).
    let hebrewRuns = line.glyphRuns.filter { $0.face.id == "NotoSansHebrew-Regular" }
    XCTAssertEqual(hebrewRuns.first?.glyphs, layout("עולם").allRuns.first?.glyphs)
    XCTAssertEqual(hebrewRuns.last?.glyphs, layout("שלום").allRuns.first?.glyphs)
  }

  func testHebrewInsideLeftToRightParagraph() throws {
    let line = try XCTUnwrap(layout("Hi שלום עולם!").lines.first)
    XCTAssertFalse(line.glyphRuns[0].isRightToLeft)
    let hebrew = line.glyphRuns.filter { $0.face.id == "NotoSansHebrew-Regular" }
    XCTAssertEqual(hebrew.count, 2)
    XCTAssertTrue(hebrew.allSatisfy(\.isRightToLeft))
    XCTAssertEqual(hebrew.first?.glyphs, layout("עולם").allRuns.first?.glyphs, "second word is left of the first")
    XCTAssertEqual(line.text, "Hi שלום עולם!")
  }

  func testRightToLeftTailTruncationPutsEllipsisOnTheLeft() throws {
    let text = String(repeating: "שלום עולם ", count: 10)
    let result = layout(text, width: 120, style: ParagraphStyle(lineLimit: 1, direction: .rightToLeft))
    let line = try XCTUnwrap(result.lines.first)
    XCTAssertTrue(line.text.hasSuffix("…"))
    XCTAssertEqual(line.glyphRuns.first?.glyphs.count, 1, "the ellipsis is drawn leftmost")
    XCTAssertLessThanOrEqual(result.size.width, 120 + 1e-6)
  }

  func testTrailingAlignmentInRightToLeftIsLeft() {
    let result = layout("א\nאבגדהוזח", style: ParagraphStyle(alignment: .trailing, direction: .rightToLeft))
    XCTAssertEqual(result.lines[0].frame.minX, 0, accuracy: 1e-9)
  }
}
