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

final class SVGStructureTests: XCTestCase {
  func testDocumentIsAnAccessibleImageWithTitleAndSize() throws {
    let root = try parse(render(Trees.sample()))
    XCTAssertEqual(root.name, "svg")
    XCTAssertEqual(root[attribute: "role"], "img")
    XCTAssertEqual(root[attribute: "viewBox"], "0 0 170 170")
    XCTAssertEqual(root[attribute: "width"], "170")
    let title = try XCTUnwrap(root.elementChildren.first)
    XCTAssertEqual(title.name, "title")
    XCTAssertEqual(title.textContent, "Sample widget")
  }

  func testGlyphsAreDefinedOnceAndPlacedWithUse() throws {
    let widget = Trees.widget([Trees.text("level", at: CGPoint(x: 16, y: 16))])
    let root = try parse(render(widget))
    let defs = try XCTUnwrap(root.elementChildren.first { $0.name == "defs" })
    let glyphs = defs.elementChildren.filter { $0[attribute: "id"]?.hasPrefix("g-") == true }
    // "level" has three distinct letters: l, e, v.
    XCTAssertEqual(glyphs.count, 3)
    XCTAssertTrue(glyphs.allSatisfy { $0.name == "path" && !($0[attribute: "d"] ?? "").isEmpty })
    XCTAssertTrue(glyphs.allSatisfy { $0[attribute: "id"]!.hasPrefix("g-Inter-") }, "\(glyphs.map { $0[attribute: "id"]! })")
    let uses = root.elements(named: "use")
    XCTAssertEqual(uses.count, 5)
    let ids = Set(glyphs.map { "#" + $0[attribute: "id"]! })
    XCTAssertTrue(uses.allSatisfy { ids.contains($0[attribute: "href"] ?? "") })
    let text = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Text" })
    XCTAssertEqual(text[attribute: "aria-label"], "level")
    let viewport = try XCTUnwrap(text.elements(named: "svg").first)
    let unitsPerEm = try XCTUnwrap(TextEngine.shared.face(for: Trees.body)).unitsPerEm
    XCTAssertEqual(viewport[attribute: "viewBox"], "0 0 \(unitsPerEm) \(unitsPerEm)")
    XCTAssertEqual(viewport[attribute: "width"], "17")
    XCTAssertEqual(viewport[attribute: "fill"], "#000000")
  }

  func testTextModeWritesTextElementsWithFontFamilies() throws {
    let options = SVGOptions(text: .text(fontFamilies: SVGOptions.defaultFontFamilies))
    let root = try parse(render(Trees.sample(), options: options))
    XCTAssertTrue(root.elements(named: "use").isEmpty)
    let texts = root.elements(named: "text")
    XCTAssertEqual(texts.prefix(2).map(\.textContent), ["Morning", "Brief"], "one element per line")
    XCTAssertEqual(texts.first?[attribute: "font-weight"], "600")
    XCTAssertTrue(texts.first?[attribute: "font-family"]?.hasPrefix("'SF Pro Text', -apple-system, Inter") == true)
    XCTAssertNotNil(texts.first?[attribute: "textLength"])
  }

