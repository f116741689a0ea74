import Foundation
import XCTest

@testable import TextEngine

/// Inline objects: a box in the line, no glyph, the line as tall as it needs.
final class AttachmentTests: XCTestCase {
  private let engine = TextEngine()
  private let font = FontSpec(size: 17)

  func testAnAttachmentTakesItsWidthAndRaisesTheLineWhenTaller() throws {
    let before = engine.layout([TextRun("ab", font: font)], width: nil, style: ParagraphStyle())
    let runs = [
      TextRun("ab", font: font),
      TextRun(attachment: TextAttachment(width: 30, height: 40), font: font),
      TextRun("cd", font: font),
    ]
    let layout = engine.layout(runs, width: nil, style: ParagraphStyle())
    let line = try XCTUnwrap(layout.lines.first)
    XCTAssertEqual(line.attachments.count, 1)
    let placed = line.attachments[0]
    XCTAssertEqual(placed.run, 1)
    XCTAssertEqual(placed.x, before.size.width, accuracy: 0.01, "after \"ab\"")
    XCTAssertEqual(placed.width, 30)
    XCTAssertEqual(line.baseline, 40, accuracy: 0.01, "the 40 pt object stands on the baseline, above the font's ascender")
    XCTAssertTrue(line.glyphRuns.allSatisfy { !$0.text.contains(TextAttachment.character) }, "no glyph for the object")
    XCTAssertGreaterThan(line.frame.width, before.size.width + 30)
  }

  func testTheCacheTellsAttachmentsOfDifferentSizesApart() {
    let small = engine.layout(
      [TextRun(attachment: TextAttachment(width: 10, height: 10), font: font)], width: nil, style: ParagraphStyle())
    let large = engine.layout(
      [TextRun(attachment: TextAttachment(width: 50, height: 10), font: font)], width: nil, style: ParagraphStyle())
    XCTAssertEqual(small.size.width, 10, accuracy: 0.01)
    XCTAssertEqual(large.size.width, 50, accuracy: 0.01)
  }

  func testAttachmentsShrinkWithMinimumScaleFactor() throws {
    let runs = [TextRun("Headline", font: font), TextRun(attachment: TextAttachment(width: 40, height: 12), font: font)]
    let layout = engine.layout(runs, width: 80, style: ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5))
    let placed = try XCTUnwrap(layout.lines.first?.attachments.first)
    XCTAssertLessThan(layout.appliedScale, 1)
    XCTAssertEqual(placed.width, 40 * layout.appliedScale, accuracy: 0.01)
  }
}
