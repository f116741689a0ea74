import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest

/// SF Symbol images: sized by the font and the image scale, on the text's cap-height midline
/// inside text, drawn with an icon glyph in the foreground style.
@MainActor final class SymbolImageTests: XCTestCase {
  private func symbol(_ node: RenderNode, file: StaticString = #filePath, line: UInt = #line) -> RenderedSymbol? {
    guard case .symbolGlyph(let symbol) = node.content else {
      XCTFail("\(node.viewType) is not drawn with a glyph: \(node.content)", file: file, line: line)
      return nil
    }
    return symbol
  }

  // A medium symbol's box is 1.1 times the point size of the font in the environment (iOS:
  // `calendar` at 32 pt in a box about 33 pt tall, `arrow.clockwise` at 9 pt about 10 pt wide).
  func testSymbolsTakeTheSizeOfTheFont() async throws {
    let cases: [(Font, CGFloat)] = [
      (.caption2, 11), (.caption, 12), (.footnote, 13), (.body, 17), (.title, 28), (.largeTitle, 34),
    ]
    for (font, size) in cases {
      let root = layOut(Image(systemName: "star.fill").font(font), width: 300, height: 300)
      let image = root.node("Image")
      assertFrame(image, image.frame.minX, image.frame.minY, size * 1.1, size * 1.1)
      let box = try XCTUnwrap(symbol(image)).box
      XCTAssertEqual(box.width, image.frame.width * 1.2, accuracy: 1e-9, "MDI's 20-unit drawing fills the frame")
      XCTAssertEqual(box.midX, image.frame.midX, accuracy: 1e-9)
      XCTAssertEqual(box.midY, image.frame.midY, accuracy: 1e-9)
    }
    let fixed = layOut(Image(systemName: "bolt.fill").font(.system(size: 30, weight: .semibold)), width: 300, height: 300)
    assertFrame(fixed.node("Image"), fixed.node("Image").frame.minX, fixed.node("Image").frame.minY, 33, 33)
  }

  // SF Symbols are not all square: on iOS `arrow.up` at 20 pt bold is an image about 20.3 pt
  // wide and 22 pt tall, so the text after it starts 1.7 pt sooner than after a square symbol.
  func testNarrowSymbolsKeepTheirWidth() async throws {
    let font = Font.system(size: 20, weight: .bold)
    for name in ["arrow.up", "arrow.down"] {
      let root = layOut(
        HStack(spacing: 2) {
          Image(systemName: name)
          Text("12")
        }.font(font).fixedSize(), width: 300, height: 300)
      let image = root.node("Image")
      XCTAssertEqual(image.frame.width, 22 * 0.92, accuracy: 1e-9, name)
      XCTAssertEqual(image.frame.height, 22, accuracy: 1e-9, name)
      XCTAssertEqual(root.node("Text").frame.minX - image.frame.maxX, 2, accuracy: 1e-9)
      let box = try XCTUnwrap(symbol(image)).box
      XCTAssertEqual(box.width / box.height, 0.92, accuracy: 1e-9, "the glyph fills the narrower image")
    }
    let square = layOut(Image(systemName: "arrow.up.circle").font(font), width: 300, height: 300)
    XCTAssertEqual(square.node("Image").frame.width, 20 * 1.16, accuracy: 1e-9)
  }

