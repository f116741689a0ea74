import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// The accented rendering mode (the tinted Home Screen) per group and per
/// `widgetAccentedRenderingMode`, the vibrant mode beside it, and full colour left alone.
@MainActor final class AccentedRenderingModeTests: XCTestCase {
  private let accent = RenderingModePaint.accentedAccent
  private let primary = RenderingModePaint.accentedPrimary
  private let red = RGBA(1, 0, 0)

  /// A bitmap image node, drawn as is (not a template) unless `tint` is given.
  private func image(_ view: String, mode: WidgetAccentedRenderingMode?, tint: Paint? = nil) -> RenderNode {
    let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    var node = RenderNode(
      frame: frame, viewType: view,
      content: .image(RenderedImage(image: ImageData(data: Trees.png, scale: 1)!, drawRect: frame, tint: tint)))
    node.accentedImageMode = mode
    return node
  }

  private func accentGroup(_ children: [RenderNode]) -> RenderNode {
    var group = Trees.group(CGRect(x: 0, y: 0, width: 40, height: 40), "AccentGroup", children)
    group.isAccentGroup = true
    return group
  }

  private func element(_ root: XMLTreeElement, _ view: String) throws -> XMLTreeElement {
    try XCTUnwrap(root.allElements.first { $0[attribute: "data-view"] == view }, view)
  }

  /// The colour matrix of the filter on `view`'s element, and whether the filter then multiplies
  /// by the image's alpha; nil without a filter.
  private func imageFilter(_ root: XMLTreeElement, _ view: String) throws -> (matrix: [Double], multipliesAlpha: Bool)? {
    guard let reference = try element(root, view)[attribute: "filter"] else { return nil }
    XCTAssertTrue(reference.hasPrefix("url(#") && reference.hasSuffix(")"), reference)
    let id = String(reference.dropFirst(5).dropLast())
    let filter = try XCTUnwrap(root.allElements.first { $0.name == "filter" && $0[attribute: "id"] == id })
    let values = try XCTUnwrap(filter.elements(named: "feColorMatrix").first?[attribute: "values"])
    let matrix = values.split(separator: " ").compactMap { Double($0) }
    XCTAssertEqual(matrix.count, 20)
    return (matrix, !filter.elements(named: "feComposite").isEmpty)
  }

  /// What the filter on `view` makes of one pixel of the image, as a browser computes it.
  private func filtered(_ pixel: RGBA, _ root: XMLTreeElement, _ view: String) throws -> RGBA {
    guard let (m, multipliesAlpha) = try imageFilter(root, view) else { return pixel }
    func row(_ i: Int) -> Double {
      let value = m[5 * i] * pixel.red + m[5 * i + 1] * pixel.green + m[5 * i + 2] * pixel.blue + m[5 * i + 3] * pixel.alpha
      return min(max(value + m[5 * i + 4], 0), 1)
    }
    return RGBA(row(0), row(1), row(2), row(3) * (multipliesAlpha ? pixel.alpha : 1))
  }

  private func assertEqual(_ lhs: RGBA, _ rhs: RGBA, _ message: String, line: UInt = #line) {
    let pairs = [(lhs.red, rhs.red), (lhs.green, rhs.green), (lhs.blue, rhs.blue), (lhs.alpha, rhs.alpha)]
    XCTAssertTrue(pairs.allSatisfy { abs($0 - $1) < 0.005 }, "\(message): \(lhs) is not \(rhs)", line: line)
  }

  private func with(alpha: Double, _ color: RGBA) -> RGBA { RGBA(color.red, color.green, color.blue, alpha) }

  func testAnImageWithoutTheModifierIsItsAlphaInItsGroupsColour() async throws {
    let root = try parse(
      render(Trees.widget([image("Plain", mode: nil), accentGroup([image("InAccentGroup", mode: nil)])], mode: .accented)))
    let pixel = RGBA(1, 0, 0.5, 0.8)
    assertEqual(try filtered(pixel, root, "Plain"), with(alpha: 0.8, primary), "primary group")
    assertEqual(try filtered(pixel, root, "InAccentGroup"), with(alpha: 0.8, accent), "accent group")
  }

  func testEachAccentedRenderingModeDrawsAsAppleDocumentsIt() async throws {
    let nodes = [
      image("Accented", mode: .accented), image("Desaturated", mode: .desaturated),
      image("AccentedDesaturated", mode: .accentedDesaturated), image("FullColor", mode: .fullColor),
      accentGroup([image("DesaturatedInAccentGroup", mode: .desaturated)]),
    ]
    let root = try parse(render(Trees.widget(nodes, mode: .accented)))
    let grey = RGBA(0.5, 0.5, 0.5, 1)
    let halfRed = RGBA(1, 0, 0, 0.5)
    // .accented: the accent group, as widgetAccentable() would make it.
    assertEqual(try filtered(halfRed, root, "Accented"), with(alpha: 0.5, accent), "accented")
    // .desaturated: luminance becomes alpha, in the primary colour; a grey stays a grey level.
    assertEqual(try filtered(grey, root, "Desaturated"), with(alpha: 0.5, primary), "desaturated grey")
    assertEqual(try filtered(halfRed, root, "Desaturated"), with(alpha: 0.5 * 0.2126, primary), "desaturated red")
    XCTAssertEqual(try imageFilter(root, "Desaturated")?.multipliesAlpha, true)
    // .accentedDesaturated: the same in the accent colour.
    assertEqual(try filtered(grey, root, "AccentedDesaturated"), with(alpha: 0.5, accent), "accentedDesaturated")
    // .fullColor: drawn untouched.
    XCTAssertNil(try imageFilter(root, "FullColor"))
    // The image's own mode decides inside an accent group.
    assertEqual(try filtered(grey, root, "DesaturatedInAccentGroup"), with(alpha: 0.5, primary), "explicit mode wins")
  }

