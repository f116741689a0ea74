import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

@MainActor final class TextLayoutTests: XCTestCase {
  let long = "The quick brown fox jumps over the lazy dog and keeps running"

  func testSingleLineTextTakesItsIdealSize() async {
    let root = layOut(Text("Hello, world"), width: 300, height: 300)
    assertFrame(root, 0, 0, pixelCeil(measured("Hello, world").size.width), bodyLine)
  }

  func testTextWrapsAtTheProposedWidth() async {
    let root = layOut(Text(long), width: 100, height: 1000)
    let lines = measured(long, width: 100).lines.count
    XCTAssertGreaterThan(lines, 2)
    XCTAssertLessThanOrEqual(root.frame.width, 100)
    assertClose(root.frame.height, bodyLines(lines))
    XCTAssertEqual(root.text?.layout.lines.count, lines)
  }

  // A paragraph's one-word last line takes the word before it, as iOS lays out a `Text`: the
  // text is then as wide as its longer line, and stays two lines tall (see `LineBreaker`).
  func testOrphanWordIsPushedOutInAWrappedText() async {
    let text = "Pack the tent before sunrise"
    let width = measured("Pack the tent before").size.width + 1
    let root = layOut(Text(text).frame(width: width, alignment: .leading), width: 300, height: 300)
    let node = root.node("Text")
    XCTAssertEqual(node.text?.layout.lines.map(\.text), ["Pack the tent", "before sunrise"])
    assertClose(node.frame.width, pixelCeil(measured("before sunrise").size.width))
    assertClose(node.frame.height, bodyLines(2))
  }

  func testLineLimitOneTruncatesWithEllipsis() async {
    let root = layOut(Text(long).lineLimit(1), width: 100, height: 1000)
    let layout = root.text!.layout
    XCTAssertTrue(layout.isTruncated)
    XCTAssertTrue(layout.lines[0].text.hasSuffix("…"))
    XCTAssertLessThanOrEqual(root.frame.width, 100)
    assertClose(root.frame.height, bodyLine)
  }

  func testLineLimitTwo() async {
    let root = layOut(Text(long).lineLimit(2), width: 100, height: 1000)
    XCTAssertEqual(root.text?.layout.lines.count, 2)
    assertClose(root.frame.height, bodyLines(2))
  }

  func testHeadTruncation() async {
    let root = layOut(Text(long).lineLimit(1).truncationMode(.head), width: 100, height: 1000)
    XCTAssertTrue(root.text!.layout.lines[0].text.hasPrefix("…"))
  }

  func testProposedHeightLimitsTheLines() async {
    let root = layOut(Text(long).frame(height: 30), width: 100, height: 1000)
    let text = root.node("Text")
    XCTAssertEqual(text.text?.layout.lines.count, 1)
    XCTAssertTrue(text.text!.layout.isTruncated)
    assertFrame(text, text.frame.minX, (30 - bodyLine) / 2, text.frame.width, bodyLine)
  }

  func testLineSpacingAddsBetweenLines() async {
    let root = layOut(Text("one\ntwo").lineSpacing(10), width: 300, height: 300)
    assertClose(root.frame.height, bodyLines(2) + 10)
  }

  // Apple, UIFontDescriptor.SymbolicTraits.traitTightLeading / traitLooseLeading: for text
  // style fonts, tight leading subtracts 2 points from the line height and loose adds 2: a
  // line is 2 pt shorter or taller and the next one 20 or 24 pt below instead of 22.
  func testFontLeadingTightensAndLoosensTextStyleLines() async {
    assertClose(layOut(Text("one\ntwo").font(.body), width: 300, height: 300).frame.height, bodyLines(2))
    assertClose(
      layOut(Text("one\ntwo").font(.body.leading(.tight)), width: 300, height: 300).frame.height, pixelCeil(naturalBody - 2 + 20))
    assertClose(
      layOut(Text("one\ntwo").font(.body.leading(.loose)), width: 300, height: 300).frame.height, pixelCeil(naturalBody + 2 + 24))
    let fixed = layOut(Text("one\ntwo").font(.system(size: 17)), width: 300, height: 300).frame.height
    assertClose(layOut(Text("one\ntwo").font(.system(size: 17).leading(.loose)), width: 300, height: 300).frame.height, fixed)
  }

