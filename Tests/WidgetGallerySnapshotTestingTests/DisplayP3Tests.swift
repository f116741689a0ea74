import CRasterShim
import Foundation
import WidgetGallery
import XCTest
import XMLTree

@testable import WidgetGallerySnapshotTesting

/// Display P3 colours are written as P3 for browsers, with an sRGB fallback that librsvg draws.
@MainActor final class DisplayP3Tests: XCTestCase {
  private func elements(_ svg: String, view: String) throws -> [XMLTreeElement] {
    try XMLTreeParser.parse(svg).allElements.filter { $0[attribute: "data-view"] == view }
  }

  func testAP3FillIsWrittenAsP3WithItsSRGBConversionAsTheFallback() async throws {
    let renderer = WidgetRenderer(layout: .fixed(width: 40, height: 20))
    // P3 (0.5, 0.6, 0.4) is sRGB (0.4737, 0.6038, 0.3761): #799a60.
    let mid = try XCTUnwrap(elements(renderer.svg(of: Color(.displayP3, red: 0.5, green: 0.6, blue: 0.4)), view: "Color").first)
    XCTAssertEqual(mid[attribute: "fill"], "#799a60")
    XCTAssertEqual(mid[attribute: "style"], "fill:color(display-p3 0.5 0.6 0.4)")
    // P3's pure red is outside sRGB: the fallback is clipped to sRGB red, the P3 value stays.
    let red = try XCTUnwrap(elements(renderer.svg(of: Color(.displayP3, red: 1, green: 0, blue: 0)), view: "Color").first)
    XCTAssertEqual(red[attribute: "fill"], "#ff0000")
    XCTAssertEqual(red[attribute: "style"], "fill:color(display-p3 1 0 0)")
    // Opacity keeps the P3 value; UIColor's P3 initialiser is the same colour.
    let faded = try XCTUnwrap(
      elements(
        renderer.svg(of: Color(uiColor: UIColor(displayP3Red: 0.25, green: 0.125, blue: 1, alpha: 1)).opacity(0.5)), view: "Color"
      ).first)
    XCTAssertEqual(faded[attribute: "fill-opacity"], "0.5")
    XCTAssertEqual(faded[attribute: "style"], "fill:color(display-p3 0.25 0.125 1)")
    // An sRGB colour has no style.
    let plain = try XCTUnwrap(elements(renderer.svg(of: Color(red: 0.5, green: 0.6, blue: 0.4)), view: "Color").first)
    XCTAssertNil(plain[attribute: "style"])
  }

  func testStrokesGradientStopsAndShadowsCarryP3Too() async throws {
    let p3 = Color(.displayP3, red: 0.9, green: 0.1, blue: 0.2)
    let view = VStack {
      Circle().stroke(p3, lineWidth: 2).frame(width: 20, height: 20)
      Rectangle().fill(LinearGradient(colors: [p3, .white], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 20)
      Rectangle().fill(.white).frame(width: 20, height: 20).shadow(color: p3, radius: 2)
    }
    let root = try XMLTreeParser.parse(WidgetRenderer(layout: .fixed(width: 60, height: 80)).svg(of: view))
    let declaration = "color(display-p3 0.9 0.1 0.2)"
    let stroked = root.allElements.filter { $0[attribute: "style"] == "stroke:\(declaration)" }
    XCTAssertEqual(stroked.count, 1, "the circle's stroke")
    XCTAssertNotNil(stroked.first?[attribute: "stroke"])
    let stops = root.elements(named: "stop").filter { $0[attribute: "style"] == "stop-color:\(declaration)" }
    XCTAssertEqual(stops.count, 1, "the gradient's P3 stop")
    let floods = root.elements(named: "feFlood").filter { $0[attribute: "style"] == "flood-color:\(declaration)" }
    XCTAssertEqual(floods.count, 1, "the shadow's colour")
  }

  func testAnEmboldenedSymbolHasOneStyleForItsFillAndStroke() async throws {
    let view = Image(systemName: "star.fill").font(.system(size: 20, weight: .heavy)).foregroundStyle(
      Color(.displayP3, red: 0, green: 0.5, blue: 1))
    // Parsing fails on an element with two style attributes.
    let root = try XMLTreeParser.parse(WidgetRenderer(layout: .fixed(width: 40, height: 40)).svg(of: view))
    let styles = root.allElements.compactMap { $0[attribute: "style"] }
    XCTAssertTrue(styles.contains("fill:color(display-p3 0 0.5 1);stroke:color(display-p3 0 0.5 1)"), "\(styles)")
  }

  func testLibrsvgDrawsTheSRGBFallback() async throws {
    // librsvg 2.54 cannot parse CSS Color 4's color(): it drops the declaration and draws the
    // presentation attribute, so the PNG equals the one of the sRGB conversion written alone.
    let renderer = WidgetRenderer(layout: .fixed(width: 40, height: 20))
    let p3 = renderer.svg(
      of: HStack(spacing: 0) {
        Color(.displayP3, red: 0.5, green: 0.6, blue: 0.4)
        Color(.displayP3, red: 1, green: 0, blue: 0)
      })
    let srgb = renderer.svg(
      of: HStack(spacing: 0) {
        Color(red: 0.4737, green: 0.6038, blue: 0.3761)
        Color(red: 1, green: 0, blue: 0)
      })
    XCTAssertNotEqual(p3, srgb)
    let comparison = try Rasterizer.compare(Rasterizer.render(p3, scale: 1), Rasterizer.render(srgb, scale: 1))
    XCTAssertEqual(comparison.new_width, 40)
    XCTAssertEqual(comparison.differing, 0)
  }
}