  func testTextModeGivesEachRunOfALineItsOwnFontAndPaint() throws {
    let runs = [
      TextRun("Bold ", font: FontSpec(size: 17, weight: 700), attribute: 0),
      TextRun("and plain", font: FontSpec(size: 17), attribute: 1),
    ]
    let layout = TextEngine.shared.layout(runs, width: 300, style: ParagraphStyle())
    let red = RGBA(1, 0, 0)
    let blue = RGBA(0, 0, 1)
    let text = RenderedText(
      origin: CGPoint(x: 10, y: 10), layout: layout, paints: [.color(red), .color(blue)], string: "Bold and plain")
    let node = RenderNode(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: layout.size), viewType: "Text", content: .text(text))
    let root = try parse(render(Trees.widget([node]), options: SVGOptions(text: .text(fontFamilies: ["Inter"]))))
    let texts = root.elements(named: "text")
    XCTAssertEqual(texts.map(\.textContent), ["Bold ", "and plain"])
    XCTAssertEqual(texts.map { $0[attribute: "font-weight"] }, ["700", nil])
    XCTAssertEqual(texts.map { $0[attribute: "fill"] }, ["#ff0000", "#0000ff"])
    let firstX = try XCTUnwrap(Double(texts[0][attribute: "x"] ?? ""))
    let secondX = try XCTUnwrap(Double(texts[1][attribute: "x"] ?? ""))
    let firstLength = try XCTUnwrap(Double(texts[0][attribute: "textLength"] ?? ""))
    XCTAssertEqual(firstX, 10, accuracy: 0.01)
    XCTAssertEqual(secondX, firstX + firstLength, accuracy: 0.01, "the runs meet")
    let secondLength = try XCTUnwrap(Double(texts[1][attribute: "textLength"] ?? ""))
    XCTAssertEqual(firstLength + secondLength, layout.lines[0].frame.width, accuracy: 0.01)
  }

  func testWidgetIsClippedToItsContinuousRoundedShape() throws {
    let root = try parse(render(Trees.sample()))
    let widget = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Widget" })
    let reference = try XCTUnwrap(widget[attribute: "clip-path"])
    let id = String(reference.dropFirst(5).dropLast())
    let clip = try XCTUnwrap(root.elements(named: "clipPath").first { $0[attribute: "id"] == id })
    let d = try XCTUnwrap(clip.elementChildren.first?[attribute: "d"])
    XCTAssertTrue(d.hasPrefix("M"))
    XCTAssertEqual(d.filter { $0 == "C" }.count, 12, "three curves per continuous corner")
  }

  func testViewTypesAndDefiningViewsAreNamed() throws {
    let root = try parse(render(Trees.sample()))
    let views = root.allElements.compactMap { $0[attribute: "data-view"] }
    for expected in ["Widget", "ContainerBackground", "VStack", "Text", "Image", "RoundedRectangle"] {
      XCTAssertTrue(views.contains(expected), "missing \(expected) in \(views)")
    }
    let card = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "RoundedRectangle" })
    XCTAssertEqual(card[attribute: "data-defined-by"], "StoryCard")
  }

  func testWidgetURLWrapsEverythingAndLinksCoverTheirArea() throws {
    let root = try parse(render(Trees.sample()))
    let outer = try XCTUnwrap(root.elementChildren.first { $0.name == "a" })
    XCTAssertEqual(outer[attribute: "href"], "news://today")
    XCTAssertEqual(outer.elementChildren.first?[attribute: "data-view"], "Widget")
    let links = outer.elements(named: "a").dropFirst()
    XCTAssertEqual(links.map { $0[attribute: "href"] }, ["news://story/42"])
    let hit = try XCTUnwrap(links.first?.elementChildren.last)
    XCTAssertEqual(hit[attribute: "pointer-events"], "all")
    XCTAssertEqual(hit[attribute: "x"], "24")
  }

  func testGradientsClipsShadowsAndImages() throws {
    let svg = render(Trees.sample())
    let root = try parse(svg)
    let gradient = try XCTUnwrap(root.elements(named: "linearGradient").first)
    XCTAssertEqual(gradient[attribute: "gradientUnits"], "userSpaceOnUse")
    XCTAssertEqual(gradient[attribute: "y1"], "90")
    XCTAssertEqual(gradient[attribute: "y2"], "154")
    XCTAssertEqual(gradient.elementChildren.map { $0[attribute: "stop-color"] }, ["#ff9500", "#ff2d55"])
    let filter = try XCTUnwrap(root.elements(named: "filter").first)
    XCTAssertEqual(filter.elementChildren.map(\.name), ["feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge"])
    let image = try XCTUnwrap(root.elements(named: "image").first)
    XCTAssertTrue(image[attribute: "href"]!.hasPrefix("data:image/png;base64,iVBOR"))
    XCTAssertEqual(image[attribute: "width"], "64", "scaledToFill draws past the frame")
    let imageNode = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Image" })
    XCTAssertNotNil(imageNode[attribute: "clip-path"], "and the clip crops it")
  }

  func testShadowIsNotClippedAway() throws {
    var node = Trees.fill(CGRect(x: 20, y: 20, width: 60, height: 60), .color(RGBA(1, 0, 0)))
    node.effects.append(.shadow(RenderNode.Shadow(color: RGBA(0, 0, 0, 0.5), radius: 8, offset: .zero)))
    node.effects.append(
      .clip(Path(roundedRect: CGRect(x: 20, y: 20, width: 60, height: 60), cornerRadius: 10), style: FillStyle()))
    let root = try parse(render(Trees.widget([node])))
    let outer = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Rectangle" })
    XCTAssertNotNil(outer[attribute: "filter"])
    XCTAssertNil(outer[attribute: "clip-path"])
    XCTAssertNotNil(outer.elementChildren.first?[attribute: "clip-path"])
  }

  func testReferencedImagesAreReportedByContentName() throws {
    let writer = SVGWriter(options: SVGOptions(images: .referenced(directory: "images")))
    let output = writer.render(Trees.sample())
    XCTAssertEqual(output.imageFiles.count, 1)
    let file = try XCTUnwrap(output.imageFiles.first)
    XCTAssertTrue(file.path.hasPrefix("images/img-") && file.path.hasSuffix(".png"), file.path)
    XCTAssertEqual(file.data, Trees.png)
    let root = try parse(output.svg)
    XCTAssertEqual(root.elements(named: "image").first?[attribute: "href"], file.path)
    XCTAssertFalse(output.svg.contains("base64"))
  }

  func testDrawnImagesKeepTheirCanvasSpace() throws {
    let piece = UIImage(data: Trees.png)!
    let drawing = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in
      piece.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let node = RenderNode(
      frame: CGRect(x: 10, y: 10, width: 40, height: 20), viewType: "Image",
      content: .image(RenderedImage(image: drawing.data, drawRect: CGRect(x: 10, y: 10, width: 40, height: 20))))
    let root = try parse(render(Trees.widget([node])))
    let viewport = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Image" }?.elements(named: "svg").first)
    XCTAssertEqual(viewport[attribute: "viewBox"], "0 0 20 10")
    XCTAssertEqual(viewport[attribute: "width"], "40")
    XCTAssertEqual(viewport.elements(named: "image").first?[attribute: "width"], "10")
  }

  func testStrokesMasksBlendModesAndOpacity() throws {
    var ring = RenderNode(
      frame: CGRect(x: 20, y: 20, width: 40, height: 40), viewType: "Circle",
      content: .stroke(
        path: Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40)), paint: .color(RGBA(0, 0, 1)),
        style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [3, 2])))
    ring.effects.append(.opacity(0.5))
    ring.effects.append(.blendMode(.multiply))
    ring.effects.append(.mask([Trees.fill(CGRect(x: 20, y: 20, width: 20, height: 40), .color(RGBA(0, 0, 0)))]))
    let root = try parse(render(Trees.widget([ring])))
    let group = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Circle" })
    XCTAssertEqual(group[attribute: "opacity"], "0.5")
    XCTAssertEqual(group[attribute: "style"], "mix-blend-mode:multiply")
    let maskID = try XCTUnwrap(group[attribute: "mask"]).dropFirst(5).dropLast()
    let mask = try XCTUnwrap(root.elements(named: "mask").first { $0[attribute: "id"] == String(maskID) })
    XCTAssertEqual(mask.elements(named: "rect").first?[attribute: "width"], "20")
    let stroke = try XCTUnwrap(group.elementChildren.first)
    XCTAssertEqual(stroke[attribute: "fill"], "none")
    XCTAssertEqual(stroke[attribute: "stroke"], "#0000ff")
    XCTAssertEqual(stroke[attribute: "stroke-width"], "4")
    XCTAssertEqual(stroke[attribute: "stroke-linecap"], "round")
    XCTAssertEqual(stroke[attribute: "stroke-dasharray"], "3 2")
  }

  func testACompositingGroupIsAnIsolatedGroup() throws {
    var square = Trees.fill(CGRect(x: 0, y: 0, width: 20, height: 20), .color(RGBA(1, 0, 0)), viewType: "Rectangle")
    square.effects.append(.compositingGroup)
    var blended = Trees.fill(CGRect(x: 30, y: 0, width: 20, height: 20), .color(RGBA(0, 0, 1)), viewType: "Circle")
    blended.effects.append(.blendMode(.screen))
    blended.effects.append(.compositingGroup)
    let root = try parse(render(Trees.widget([square, blended])))
    let group = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Rectangle" })
    XCTAssertEqual(group.name, "g", "a childless node gets a group for its isolation")
    XCTAssertEqual(group[attribute: "style"], "isolation:isolate")
    let circle = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Circle" })
    XCTAssertEqual(circle[attribute: "style"], "mix-blend-mode:screen;isolation:isolate")
  }

  func testAngularGradientBecomesAWedgePattern() throws {
    let paint = Paint.angularGradient(
      stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)],
      center: .center, startAngle: .zero, endAngle: .degrees(360))
    let root = try parse(
      render(Trees.widget([Trees.fill(CGRect(x: 20, y: 20, width: 100, height: 100), paint, viewType: "Circle")])))
    let pattern = try XCTUnwrap(root.elements(named: "pattern").first)
    XCTAssertEqual(pattern.elementChildren.count, SVGRenderer.angularWedges)
    XCTAssertEqual(pattern.elementChildren.first?[attribute: "fill"], "#fd3b31")
    XCTAssertEqual(pattern.elementChildren.last?[attribute: "fill"], "#027afe")
    let shape = try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == "Circle" })
    XCTAssertEqual(shape[attribute: "fill"], "url(#\(pattern[attribute: "id"]!))")
  }

  func testRadialGradientMapsStartRadiusIntoStops() throws {
    let paint = Paint.radialGradient(
      stops: [Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: .black, location: 1)],
      center: .center, startRadius: 10, endRadius: 40)
    let root = try parse(render(Trees.widget([Trees.fill(CGRect(x: 0, y: 0, width: 80, height: 80), paint)])))
    let gradient = try XCTUnwrap(root.elements(named: "radialGradient").first)
    XCTAssertEqual(gradient[attribute: "r"], "40")
    XCTAssertEqual(gradient.elementChildren.map { $0[attribute: "offset"] }, ["0.25", "1"])
  }

  func testSymbolsAndRedactionsAreLabelledPlaceholders() throws {
    let symbol = RenderNode(
      frame: CGRect(x: 10, y: 10, width: 20, height: 20), viewType: "Image",
      content: .symbol(name: "star.fill", paint: .color(RGBA(1, 0.8, 0))))
    let bar = RenderNode(
      frame: CGRect(x: 10, y: 40, width: 100, height: 12), viewType: "Text",
      content: .redaction(
        path: Path(roundedRect: CGRect(x: 10, y: 40, width: 100, height: 12), cornerRadius: 3), paint: .color(RGBA(0, 0, 0, 0.2)))
    )
    let root = try parse(render(Trees.widget([symbol, bar])))
    let placeholder = try XCTUnwrap(root.allElements.first { $0[attribute: "data-symbol"] == "star.fill" })
    XCTAssertEqual(placeholder.elements(named: "title").first?.textContent, "star.fill")
    XCTAssertEqual(placeholder.elements(named: "path").count, 1)
    let redacted = try XCTUnwrap(root.allElements.first { $0[attribute: "data-redacted"] == "true" })
    XCTAssertEqual(redacted[attribute: "fill-opacity"], "0.2")
  }

  func testMappedSymbolsAreGlyphOutlinesNotBoxes() throws {
    let glyph = try XCTUnwrap(TextEngine.shared.symbol(named: "cloud.sun.fill"))
    let box = CGRect(x: 10, y: 10, width: 24, height: 24)
    let symbol = RenderNode(
      frame: box, viewType: "Image", content: .symbolGlyph(RenderedSymbol(glyph: glyph, box: box, paint: .color(RGBA(1, 0.8, 0))))
    )
    let unknown = RenderNode(
      frame: CGRect(x: 40, y: 10, width: 20, height: 20), viewType: "Image",
      content: .symbol(name: "no.such.symbol", paint: .color(RGBA(0, 0, 0))))
    let root = try parse(render(Trees.widget([symbol, unknown])))
    let drawn = try XCTUnwrap(root.allElements.first { $0[attribute: "data-symbol"] == "cloud.sun.fill" })
    XCTAssertEqual(drawn[attribute: "data-icon"], "weather-partlycloudy")
    XCTAssertEqual(drawn.elements(named: "title").first?.textContent, "cloud.sun.fill")
    XCTAssertTrue(drawn.elements(named: "path").isEmpty && drawn.elements(named: "rect").isEmpty, "no placeholder box")
    let viewport = try XCTUnwrap(drawn.elements(named: "svg").first)
    XCTAssertEqual(
      [viewport[attribute: "x"], viewport[attribute: "y"], viewport[attribute: "width"], viewport[attribute: "height"]],
      ["10", "10", "24", "24"])
    XCTAssertEqual(viewport[attribute: "fill"], "#ffcc00")
    let use = try XCTUnwrap(viewport.elements(named: "use").first)
    let id = try XCTUnwrap(use[attribute: "href"]).dropFirst()
    let outline = try XCTUnwrap(root.allElements.first { $0.name == "path" && $0[attribute: "id"] == String(id) })
    XCTAssertGreaterThan(outline[attribute: "d"]?.count ?? 0, 20, "the glyph's outline is defined once in <defs>")
    let placeholder = try XCTUnwrap(root.allElements.first { $0[attribute: "data-symbol"] == "no.such.symbol" })
    XCTAssertEqual(placeholder.elements(named: "path").count, 1, "the fallback is the labelled box")
    XCTAssertTrue(placeholder.elements(named: "use").isEmpty)
  }

  /// `bolt.circle` is `bolt` at half size inside a one-em circle outline in the symbol's paint; with
  /// `.fill` the circle is filled and the glyph cut out of it through a mask.
  func testEnclosedSymbolsDrawTheirShapeAroundTheBaseGlyph() throws {
    let box = CGRect(x: 0, y: 0, width: 24, height: 24)
    let paint = Paint.color(RGBA(0, 0, 1))
    let outlined = try XCTUnwrap(TextEngine.shared.symbol(named: "bolt.circle"))
    let filled = try XCTUnwrap(TextEngine.shared.symbol(named: "bolt.circle.fill"))
    let root = try parse(
      render(
        Trees.widget([
          RenderNode(
            frame: box, viewType: "Image", content: .symbolGlyph(RenderedSymbol(glyph: outlined, box: box, paint: paint))),
          RenderNode(frame: box, viewType: "Image", content: .symbolGlyph(RenderedSymbol(glyph: filled, box: box, paint: paint))),
        ])))
    let ring = try XCTUnwrap(root.allElements.first { $0[attribute: "data-symbol"] == "bolt.circle" })
    let circle = try XCTUnwrap(ring.elements(named: "circle").first)
    XCTAssertEqual(
      [circle[attribute: "cx"], circle[attribute: "cy"], circle[attribute: "fill"], circle[attribute: "stroke"]],
      ["12", "12", "none", "#0000ff"])
    let diameter = 20 / 1.16
    XCTAssertEqual(
      Double(circle[attribute: "r"] ?? "") ?? 0, diameter / 2 - diameter / 26, accuracy: 0.01, "one em, less half the ring")
    let inner = try XCTUnwrap(ring.elements(named: "svg").first)
    XCTAssertEqual([inner[attribute: "x"], inner[attribute: "width"]], ["6", "12"])
    let disc = try XCTUnwrap(
      root.allElements.first { $0[attribute: "data-symbol"] == "bolt.circle.fill" }?.elements(named: "circle").first)
    XCTAssertEqual(disc[attribute: "fill"], "#0000ff")
    let maskID = try XCTUnwrap(disc[attribute: "mask"]?.dropFirst(5).dropLast())
    let mask = try XCTUnwrap(root.elements(named: "mask").first { $0[attribute: "id"] == String(maskID) })
    XCTAssertEqual(mask.elements(named: "circle").first?[attribute: "fill"], "#fff")
    XCTAssertEqual(mask.elements(named: "svg").first?[attribute: "fill"], "#000", "the glyph is cut out")
  }

  func testHeavySymbolsAddAStrokeInTheirPaint() throws {
    let glyph = try XCTUnwrap(TextEngine.shared.symbol(named: "bolt.fill"))
    let box = CGRect(x: 0, y: 0, width: 20, height: 20)
    let node = RenderNode(
      frame: box, viewType: "Image",
      content: .symbolGlyph(RenderedSymbol(glyph: glyph, box: box, paint: .color(RGBA(0, 0, 0)), emboldening: 0.5)))
    let root = try parse(render(Trees.widget([node])))
    let viewport = try XCTUnwrap(
      root.allElements.first { $0[attribute: "data-symbol"] == "bolt.fill" }?.elements(named: "svg").first)
    XCTAssertEqual(viewport[attribute: "stroke"], "#000000")
    let width = try XCTUnwrap(Double(viewport[attribute: "stroke-width"] ?? ""))
    XCTAssertEqual(width, 0.5 * Double(glyph.face.unitsPerEm) / 20, accuracy: 0.01, "0.5 pt in font units")
  }

  func testTransformsAreDecomposedWithTwoDecimals() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: 10, y: -5))
    XCTAssertEqual(SVGRenderer.transformValue(rotation), "translate(10 -5) rotate(45)")
    XCTAssertEqual(SVGRenderer.transformValue(CGAffineTransform(scaleX: 0.5, y: 2)), "scale(0.5 2)")
    XCTAssertNil(SVGRenderer.transformValue(.identity))
    XCTAssertNil(SVGRenderer.transformValue(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
  }
}