  // Apple, "Text" (init(_: Image)) and string interpolation of images: an image in a text
  // flows with the words, on the baseline; a symbol takes the size of the font.
  func testInlineImagesTakeTheirPlaceInTheLineOnTheBaseline() async throws {
    let plain = layOut(Text("Go  now"), width: 300, height: 300)
    let root = layOut(Text("Go \(Image(systemName: "star.fill")) now"), width: 300, height: 300)
    let text = try XCTUnwrap(root.text)
    XCTAssertEqual(text.string, "Go  now", "the image lends the text no characters")
    assertClose(root.frame.height, plain.frame.height)  // a symbol does not make the line taller
    assertClose(root.frame.width, plain.frame.width + 17 * 1.1)
    let image = root.node("Image")
    guard case .symbolGlyph(let symbol) = image.content else { return XCTFail("a symbol glyph") }
    XCTAssertEqual(symbol.glyph.name, "star.fill")
    let line = text.layout.lines[0]
    assertClose(image.frame.width, 17 * 1.1)
    XCTAssertLessThan(image.frame.minY, root.frame.minY + line.baseline)  // it stands above the baseline
    XCTAssertGreaterThan(image.frame.minX, root.frame.minX + 10, "after \"Go \"")
    XCTAssertTrue(text.layout.lines[0].glyphRuns.allSatisfy { !$0.text.contains("\u{FFFC}") }, "no glyph is drawn for it")
  }

  func testInlineImagesWrapWithTheWordsAndTruncate() async throws {
    let long = Text("One two three \(Image(systemName: "star")) four five six seven")
    let wrapped = layOut(long, width: 90, height: 300)
    XCTAssertEqual(wrapped.text?.layout.lines.flatMap(\.attachments).count, 1)
    XCTAssertEqual(wrapped.children.filter { $0.viewType == "Image" }.count, 1)
    let truncated = layOut(long.lineLimit(1), width: 90, height: 300)
    XCTAssertTrue(truncated.text?.layout.isTruncated == true)
    XCTAssertEqual(truncated.text?.layout.lines.flatMap(\.attachments).count, 0, "the image was on a line cut off")
    XCTAssertEqual(truncated.children.filter { $0.viewType == "Image" }.count, 0)
  }

  func testCustomFontsDrawWithTheNamedFaceAndItsWeight() async throws {
    let regular = try XCTUnwrap(layOut(Text("Hi").font(.custom("Noto Serif", size: 20)), width: 300, height: 300).text)
    XCTAssertEqual(regular.layout.lines[0].glyphRuns[0].face.id, "NotoSerif-Regular")
    XCTAssertEqual(regular.layout.lines[0].glyphRuns[0].size, 20)
    let bold = try XCTUnwrap(layOut(Text("Hi").font(.custom("Noto Serif", size: 20)).bold(), width: 300, height: 300).text)
    XCTAssertEqual(bold.layout.lines[0].glyphRuns[0].face.id, "NotoSerif-Bold")
  }

  func testTextStyleLineHeights() async {
    assertClose(layOut(Text("A").font(.largeTitle), width: 300, height: 300).frame.height, 122.0 / 3)
    assertClose(layOut(Text("A").font(.caption2), width: 300, height: 300).frame.height, 40.0 / 3)
    assertClose(layOut(Text("A").font(.footnote), width: 300, height: 300).frame.height, 47.0 / 3)
  }

  func testHeadlineIsSemibold() async {
    let root = layOut(Text("Headline").font(.headline), width: 300, height: 300)
    let face = root.text!.layout.lines[0].glyphRuns[0].face.id
    XCTAssertTrue(face.contains("SemiBold"), face)
  }

  func testCentredMultilineAlignment() async {
    let root = layOut(Text("short\nmuch longer line").multilineTextAlignment(.center), width: 300, height: 300)
    let lines = root.text!.layout.lines
    assertClose(lines[0].frame.midX, lines[1].frame.midX)
  }

  func testMinimumScaleFactorShrinksToFit() async {
    let root = layOut(Text("Shrinking headline").font(.title).lineLimit(1).minimumScaleFactor(0.5), width: 150, height: 100)
    let layout = root.text!.layout
    XCTAssertLessThan(layout.appliedScale, 1)
    XCTAssertFalse(layout.isTruncated)
    XCTAssertLessThanOrEqual(root.frame.width, 150)
  }