  // An enclosed symbol's box is 1.16 em, its circle 1 em (iOS: `arrow.clockwise.circle` in
  // `.title` is 28 pt of ink in a 32.4 pt box); names the icon font draws itself keep the
  // drawing of a 1.1 em frame, centred.
  func testEnclosedSymbolsHaveATallerBox() async throws {
    for name in ["arrow.clockwise.circle", "bolt.circle.fill", "house.square", "arrow.up.circle"] {
      let root = layOut(Image(systemName: name).font(.title), width: 300, height: 300)
      let image = root.node("Image")
      XCTAssertEqual(image.frame.width, 28 * 1.16, accuracy: 1e-9, name)
      XCTAssertEqual(image.frame.height, 28 * 1.16, accuracy: 1e-9, name)
      let drawn = try XCTUnwrap(symbol(image))
      XCTAssertEqual(drawn.box.midY, image.frame.midY, accuracy: 1e-9, name)
      let expected = drawn.glyph.enclosure == .none ? 28 * 1.1 * 1.2 : 28 * 1.16 * 1.2
      XCTAssertEqual(drawn.box.width, expected, accuracy: 1e-9, name)
    }
    let plain = layOut(Image(systemName: "arrow.clockwise").font(.title), width: 300, height: 300)
    XCTAssertEqual(plain.node("Image").frame.height, 28 * 1.1, accuracy: 1e-9)
  }

  // Under a text in a centred VStack the taller box lifts the text by half the difference.
  func testEnclosedSymbolBoxMovesTheTextAboveIt() async {
    let stack = VStack(spacing: 8) {
      Text("Offline").font(.footnote)
      Image(systemName: "arrow.clockwise.circle").font(.title)
    }
    let root = layOut(stack.frame(maxWidth: .infinity, maxHeight: .infinity), width: 200, height: 200)
    let text = root.node("Text")
    let image = root.node("Image")
    let textHeight = 13 * 2444 / 2048.0
    // Frames are snapped to the 3x pixel grid.
    XCTAssertEqual(text.frame.minY, 100 - (textHeight + 8 + 28 * 1.16) / 2, accuracy: 1.0 / 3)
    XCTAssertEqual(image.frame.minY, text.frame.maxY + 8, accuracy: 1.0 / 3)
    XCTAssertEqual(image.frame.height, 28 * 1.16, accuracy: 1.0 / 3)
  }

  // NSImage.SymbolScale: small is about 20% smaller than medium, large about 30% larger.
  func testImageScaleScalesTheSymbol() async {
    for (scale, factor) in [(Image.Scale.small, 0.8), (.medium, 1.0), (.large, 1.3)] {
      let root = layOut(Image(systemName: "cloud.sun.fill").imageScale(scale), width: 300, height: 300)
      XCTAssertEqual(root.node("Image").frame.width, 17 * 1.1 * factor, accuracy: 0.01, "\(scale)")
      let caption = layOut(Image(systemName: "cloud.sun.fill").font(.caption).imageScale(scale), width: 300, height: 300)
      XCTAssertEqual(caption.node("Image").frame.height, 12 * 1.1 * factor, accuracy: 0.01, "\(scale)")
    }
  }

  func testResizableSymbolsFillTheirFrame() async throws {
    let root = layOut(Image(systemName: "house.fill").resizable().frame(width: 50, height: 30), width: 300, height: 300)
    let image = root.node("Image")
    assertFrame(image, image.frame.minX, image.frame.minY, 50, 30)
    let box = try XCTUnwrap(symbol(image)).box
    XCTAssertEqual(box.width, 60, accuracy: 1e-9)
    XCTAssertEqual(box.height, 36, accuracy: 1e-9)
  }

  // In text a symbol sits like a glyph: centred on the midline of the cap height, above the
  // baseline, without making the line taller.
  func testInlineSymbolsSitOnTheCapHeightMidline() async throws {
    let plain = layOut(Text("Go now").font(.title), width: 300, height: 300)
    let root = layOut(Text("Go \(Image(systemName: "play.fill")) now").font(.title), width: 300, height: 300)
    assertClose(root.frame.height, plain.frame.height)
    let text = try XCTUnwrap(root.text)
    let image = root.node("Image")
    let capHeight = TextEngine.shared.metrics(for: FontSpec(textStyle: .title)).capHeight
    XCTAssertEqual(image.frame.midY, root.frame.minY + text.layout.lines[0].baseline - capHeight / 2, accuracy: 0.01)
    XCTAssertEqual(image.frame.width, 28 * 1.1, accuracy: 0.01)
    XCTAssertEqual(image.frame.height, image.frame.width, accuracy: 0.01)
    XCTAssertEqual(symbol(image)?.glyph.iconName, "play")
  }

