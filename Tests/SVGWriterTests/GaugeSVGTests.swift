import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest
import XMLTree

@testable import SVGWriter

/// The accessory gauges in the SVG: round-capped 6 pt strokes, the track at 35 % of the value's
/// colour, and in the vibrant mode both white with the track fainter.
@MainActor final class GaugeSVGTests: XCTestCase {
  private func gauge(_ style: GaugeStyle) -> some View {
    Gauge(value: 0.4) {
      Text("kWh")
    } currentValueLabel: {
      Text("40")
    }.gaugeStyle(style)
  }

  private func strokes(_ svg: String) throws -> [XMLTreeElement] {
    try parse(svg).allElements.filter { $0[attribute: "stroke-width"] != nil }
  }

  func testCapacityRingIsATrackAndAValueArc() async throws {
    let svg = widgetSVG(gauge(.accessoryCircularCapacity), family: .accessoryCircular)
    if ProcessInfo.processInfo.environment["GAUGE_SVG_DUMP"] != nil { print(svg) }
    let rings = try strokes(svg)
    XCTAssertEqual(rings.count, 2)
    for ring in rings {
      XCTAssertEqual(ring[attribute: "stroke-width"], "6")
      XCTAssertEqual(ring[attribute: "stroke-linecap"], "round")
      XCTAssertEqual(ring[attribute: "stroke"], "#000000")
    }
    XCTAssertEqual(rings[0][attribute: "stroke-opacity"], "0.35")
    XCTAssertNil(rings[1][attribute: "stroke-opacity"])
  }

  func testOpenRingMarkerIsAFilledDisc() async throws {
    let svg = widgetSVG(gauge(.accessoryCircular), family: .accessoryCircular)
    if ProcessInfo.processInfo.environment["GAUGE_SVG_DUMP"] != nil { print(svg) }
    let root = try parse(svg)
    XCTAssertEqual(try strokes(svg).map { $0[attribute: "stroke-opacity"] }, ["0.35", "0.35"])
    let discs = root.allElements.filter { $0[attribute: "data-view"] == "Circle" && $0[attribute: "fill"] == "#000000" }
    XCTAssertEqual(discs.count, 1)
  }

  func testACircularProgressViewDrawsTheSameRing() async throws {
    let svg = widgetSVG(ProgressView(value: 0.4).progressViewStyle(.circular), family: .accessoryCircular)
    let rings = try strokes(svg)
    XCTAssertEqual(rings.count, 2)
    XCTAssertEqual(rings.map { $0[attribute: "stroke-width"] }, ["6", "6"])
    XCTAssertEqual(rings.map { $0[attribute: "stroke"] }, ["#000000", "#000000"])
    XCTAssertEqual(rings[0][attribute: "stroke-opacity"], "0.35")
    XCTAssertNil(rings[1][attribute: "stroke-opacity"])
  }
}