  // A text that may shrink shrinks to the height it is offered as well as to the width: a
  // 100 pt line in a 40 pt tall frame scales to fit it, and only as far as its factor allows.
  func testMinimumScaleFactorShrinksToTheOfferedHeight() async throws {
    let big = Text("42").font(.system(size: 100)).lineLimit(1)
    let fitted = layOut(big.minimumScaleFactor(0.1).frame(height: 40), width: 300, height: 300)
    let text = try XCTUnwrap(fitted.node("Text").text)
    XCTAssertLessThanOrEqual(fitted.node("Text").frame.height, 40.0 + 1e-9)
    XCTAssertGreaterThan(fitted.node("Text").frame.height, 39)
    XCTAssertLessThan(text.layout.appliedScale, 0.4)
    XCTAssertFalse(text.layout.isTruncated)

    let limited = layOut(big.minimumScaleFactor(0.8).frame(height: 40), width: 300, height: 300)
    XCTAssertEqual(try XCTUnwrap(limited.node("Text").text).layout.appliedScale, 0.8, accuracy: 1e-9)
    let fixed = layOut(big.frame(height: 40), width: 300, height: 300)
    XCTAssertEqual(try XCTUnwrap(fixed.node("Text").text).layout.appliedScale, 1)
  }

  // In a stack that is too short, text that may shrink is flexible: the stack offers it what
  // the rigid views leave, and it shrinks into that instead of overflowing the stack.
  func testShrinkableTextTakesWhatAStackLeaves() async throws {
    let root = layOut(
      VStack(spacing: 0) {
        Color.red.frame(height: 30)
        Text("Headline").font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0.5)
        Color.blue.frame(height: 30)
      }, width: 300, height: 90)
    assertFrame(root, 0, 0, 300, 90)
    let text = root.node("Text")
    XCTAssertEqual(text.frame.minY, 30, accuracy: 1e-9)
    XCTAssertLessThanOrEqual(text.frame.height, 30.0 + 1e-9)
    XCTAssertLessThan(try XCTUnwrap(text.text).layout.appliedScale, 1)
  }

  func testRunColoursBecomePaints() async {
    let root = layOut(Text("red").foregroundColor(.red) + Text(" plain"), width: 300, height: 300)
    let text = root.text!
    XCTAssertEqual(text.paints.count, 2)
    XCTAssertEqual(text.paints[0], .color(RGBA(bytes: 255, 59, 48)))
    XCTAssertEqual(text.paints[1], .color(RGBA(0, 0, 0)))
    XCTAssertEqual(text.string, "red plain")
  }

  func testEnvironmentForegroundColourPaintsText() async {
    let root = layOut(Text("blue").foregroundStyle(Color.blue), width: 300, height: 300)
    XCTAssertEqual(root.text?.paints, [.color(RGBA(bytes: 0, 122, 255))])
  }

  /// Chinese breaks between ideographs and never puts closing punctuation at a line start.
  func testChineseWrapsBetweenIdeographs() async {
    let string = "我们在这里测试中文换行的效果，看看结果是否正确。"
    let root = layOut(Text(string), width: 100, height: 1000)
    let lines = root.text!.layout.lines
    XCTAssertGreaterThan(lines.count, 2)
    for line in lines {
      XCTAssertLessThanOrEqual(line.frame.width, 100.5)
      XCTAssertFalse(line.text.hasPrefix("，") || line.text.hasPrefix("。"), line.text)
    }
    XCTAssertEqual(lines.map(\.text).joined(), string)
    assertClose(root.frame.height, bodyLines(lines.count))
  }

  func testVietnameseKeepsCombiningMarksOnOneLine() async {
    let string = "Tiếng Việt có dấu"
    let root = layOut(Text(string), width: 300, height: 100)
    assertFrame(root, 0, 0, pixelCeil(measured(string).size.width), bodyLine)
    XCTAssertEqual(root.text?.layout.lines.first?.text, string)
  }

  func testVietnameseWrapsBetweenWords() async {
    let string = "Người ta thường nói rằng học tiếng Việt rất khó"
    let root = layOut(Text(string), width: 90, height: 1000)
    let lines = root.text!.layout.lines
    XCTAssertGreaterThan(lines.count, 1)
    for line in lines { XCTAssertFalse(line.text.hasPrefix(" ")) }
  }

  func testEmptyTextHasNoWidth() async {
    let root = layOut(Text(""), width: 100, height: 100)
    assertClose(root.frame.width, 0)
    XCTAssertTrue(root.frame.height.isFinite)
  }

  func testTextInFlexibleFrameWrapsAtTheFrameWidth() async {
    let root = layOut(Text(long).frame(maxWidth: 120, alignment: .leading), width: 300, height: 1000)
    assertClose(root.frame.width, 120)
    XCTAssertLessThanOrEqual(root.node("Text").frame.width, 120)
  }
}
