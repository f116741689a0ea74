import XCTest

@testable import TextEngine

final class TruncationTests: XCTestCase {
  let text = "The quick brown fox jumps over the lazy dog"

  func testTailTruncation() {
    let result = layout(text, width: 120, style: ParagraphStyle(lineLimit: 1))
    XCTAssertTrue(result.isTruncated)
    XCTAssertEqual(result.lines.count, 1)
    let line = result.lines[0].text
    XCTAssertTrue(line.hasSuffix("…"), line)
    XCTAssertTrue(text.hasPrefix(String(line.dropLast())), line)
    XCTAssertFalse(line.dropLast().hasSuffix(" "))
    XCTAssertLessThanOrEqual(result.size.width, 120 + 1e-6)
    XCTAssertGreaterThan(result.size.width, 100, "fills the line rather than cutting at a word")
  }

  func testHeadTruncation() {
    let result = layout(text, width: 120, style: ParagraphStyle(lineLimit: 1, truncation: .head))
    let line = result.lines[0].text
    XCTAssertTrue(line.hasPrefix("…"), line)
    XCTAssertTrue(text.hasSuffix(String(line.dropFirst())), line)
    XCTAssertLessThanOrEqual(result.size.width, 120 + 1e-6)
  }

  func testMiddleTruncation() {
    let result = layout(text, width: 120, style: ParagraphStyle(lineLimit: 1, truncation: .middle))
    let line = result.lines[0].text
    let parts = line.split(separator: "…", omittingEmptySubsequences: false)
    XCTAssertEqual(parts.count, 2, line)
    XCTAssertTrue(text.hasPrefix(String(parts[0])), line)
    XCTAssertTrue(text.hasSuffix(String(parts[1])), line)
    XCTAssertFalse(parts[0].isEmpty || parts[1].isEmpty, line)
    XCTAssertLessThanOrEqual(result.size.width, 120 + 1e-6)
  }

  func testEllipsisGlyphIsDrawn() throws {
    let result = layout(text, width: 120, style: ParagraphStyle(lineLimit: 1))
    let face = try XCTUnwrap(sharedTestEngine.resolver.primary(for: body)).face
    let ellipsis = try XCTUnwrap(face.glyph(for: 0x2026))
    XCTAssertEqual(result.allRuns.last?.glyphs.last, ellipsis)
  }

  func testLineLimitIsRespected() {
    let long = String(repeating: "\(text). ", count: 5)
    let unlimited = layout(long, width: 150)
    XCTAssertGreaterThan(unlimited.lines.count, 3)
    XCTAssertFalse(unlimited.isTruncated)
    let limited = layout(long, width: 150, style: ParagraphStyle(lineLimit: 3))
    XCTAssertEqual(limited.lines.count, 3)
    XCTAssertTrue(limited.isTruncated)
    XCTAssertEqual(limited.lines[0].text, unlimited.lines[0].text)
    XCTAssertTrue(limited.lines[2].text.hasSuffix("…"))
    XCTAssertEqual(limited.size.height, 17.0 * 2444 / 2048 + 2 * 22, accuracy: 1e-9)
  }

  func testLineLimitCutsParagraphsWithoutWidth() {
    let result = layout("first\nsecond", style: ParagraphStyle(lineLimit: 1))
    XCTAssertEqual(result.lineTexts, ["first…"])
    XCTAssertTrue(result.isTruncated)
  }

  func testTextThatFitsIsNotTruncated() {
    let result = layout("Hello", width: 120, style: ParagraphStyle(lineLimit: 1))
    XCTAssertFalse(result.isTruncated)
    XCTAssertEqual(result.lineTexts, ["Hello"])
  }

  func testMinimumScaleFactorShrinksInsteadOfTruncating() {
    let full = layout("Hello wide world").size.width
    let width = full * 0.8
    let result = layout(
      "Hello wide world", width: width, style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5))
    XCTAssertFalse(result.isTruncated)
    XCTAssertEqual(result.lineTexts, ["Hello wide world"])
    XCTAssertLessThan(result.appliedScale, 0.81)
    XCTAssertGreaterThan(result.appliedScale, 0.75, "largest scale that fits, not the factor")
    XCTAssertLessThanOrEqual(result.size.width, width + 1e-6)
    XCTAssertEqual(result.allRuns.first?.size ?? 0, 17 * result.appliedScale, accuracy: 1e-9)
    XCTAssertEqual(result.size.height, (17.0 * 2444 / 2048) * result.appliedScale, accuracy: 1e-6)
  }

  func testMinimumScaleFactorFallsBackToTruncation() {
    let result = layout(text, width: 80, style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.9))
    XCTAssertTrue(result.isTruncated)
    XCTAssertEqual(result.appliedScale, 0.9)
    XCTAssertTrue(result.lines[0].text.hasSuffix("…"))
    XCTAssertLessThanOrEqual(result.size.width, 80 + 1e-6)
  }

  func testNoShrinkWhenItFits() {
    XCTAssertEqual(layout("Hi", width: 100, style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5)).appliedScale, 1)
  }
}
