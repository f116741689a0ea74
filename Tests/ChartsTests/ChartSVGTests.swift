import Charts
import Foundation
import GalleryTestSupport
import SwiftUI
import ViewDSL
import WidgetKit
import XCTest
import XMLTree

/// Charts as drawn: parsed back from the SVG.
@MainActor final class ChartSVGTests: XCTestCase {
  private func elements(_ root: XMLTreeElement, view: String) -> [XMLTreeElement] {
    root.allElements.filter { $0.attributes.contains { $0.name == "data-view" && $0.value == view } }
  }

  private func attribute(_ element: XMLTreeElement, _ name: String) -> String? {
    element.attributes.first { $0.name == name }?.value
  }

  /// Bars are rectangles in the palette's order: blue, then green (iOS system colours).
  func testBarsAreRectsInThePaletteOrder() async throws {
    let svg = try chartSVG(ChartSamples.groupedBars.chartLegend(.hidden))
    let bars = elements(svg.root, view: "BarMark")
    XCTAssertEqual(bars.count, 6)
    XCTAssertTrue(bars.allSatisfy { $0.name == "rect" })
    XCTAssertEqual(bars.compactMap { attribute($0, "fill") }, ["#007aff", "#007aff", "#007aff", "#34c759", "#34c759", "#34c759"])
    let x0 = Double(attribute(bars[0], "x")!)!
    let w0 = Double(attribute(bars[0], "width")!)!
    let x3 = Double(attribute(bars[3], "x")!)!
    XCTAssertEqual(x0 + w0, x3, accuracy: 0.02)
  }

  /// `chartForegroundStyleScale` maps values to styles in its own order.
  func testForegroundScaleMapsSeries() async throws {
    let chart = ChartSamples.stackedBars.chartForegroundStyleScale(["South": Color.orange, "North": Color.purple])
    let svg = try chartSVG(chart)
    let fills = elements(svg.root, view: "BarMark").compactMap { attribute($0, "fill") }
    XCTAssertEqual(Set(fills.prefix(3)), ["#af52de"])
    XCTAssertEqual(Set(fills.suffix(3)), ["#ff9500"])
  }

  /// A linear line passes through its points, left to right.
  func testLinePathPassesThroughThePoints() async throws {
    struct Point: Identifiable {
      let x: Int
      let y: Int
      var id: Int { x }
    }
    let points = [Point(x: 0, y: 0), Point(x: 5, y: 10), Point(x: 10, y: 5)]
    let chart = Chart(points) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
      .chartXAxis(.hidden).chartYAxis(.hidden)
      .frame(width: 100, height: 100)
    let svg = try chartSVG(chart, family: .systemSmall)
    let line = try XCTUnwrap(elements(svg.root, view: "LineMark").first)
    let d = try XCTUnwrap(attribute(line, "d"))
    let numbers = d.split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }
    XCTAssertEqual(numbers.count, 6)
    // x: 0…10 over 100 pt; y: 0…10 over 100 pt, upwards.
    XCTAssertEqual(numbers[2] - numbers[0], 50, accuracy: 0.02)
    XCTAssertEqual(numbers[1] - numbers[3], 100, accuracy: 0.02)
    XCTAssertEqual(numbers[5] - numbers[3], 50, accuracy: 0.02)
    XCTAssertEqual(attribute(line, "stroke-width"), "2")
  }
}
