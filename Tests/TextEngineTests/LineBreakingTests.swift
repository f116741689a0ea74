import XCTest

@testable import TextEngine

final class LineBreakingTests: XCTestCase {
  func testLatinBreaksBetweenWords() {
    let text = "The quick brown fox jumps over the lazy dog"
    let result = layout(text, width: 100)
    XCTAssertGreaterThan(result.lines.count, 2)
    let words = Set(text.split(separator: " ").map(String.init))
    for line in result.lines {
      XCTAssertLessThanOrEqual(line.frame.width, 100 + 1e-6)
      for word in line.text.split(separator: " ") { XCTAssertTrue(words.contains(String(word)), line.text) }
    }
    XCTAssertEqual(result.lineTexts.joined(separator: " "), text)
  }

  func testHyphenIsABreakOpportunity() {
    let text = "state-of-the-art"
    let result = layout(text, width: layout("state-of-").size.width + 1)
    XCTAssertEqual(result.lineTexts.first, "state-of-")
    XCTAssertEqual(result.lineTexts.joined(), text)
  }

  func testChineseNeverStartsALineWithClosingPunctuation() {
    let text = "今天天气很好，我们去公园散步。（小明）说：「好啊」，然后我们就出发了。路上看到很多花，红的、黄的、白的。"
    let closing: Set<Character> = ["，", "。", "）", "」", "、", "："]
    let opening: Set<Character> = ["（", "「"]
    var sawBreaks = 0
    // From 52 pt up: "啊」，" (three full-width characters, 51 pt) has no break opportunity
    // inside, so narrower lines must split it by grapheme cluster.
    for width in stride(from: 52.0, through: 400, by: 3) {
      let result = layout(text, width: width)
      XCTAssertEqual(result.lineTexts.joined(), text)
      sawBreaks += result.lines.count
      for (index, line) in result.lines.enumerated() {
        if index > 0, let first = line.text.first { XCTAssertFalse(closing.contains(first), "width \(width): \(line.text)") }
        if index < result.lines.count - 1, let last = line.text.last {
          XCTAssertFalse(opening.contains(last), "width \(width): \(line.text)")
        }
        XCTAssertLessThanOrEqual(line.frame.width, width + 1e-6)
      }
    }
    XCTAssertGreaterThan(sawBreaks, 200)
  }

  func testChineseBreaksBetweenIdeographs() {
    let result = layout("我们去公园散步", width: 17 * 3.5)
    XCTAssertEqual(result.lineTexts, ["我们去", "公园散", "步"])
  }

  func testLongWordBreaksByGraphemeCluster() {
    let word = "Supercalifragilisticexpialidocious"
    let result = layout(word, width: 60)
    XCTAssertGreaterThan(result.lines.count, 3)
    XCTAssertEqual(result.lineTexts.joined(), word)
    for line in result.lines { XCTAssertLessThanOrEqual(line.frame.width, 60 + 1e-6) }
  }

  func testWordBreakingKeepsGraphemesWhole() {
    let word = "e\u{0301}e\u{0301}e\u{0301}👩‍👩‍👧e\u{0301}"
    let result = layout(word, width: 0)
    XCTAssertEqual(result.lineTexts, ["e\u{0301}", "e\u{0301}", "e\u{0301}", "👩‍👩‍👧", "e\u{0301}"])
  }

  func testNewlinesStartNewLines() {
    let result = layout("one\ntwo\r\nthree\n\nfive")
    XCTAssertEqual(result.lineTexts, ["one", "two", "three", "", "five"])
    XCTAssertEqual(result.size.height, 17.0 * 2444 / 2048 + 4 * 22, accuracy: 1e-9)
    XCTAssertEqual(result.size.width, layout("three").size.width, accuracy: 1e-9)
  }

  func testReportedWidthIsWidestLineNotProposal() {
    let ideal = layout("Hello").size.width
    XCTAssertEqual(layout("Hello", width: 1000).size.width, ideal, accuracy: 1e-9)
    let wrapped = layout("Hello wonderful world", width: 120)
    XCTAssertEqual(wrapped.size.width, wrapped.lines.map(\.frame.width).max()!, accuracy: 1e-9)
    XCTAssertLessThan(wrapped.size.width, 120)
  }

  func testTrailingSpacesHangPastTheWidth() {
    let width = max(layout("Hello").size.width, layout("world").size.width) + 2
    let result = layout("Hello     world", width: width)
    XCTAssertEqual(result.lineTexts, ["Hello", "world"])
  }

