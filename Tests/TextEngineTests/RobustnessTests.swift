import XCTest

@testable import TextEngine

final class RobustnessTests: XCTestCase {
  func assertFinite(_ layout: TextLayout, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(layout.allNumbers.allSatisfy(\.isFinite), message, file: file, line: line)
    XCTAssertGreaterThanOrEqual(layout.size.width, 0, message, file: file, line: line)
    XCTAssertGreaterThanOrEqual(layout.size.height, 0, message, file: file, line: line)
  }

  func testEmptyTextHasZeroSize() {
    let result = layout("")
    XCTAssertEqual(result.size, .zero)
    XCTAssertTrue(result.lines.isEmpty)
    XCTAssertEqual(sharedTestEngine.layout([], width: 100, style: ParagraphStyle()).size, .zero)
  }

  func testHostileWidths() {
    for width in [0, -5, Double.nan, -Double.infinity, Double.infinity, Double.greatestFiniteMagnitude, 1e-300] {
      let result = layout("Hello world 世界", width: width, style: ParagraphStyle(lineLimit: 2, minimumScaleFactor: 0.5))
      assertFinite(result, "width \(width)")
      XCTAssertFalse(result.lines.isEmpty)
    }
    XCTAssertEqual(layout("Hello", width: .infinity).size, layout("Hello").size)
    XCTAssertEqual(layout("ab", width: .nan).lineTexts, ["a", "b"], "NaN width counts as 0")
  }

  func testHostileFontValues() {
    for size in [0, -3, Double.nan, Double.infinity, 1e9] {
      for lineHeight in [nil, Double.nan, -1, 1e12] as [Double?] {
        let font = FontSpec(size: size, weight: .nan, lineHeight: lineHeight)
        let result = sharedTestEngine.layout(
          [TextRun("Hi there", font: font, tracking: .nan, baselineOffset: .infinity)], width: 50,
          style: ParagraphStyle(lineSpacing: .nan, minimumScaleFactor: .nan))
        assertFinite(result, "size \(size) lineHeight \(String(describing: lineHeight))")
        let metrics = sharedTestEngine.metrics(for: font)
        for value in [
          metrics.ascender, metrics.descender, metrics.lineHeight, metrics.leading, metrics.capHeight, metrics.xHeight,
        ] {
          XCTAssertTrue(value.isFinite)
        }
      }
    }
  }

  func testControlCharactersAndStrayMarks() {
    let texts = [
      "\u{0}\u{1}\u{7}\u{1B}[31m red\u{7F}", "\u{0301}\u{0301}abc", "\u{0301}", "\t\tindented",
      "a\u{200D}b\u{FE0F}\u{200F}", "\u{202E}override\u{202C}", "\u{FFFF}\u{10FFFF}\u{E000}",
      "😀🇺🇸👍🏽", "\r\r\n\n", " ", "\u{2028}\u{2029}",
    ]
    for text in texts {
      for width: Double? in [nil, 0, 30] {
        let result = layout(text, width: width, style: ParagraphStyle(lineLimit: 2, truncation: .middle))
        assertFinite(result, text.debugDescription)
      }
    }
    XCTAssertEqual(layout("\u{0}\u{1}\u{7}ab").lineTexts, ["ab"])
    XCTAssertEqual(layout("\tx").lineTexts, [" x"])
  }

  func testTenThousandCharacters() {
    let latin = String(repeating: "lorem ipsum dolor sit amet ", count: 370)
    let mixed = String(repeating: "混合 text שלום ", count: 700)
    let unbroken = String(repeating: "x", count: 10_000)
    for text in [latin, mixed, unbroken] {
      let wrapped = layout(text, width: 200)
      assertFinite(wrapped, "wrapped")
      XCTAssertGreaterThan(wrapped.lines.count, 10)
      let single = layout(text)
      assertFinite(single, "single")
      XCTAssertEqual(single.lines.count, 1)
      let limited = layout(text, width: 200, style: ParagraphStyle(lineLimit: 3, truncation: .middle, minimumScaleFactor: 0.5))
      assertFinite(limited, "limited")
      XCTAssertEqual(limited.lines.count, 3)
    }
    let zero = layout(String(repeating: "ab ", count: 3400), width: 0)
    assertFinite(zero, "zero width")
    XCTAssertEqual(zero.lines.count, 6800)
  }

  func testHostileLineLimits() {
    for limit in [0, -1, Int.min, Int.max] {
      let result = layout("a\nb\nc", style: ParagraphStyle(lineLimit: limit))
      assertFinite(result, "limit \(limit)")
      XCTAssertEqual(result.lines.count, limit == Int.max ? 3 : 1)
    }
  }
}
