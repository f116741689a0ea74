import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// Emoji in text become `<image>`s of the colour emoji face's PNGs, one per emoji sequence,
/// over the glyph's box on the text's baseline.
@MainActor final class ColorEmojiSVGTests: XCTestCase {
  private func layOut(_ view: some View, mode: WidgetRenderingMode = .fullColor) -> RenderedWidget {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemMedium
    environment.widgetRenderingMode = mode
    let context = ResolveContext(environment: environment)
    return WidgetLayout.layout(
      content: context.resolveSingle(view), background: context.widget.containerBackground, family: .systemMedium,
      environment: environment)
  }

  private func images(_ root: XMLTreeElement) -> [XMLTreeElement] {
    root.allElements.filter { $0.name == "image" }
  }

  private func number(_ element: XMLTreeElement, _ name: String) throws -> Double {
    try XCTUnwrap(element[attribute: name].flatMap(Double.init), name)
  }

  /// The text node's origin in the widget and its layout.
  private func text(in widget: RenderedWidget) throws -> (origin: CGPoint, layout: TextLayout) {
    for node in widget.content.allNodes {
      if case .text(let text) = node.content { return (text.origin, text.layout) }
    }
    throw XCTSkip("no text node")
  }

  func testEachEmojiIsAnImageAtItsGlyphsFrame() async throws {
    let widget = layOut(Text("Hello 😀 🤩").font(.system(size: 20)))
    let root = try parse(render(widget))
    let drawn = images(root)
    XCTAssertEqual(drawn.count, 2, "one <image> per emoji")
    for image in drawn {
      XCTAssertEqual(image[attribute: "href"]?.hasPrefix("data:image/png;base64,iVBORw0KGgo"), true)
    }
    XCTAssertNotEqual(drawn[0][attribute: "href"], drawn[1][attribute: "href"], "each emoji its own bitmap")

    let (origin, layout) = try text(in: widget)
    let line = try XCTUnwrap(layout.lines.first)
    let glyphs = line.glyphRuns.filter { TextEngine.shared.hasColorGlyphs($0.face) }.flatMap { run in
      zip(run.glyphs, run.positions).map { (run.face, $0.0, $0.1) }
    }
    XCTAssertEqual(glyphs.count, drawn.count)
    for ((face, glyph, position), image) in zip(glyphs, drawn) {
      let bitmap = try XCTUnwrap(TextEngine.shared.colorGlyph(glyph: glyph, face: face))
      let pen = CGPoint(x: origin.x + line.frame.minX + position.x, y: origin.y + line.baseline)
      XCTAssertEqual(try number(image, "x"), pen.x + bitmap.box.minX * 20, accuracy: 0.01)
      XCTAssertEqual(try number(image, "y"), pen.y + bitmap.box.minY * 20, accuracy: 0.01)
      XCTAssertEqual(try number(image, "width"), bitmap.box.width * 20, accuracy: 0.01)
      XCTAssertEqual(try number(image, "height"), bitmap.box.height * 20, accuracy: 0.01)
      XCTAssertLessThan(try number(image, "y"), pen.y - 15, "the top stands above the baseline")
      XCTAssertGreaterThan(try number(image, "y") + (try number(image, "height")), pen.y, "the bottom dips below it")
    }
    XCTAssertGreaterThan(try number(drawn[1], "x"), try number(drawn[0], "x") + 20, "the second follows the first")
  }

  func testSequencesAreOneImageEach() async throws {
    let sequences = ["👍🏽", "👨\u{200D}👩\u{200D}👧", "🇳🇱", "#\u{FE0F}\u{20E3}"]
    let root = try parse(render(layOut(Text(sequences.joined(separator: " ")))))
    XCTAssertEqual(images(root).count, sequences.count, "skin tone, ZWJ family, flag and keycap: one image each")
  }

  func testEmojiKeepTheirColoursWhateverTheTextsColour() async throws {
    let plain = try parse(render(layOut(Text("Go 🚀"))))
    let red = try parse(render(layOut(Text("Go 🚀").foregroundStyle(.red))))
    XCTAssertEqual(images(plain).map { $0[attribute: "href"] }, images(red).map { $0[attribute: "href"] })
  }

  // In the accented mode (the tinted Home Screen) a full-colour image becomes a silhouette in
  // its group's colour (see AccentedRenderingModeTests); an emoji is drawn as one.
  func testInTheAccentedModeEmojiAreRecolouredAsImagesAre() async throws {
    let root = try parse(render(layOut(Text("Hi 😀"), mode: .accented)))
    let filtered = root.allElements.filter { element in
      element.name == "g" && element[attribute: "filter"] != nil && element.elementChildren.contains { $0.name == "image" }
    }
    XCTAssertEqual(filtered.count, 1, "the emoji's image inside a recolouring filter")
    let full = try parse(render(layOut(Text("Hi 😀"))))
    XCTAssertFalse(full.allElements.contains { $0.name == "g" && $0[attribute: "filter"] != nil }, "none in full colour")
  }

  func testTheSameTextGivesTheSameBytes() async throws {
    XCTAssertEqual(render(layOut(Text("Hello 🤩"))), render(layOut(Text("Hello 🤩"))))
  }
}