  func testLineHeightsAndSpacing() {
    XCTAssertEqual(layout("Hi").size.height, (17.0 * 2444 / 2048), accuracy: 1e-9, "body lines are UIFont.lineHeight tall")
    XCTAssertEqual(layout("Hi", font: FontSpec(textStyle: .caption2)).size.height, 11.0 * 2444 / 2048, accuracy: 1e-9)
    XCTAssertEqual(layout("Hi", font: FontSpec(size: 17)).size.height, 17 * 2444 / 2048, accuracy: 1e-9)
    let spaced = layout("a\nb\nc", style: ParagraphStyle(lineSpacing: 5))
    // Body lines are 22 pt apart (the HIG leading), plus the paragraph's line spacing.
    XCTAssertEqual(spaced.size.height, 17.0 * 2444 / 2048 + 2 * (22 + 5), accuracy: 1e-9)
    XCTAssertEqual(spaced.lines[1].frame.minY, 22 + 5, accuracy: 1e-9)
    XCTAssertEqual(spaced.firstBaseline, 17.0 * 1950 / 2048, accuracy: 1e-9)
    XCTAssertEqual(spaced.lastBaseline, 2 * (22 + 5) + 17.0 * 1950 / 2048, accuracy: 1e-9)
  }

  func testMixedSizesShareABaseline() {
    let runs = [TextRun("Big", font: FontSpec(size: 34, lineHeight: 41)), TextRun("small", font: FontSpec(textStyle: .caption))]
    let result = sharedTestEngine.layout(runs, width: nil, style: ParagraphStyle())
    XCTAssertEqual(result.lines.count, 1)
    XCTAssertEqual(result.size.height, 41, accuracy: 1e-9)
    XCTAssertEqual(result.allRuns.map { $0.positions[0].y }, [0, 0])
  }

  func testAlignment() {
    let text = "short\nmuch longer line"
    let width = layout("much longer line").size.width
    let short = layout("short").size.width
    let leading = layout(text, style: ParagraphStyle(alignment: .leading))
    let center = layout(text, style: ParagraphStyle(alignment: .center))
    let trailing = layout(text, style: ParagraphStyle(alignment: .trailing))
    XCTAssertEqual(leading.lines[0].frame.minX, 0, accuracy: 1e-9)
    XCTAssertEqual(center.lines[0].frame.minX, (width - short) / 2, accuracy: 1e-9)
    XCTAssertEqual(trailing.lines[0].frame.maxX, width, accuracy: 1e-9)
    XCTAssertEqual(trailing.lines[1].frame.minX, 0, accuracy: 1e-9)
  }

  // iOS's standard line-break strategy pushes an orphan word out (see `LineBreaker`).

  func testOrphanLastWordTakesTheWordBeforeIt() {
    let text = "Pack the tent before sunrise"
    let width = layout("Pack the tent before").size.width + 1
    let result = layout(text, width: width)
    XCTAssertEqual(result.lineTexts, ["Pack the tent", "before sunrise"])
    XCTAssertEqual(result.lines[0].frame.width, layout("Pack the tent").size.width, accuracy: 1e-9)
    XCTAssertEqual(result.lines[1].frame.width, layout("before sunrise").size.width, accuracy: 1e-9)
    XCTAssertEqual(result.size.width, layout("before sunrise").size.width, accuracy: 1e-9)
  }

  // iOS keeps a single word on the last line of a three-line paragraph (pushOut acts on two).
  func testOrphanStaysInAParagraphOfThreeLines() {
    let width = layout("Pack the tent before").size.width + 1
    let result = layout("Pack the tent before pack the tent before sunrise", width: width)
    XCTAssertEqual(result.lineTexts, ["Pack the tent before", "pack the tent before", "sunrise"])
    XCTAssertEqual(result.lines[2].frame.width, layout("sunrise").size.width, accuracy: 1e-9)
  }

  func testTwoWordLastLineIsKept() {
    let width = max(layout("Pack the tent").size.width, layout("before sunrise").size.width) + 1
    XCTAssertGreaterThan(layout("Pack the tent before").size.width, width)
    XCTAssertEqual(layout("Pack the tent before sunrise", width: width).lineTexts, ["Pack the tent", "before sunrise"])
  }

  func testOrphanStaysWhenTheLineAboveHasOneWord() {
    let width = max(layout("Hello").size.width, layout("world").size.width) + 2
    XCTAssertEqual(layout("Hello world", width: width).lineTexts, ["Hello", "world"])
  }

  func testOrphanStaysWhenTwoWordsDoNotFitALine() {
    let width = max(layout("Go north").size.width, layout("westward").size.width) + 1
    XCTAssertGreaterThan(layout("north westward").size.width, width)
    XCTAssertEqual(layout("Go north westward", width: width).lineTexts, ["Go north", "westward"])
  }

  func testOrphanPushOutIsPerParagraph() {
    let width = layout("Pack the tent before").size.width + 1
    let result = layout("Pack the tent before sunrise\nOk", width: width)
    XCTAssertEqual(result.lineTexts, ["Pack the tent", "before sunrise", "Ok"])
  }
}
