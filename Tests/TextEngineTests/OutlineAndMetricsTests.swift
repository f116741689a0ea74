import XCTest

@testable import TextEngine

final class OutlineAndMetricsTests: XCTestCase {
  func testOutlineIsSVGPathInFontUnits() throws {
    let engine = TextEngine()
    let run = try XCTUnwrap(layout("O", engine: engine).allRuns.first)
    let outline = engine.outline(glyph: run.glyphs[0], face: run.face)
    XCTAssertEqual(outline.unitsPerEm, run.face.unitsPerEm)
    XCTAssertTrue(outline.path.hasPrefix("M"))
    XCTAssertEqual(outline.path.filter { $0 == "M" }.count, 2, "O has an outer and an inner contour")
    XCTAssertEqual(outline.path.filter { $0 == "Z" }.count, 2)
    let allowed = Set("MLQCZ -0123456789")
    XCTAssertTrue(outline.path.allSatisfy { allowed.contains($0) }, outline.path)
    let numbers = outline.path.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Int($0) }
    XCTAssertGreaterThan(numbers.max() ?? 0, 1000, "coordinates are font units, not points")
    XCTAssertGreaterThan(outline.advance, 0)

    _ = engine.outline(glyph: run.glyphs[0], face: run.face)
    XCTAssertEqual(engine.outlineCounters, .init(hits: 1, misses: 1))
  }

  func testTrueTypeOutlinesUseQuadratics() throws {
    let run = try XCTUnwrap(layout("O", font: FontSpec(size: 17, design: .serif)).allRuns.first)
    XCTAssertTrue(sharedTestEngine.outline(glyph: run.glyphs[0], face: run.face).path.contains("Q"))
    let cjk = try XCTUnwrap(layout("永").allRuns.first)
    XCTAssertFalse(sharedTestEngine.outline(glyph: cjk.glyphs[0], face: cjk.face).path.isEmpty)
  }

  func testBlankAndUnknownGlyphsGiveEmptyPaths() throws {
    let run = try XCTUnwrap(layout(" ").allRuns.first ?? layout("a a").allRuns.first)
    let space = run.glyphs.count == 1 ? run.glyphs[0] : run.glyphs[1]
    XCTAssertEqual(sharedTestEngine.outline(glyph: space, face: run.face).path, "")
    XCTAssertEqual(sharedTestEngine.outline(glyph: 999_999, face: run.face).path, "")
    let bogus = FontFace(id: "x", path: "/nonexistent.otf", index: 0, unitsPerEm: 1000)
    XCTAssertEqual(sharedTestEngine.outline(glyph: 1, face: bogus), GlyphOutline(path: "", unitsPerEm: 1000, advance: 0))
  }

  func testMetricsForTextStyles() {
    let metrics = sharedTestEngine.metrics(for: body)
    XCTAssertEqual(metrics.lineHeight, 17 * 2444 / 2048, accuracy: 1e-9, "text styles take UIFont.lineHeight")
    XCTAssertEqual(metrics.ascender, 17 * 1950 / 2048, accuracy: 1e-9)
    XCTAssertEqual(metrics.descender, -17 * 494 / 2048, accuracy: 1e-9)
    XCTAssertEqual(metrics.leading, 22 - 17 * 2444 / 2048, accuracy: 1e-9, "the HIG leading, for stack spacing")
    XCTAssertEqual(metrics.capHeight, 17 * 0.727, accuracy: 0.1)
    XCTAssertEqual(metrics.xHeight, 17 * 0.546, accuracy: 0.1)
    XCTAssertEqual(metrics.baselineOffsetInLine, layout("x").firstBaseline, accuracy: 1e-9)
    let natural = sharedTestEngine.metrics(for: FontSpec(size: 17))
    XCTAssertEqual(natural.lineHeight, 20.287, accuracy: 0.001, "UIFont.systemFont(ofSize: 17).lineHeight")
    XCTAssertEqual(natural.leading, 0)
  }

  func testTextStyleTable() {
    XCTAssertEqual(FontSpec.TextStyle.caption2.metrics().lineHeight, 13)
    XCTAssertNil(FontSpec(textStyle: .caption2).lineHeight)
    XCTAssertEqual(FontSpec(textStyle: .caption2).textStyle, .caption2)
    XCTAssertEqual(FontSpec(textStyle: .headline).weight, 600)
    XCTAssertEqual(FontSpec(textStyle: .largeTitle).size, 34)
  }
}