  func testTemplateImagesFollowTheModeToo() async throws {
    let modes: [(String, WidgetAccentedRenderingMode?)] = [
      ("Default", nil), ("Accented", .accented), ("Desaturated", .desaturated),
      ("AccentedDesaturated", .accentedDesaturated), ("FullColor", .fullColor),
    ]
    let nodes = modes.map { image($0.0, mode: $0.1, tint: .color(red)) }
    let root = try parse(render(Trees.widget(nodes, mode: .accented)))
    func fill(_ view: String) throws -> [String?] {
      let element = try element(root, view)
      return [element[attribute: "fill"], element[attribute: "fill-opacity"]]
    }
    XCTAssertEqual(try fill("Default"), ["#ffffff", nil])
    XCTAssertEqual(try fill("Accented"), ["#78c8ff", nil])
    XCTAssertEqual(try fill("Desaturated"), ["#ffffff", "0.21"], "red's luminance as opacity")
    XCTAssertEqual(try fill("AccentedDesaturated"), ["#78c8ff", "0.21"])
    XCTAssertEqual(try fill("FullColor"), ["#ff0000", nil])
  }

  func testFullColorIsUnchangedByTheModifier() async throws {
    for scheme in [ColorScheme.light, .dark] {
      let modes: [WidgetAccentedRenderingMode] = [.accented, .desaturated, .accentedDesaturated, .fullColor]
      let plain = modes.enumerated().map { image("Image\($0.offset)", mode: nil) }
      let modified = modes.enumerated().map { image("Image\($0.offset)", mode: $0.element) }
      let svg = render(Trees.widget(plain, scheme: scheme))
      XCTAssertEqual(render(Trees.widget(modified, scheme: scheme)), svg, "\(scheme)")
      XCTAssertFalse(svg.contains("<filter"), "\(scheme)")
    }
  }

  func testVibrantIgnoresTheAccentGroupAndTheImageModes() async throws {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let orange = Paint.color(RGBA(bytes: 255, 149, 0))
    let nodes = [
      Trees.fill(rect, orange, viewType: "Primary"), accentGroup([Trees.fill(rect, orange, viewType: "Accent")]),
      image("Plain", mode: nil), image("FullColor", mode: .fullColor), image("AccentedDesaturated", mode: .accentedDesaturated),
    ]
    let root = try parse(render(Trees.widget(nodes, mode: .vibrant)))
    let primaryFill = try element(root, "Primary")
    XCTAssertEqual(primaryFill[attribute: "fill"], "#ffffff")
    XCTAssertEqual(try element(root, "Accent")[attribute: "fill"], "#ffffff")
    XCTAssertEqual(try element(root, "Accent")[attribute: "fill-opacity"], primaryFill[attribute: "fill-opacity"])
    let pixel = RGBA(1, 0.5, 0, 0.8)
    let luminance = 0.2126 + 0.7152 * 0.5
    for view in ["Plain", "FullColor", "AccentedDesaturated"] {
      assertEqual(try filtered(pixel, root, view), RGBA(1, 1, 1, 0.8 * luminance), view)
    }
  }

  /// The modifier through the mirror and layout: `Image.widgetAccentedRenderingMode(_:)`.
  func testTheModifierReachesTheDrawing() async throws {
    let bitmap = Image(data: ImageData(data: Trees.png, scale: 1)!).resizable()
    let view = VStack(spacing: 0) {
      bitmap.widgetAccentedRenderingMode(.fullColor).frame(width: 20, height: 20)
      bitmap.widgetAccentedRenderingMode(.desaturated).frame(width: 20, height: 20)
      bitmap.frame(width: 20, height: 20)
      Image(systemName: "bolt.fill").widgetAccentedRenderingMode(.fullColor).foregroundStyle(.red)
    }
    func layOut(_ mode: WidgetRenderingMode) -> XMLTreeElement? {
      var environment = EnvironmentValues()
      environment.widgetFamily = .systemSmall
      environment.widgetRenderingMode = mode
      let context = ResolveContext(environment: environment)
      let node = context.resolveSingle(view)
      let widget = WidgetLayout.layout(content: node, background: nil, family: .systemSmall, environment: environment)
      return try? parse(render(widget))
    }
    let tinted = try XCTUnwrap(layOut(.accented))
    let images = tinted.allElements.filter { $0[attribute: "data-view"] == "Image" }
    XCTAssertEqual(images.count, 4)
    guard images.count == 4 else { return }
    XCTAssertNil(images[0][attribute: "filter"], "fullColor keeps the image's colours")
    XCTAssertNotNil(images[1][attribute: "filter"], "desaturated")
    XCTAssertNotNil(images[2][attribute: "filter"], "the default recolours")
    XCTAssertNotEqual(images[1][attribute: "filter"], images[2][attribute: "filter"])
    let symbolFills = images[3].allElements.compactMap { $0[attribute: "fill"] }
    XCTAssertEqual(symbolFills, ["#ff3b30"], "a fullColor symbol keeps its foreground colour")
    let light = try XCTUnwrap(layOut(.fullColor))
    XCTAssertFalse(light.allElements.contains { $0.name == "filter" })
  }
}