  // A symbol image has a baseline: beside text on `.firstTextBaseline` its box is centred on
  // the text's cap-height midline, as in the text itself.
  func testSymbolImagesAlignOnTheTextBaseline() async throws {
    let row = HStack(alignment: .firstTextBaseline) {
      Image(systemName: "calendar").imageScale(.large)
      Text("Agenda")
    }.font(.footnote)
    let root = layOut(row, width: 300, height: 300)
    let text = root.node("Text")
    let baseline = text.frame.minY + CGFloat(try XCTUnwrap(text.text).layout.firstBaseline)
    let capHeight = TextEngine.shared.metrics(for: FontSpec(textStyle: .footnote)).capHeight
    XCTAssertEqual(root.node("Image").frame.midY, baseline - capHeight / 2, accuracy: 0.01)
    XCTAssertEqual(root.node("Image").frame.height, 13 * 1.1 * 1.3, accuracy: 0.01)
  }

  func testVariantsPickTheFilledGlyph() async {
    let outline = layOut(Image(systemName: "heart"), width: 300, height: 300)
    XCTAssertEqual(symbol(outline.node("Image"))?.glyph.iconName, "heart-outline")
    let filled = layOut(Image(systemName: "heart").symbolVariant(.fill), width: 300, height: 300)
    XCTAssertEqual(symbol(filled.node("Image"))?.glyph.name, "heart.fill")
    XCTAssertEqual(symbol(filled.node("Image"))?.glyph.iconName, "heart")
    let circle = layOut(Image(systemName: "checkmark").symbolVariant(.circle.fill), width: 300, height: 300)
    XCTAssertEqual(symbol(circle.node("Image"))?.glyph.name, "checkmark.circle.fill")
  }

  func testSymbolsUseTheForegroundStyleInEveryRenderingMode() async {
    let red = Paint.color(RGBA(bytes: 255, 59, 48))
    for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
      let root = layOut(
        Image(systemName: "bolt.fill").symbolRenderingMode(mode).foregroundStyle(.red, .blue), width: 300, height: 300)
      XCTAssertEqual(symbol(root.node("Image"))?.paint, red, "\(mode)")
    }
    let tinted = layOut(
      Image(systemName: "bolt.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green), width: 300, height: 300)
    XCTAssertEqual(symbol(tinted.node("Image"))?.paint, .color(RGBA(bytes: 52, 199, 89)))
  }

  func testHeavierWeightsEmboldenTheGlyph() async {
    let regular = layOut(Image(systemName: "bolt.fill"), width: 300, height: 300)
    XCTAssertEqual(symbol(regular.node("Image"))?.emboldening, 0)
    let bold = layOut(Image(systemName: "bolt.fill").font(.body.bold()), width: 300, height: 300)
    XCTAssertEqual(symbol(bold.node("Image"))?.emboldening ?? 0, 17 * 0.03, accuracy: 1e-9)
    let black = layOut(Image(systemName: "bolt.fill").fontWeight(.black), width: 300, height: 300)
    XCTAssertGreaterThan(symbol(black.node("Image"))?.emboldening ?? 0, 17 * 0.03)
  }

  func testNamesWithoutAGlyphKeepTheLabelledPlaceholder() async {
    let root = layOut(Image(systemName: "not.a.real.symbol"), width: 300, height: 300)
    guard case .symbol(let name, _) = root.node("Image").content else { return XCTFail("placeholder") }
    XCTAssertEqual(name, "not.a.real.symbol")
    assertFrame(root.node("Image"), root.node("Image").frame.minX, root.node("Image").frame.minY, 17 * 1.1, 17 * 1.1)
  }
}
