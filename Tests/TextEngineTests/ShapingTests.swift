import XCTest

@testable import TextEngine

final class ShapingTests: XCTestCase {
  /// "Hello" has no kerning pairs in Inter, so HarfBuzz must give exactly the sum of the
  /// nominal advances (6740 units of 2816 in Inter 4 = 40.689 pt at 17 pt), plus SF Pro's
  /// 17 pt tracking (−0.43 pt) after each of the 5 letters. The tolerance only absorbs
  /// floating-point summation: 0.001 pt is far below one font unit (0.006 pt).
  func testHelloWidthIsSumOfHarfBuzzAdvances() throws {
    let face = try XCTUnwrap(sharedTestEngine.resolver.primary(for: body)).face
    let nominal = "Hello".unicodeScalars.reduce(0) { $0 + face.advance(of: face.glyph(for: $1.value)!) }
    let expected = Double(nominal) * 17 / Double(face.face.unitsPerEm) - 5 * 0.43
    let result = layout("Hello")
    XCTAssertEqual(result.size.width, expected, accuracy: 0.001)
    XCTAssertEqual(result.size.width, 40.69 - 2.15, accuracy: 0.5, "Inter 17 pt 'Hello' is about 40.7 pt wide, 38.5 tracked")
    XCTAssertEqual(result.allRuns.map(\.face.id), ["Inter-Regular"])
    XCTAssertEqual(result.allRuns.first?.glyphs.count, 5)
  }

  func testKerningMakesAVNarrowerThanItsLetters() {
    let pair = layout("AV").size.width
    let separate = layout("A").size.width + layout("V").size.width
    XCTAssertLessThan(pair, separate - 0.3)
  }

  func testVietnameseMarksComposeIntoFewerGlyphs() {
    for text in ["Tie\u{0302}\u{0301}ng Vie\u{0323}\u{0302}t", "Ngu\u{031B}o\u{031B}\u{0300}i"] {
      let result = layout(text)
      let glyphs = result.allRuns.reduce(0) { $0 + $1.glyphs.count }
      XCTAssertLessThan(glyphs, text.unicodeScalars.count, text)
      XCTAssertEqual(result.size.width, layout(text.precomposedStringWithCanonicalMapping).size.width, accuracy: 0.001)
    }
  }

  func testUncomposableMarksTakeNoAdvance() {
    let marked = layout("q\u{0301}\u{0323}")
    XCTAssertEqual(marked.allRuns.first?.glyphs.count, 3)
    XCTAssertEqual(marked.size.width, layout("q").size.width, accuracy: 0.001)
  }

  func testLigatureClusterStaysTogether() {
    let result = layout("office", width: 1)
    XCTAssertEqual(result.lineTexts.joined(), "office")
  }

  func testTabularDigitsEqualiseDigitWidths() {
    var tabular = body
    tabular.monospacedDigits = true
    XCTAssertNotEqual(layout("1111").size.width, layout("0000").size.width, accuracy: 0.01)
    XCTAssertEqual(
      layout("1111", font: tabular).size.width, layout("0000", font: tabular).size.width, accuracy: 0.001)
  }

  func testTrackingAddsAfterEveryCluster() {
    let plain = layout("Hello").size.width
    let tracked = sharedTestEngine.layout(
      [TextRun("Hello", font: body, tracking: 2)], width: nil, style: ParagraphStyle()
    ).size.width
    XCTAssertEqual(tracked, plain + 10, accuracy: 0.001)
  }

  func testRunsKeepTheirAttributesAndSizes() {
    let runs = [
      TextRun("Big ", font: FontSpec(size: 30), attribute: 1),
      TextRun("small", font: FontSpec(size: 10), attribute: 2),
    ]
    let result = sharedTestEngine.layout(runs, width: nil, style: ParagraphStyle())
    let runsByAttribute = Dictionary(grouping: result.allRuns, by: \.attribute)
    XCTAssertEqual(runsByAttribute[1]?.first?.size, 30)
    XCTAssertEqual(runsByAttribute[2]?.first?.size, 10)
    XCTAssertEqual(result.lines.count, 1)
    XCTAssertEqual(result.lines[0].text, "Big small")
  }

  func testBaselineOffsetRaisesGlyphs() {
    let raised = sharedTestEngine.layout(
      [TextRun("x", font: body, baselineOffset: 4)], width: nil, style: ParagraphStyle())
    XCTAssertEqual(raised.allRuns.first?.positions.first?.y ?? 0, -4, accuracy: 0.001)
    XCTAssertEqual(raised.size.height, (17.0 * 2444 / 2048) + 4, accuracy: 0.001)
  }
}
