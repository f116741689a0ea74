import XCTest

@testable import TextEngine

/// Emoji are drawn from the colour emoji face (Noto Color Emoji, standing in for Apple Color
/// Emoji), one glyph per emoji sequence, as colour bitmaps.
final class ColorEmojiTests: XCTestCase {
  private let emojiFace = "NotoColorEmoji"

  /// The runs of `text` drawn by the emoji face, and their glyph count.
  private func emojiRuns(_ text: String) -> [GlyphRun] {
    layout(text).allRuns.filter { $0.face.id == emojiFace }
  }

  private func assertOneColorGlyph(_ emoji: String, _ kind: String, line: UInt = #line) {
    let runs = emojiRuns("a\(emoji)b")
    XCTAssertEqual(runs.count, 1, "\(kind): one emoji run", line: line)
    XCTAssertEqual(runs.first?.glyphs.count, 1, "\(kind): the sequence is one glyph", line: line)
    XCTAssertEqual(runs.first?.text, emoji, kind, line: line)
    guard let run = runs.first, let glyph = run.glyphs.first else { return }
    let bitmap = sharedTestEngine.colorGlyph(glyph: glyph, face: run.face)
    XCTAssertEqual(bitmap.map { Array($0.png.prefix(4)) }, [0x89, 0x50, 0x4E, 0x47], "\(kind): a PNG", line: line)
  }

  func testEmojiAreDrawnByTheColorFaceAndTextIsNot() {
    let runs = layout("Hello 😀").allRuns
    XCTAssertEqual(runs.map(\.face.id), ["Inter-Regular", emojiFace])
    XCTAssertTrue(sharedTestEngine.hasColorGlyphs(runs[1].face))
    XCTAssertFalse(sharedTestEngine.hasColorGlyphs(runs[0].face))
  }

  func testSingleEmojiHasABitmap() { assertOneColorGlyph("🤩", "single") }

  func testSkinToneSequenceIsOneGlyph() {
    assertOneColorGlyph("👍🏽", "skin tone")
    let plain = emojiRuns("👍").first?.glyphs
    let toned = emojiRuns("👍🏽").first?.glyphs
    XCTAssertNotEqual(plain, toned, "the modifier picks another glyph")
  }

  func testZWJFamilyIsOneGlyph() { assertOneColorGlyph("👨\u{200D}👩\u{200D}👧\u{200D}👦", "ZWJ family") }

  func testFlagIsOneGlyph() {
    assertOneColorGlyph("🇳🇱", "flag")
    XCTAssertNotEqual(emojiRuns("🇳🇱").first?.glyphs, emojiRuns("🇯🇵").first?.glyphs)
  }

  func testKeycapIsOneGlyph() { assertOneColorGlyph("1\u{FE0F}\u{20E3}", "keycap") }

  func testTextPresentationAndPlainDigitsStayText() {
    XCTAssertTrue(emojiRuns("1 # © ☺\u{FE0E}").isEmpty)
    XCTAssertEqual(emojiRuns("☺\u{FE0F}").count, 1, "U+FE0F asks for the emoji")
  }

  func testEmojiFollowTheTextOnTheBaselineAtTheFontsSize() throws {
    let result = layout("Hi 😀 there")
    let line = try XCTUnwrap(result.lines.first)
    let runs = line.glyphRuns
    XCTAssertEqual(runs.map(\.face.id), ["Inter-Regular", emojiFace, "Inter-Regular"])
    let emoji = runs[1]
    XCTAssertEqual(emoji.size, 17)
    // Advance: the face's (2550 of 2048 units, 1.245 em), the text after it starts there.
    let start = try XCTUnwrap(emoji.positions.first?.x)
    XCTAssertEqual(try XCTUnwrap(runs[2].positions.first?.x) - start, 17 * 2550 / 2048, accuracy: 0.01)
    XCTAssertEqual(emoji.positions.first?.y, 0, "on the baseline")
    let bitmap = try XCTUnwrap(sharedTestEngine.colorGlyph(glyph: emoji.glyphs[0], face: emoji.face))
    XCTAssertGreaterThan(bitmap.box.height, 1.1, "about an em and a sixth tall")
    XCTAssertLessThan(bitmap.box.minY, -0.85, "top well above the baseline")
    XCTAssertGreaterThan(bitmap.box.maxY, 0.15, "bottom below it, as a descender")
  }

  func testItalicTextDrawsUprightEmoji() {
    let runs = layout("Hi 😀", font: FontSpec(size: 17, italic: true)).allRuns.filter { $0.face.id == emojiFace }
    XCTAssertEqual(runs.map(\.obliqueSkew), [0])
  }
}
