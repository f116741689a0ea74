import Charts
import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftUI
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

  /// A modifier changes the kinds of marks that have what it changes, as in Swift Charts: a
  /// bar has no curve, symbol or stroke, a rule no corners, symbol or curve, a point no corners,
  /// stroke or curve; each draws as it does without them.
  func testModifiersLeaveKindsWithoutWhatTheyChangeAsTheyAre() async throws {
    struct Item: Identifiable {
      let x: Int
      let y: Int
      var id: Int { x }
    }
    let items = [Item(x: 1, y: 3), Item(x: 2, y: 5), Item(x: 4, y: 2)]
    let plain = Chart(items) { item in
      BarMark(x: .value("x", item.x), y: .value("y", item.y))
      RuleMark(y: .value("y", item.y))
      PointMark(x: .value("x", item.x), y: .value("y", item.y + 1))
    }
    let modified = Chart(items) { item in
      BarMark(x: .value("x", item.x), y: .value("y", item.y))
        .interpolationMethod(.stepEnd).symbol(.square).symbolSize(99).symbol(by: .value("k", item.x))
        .lineStyle(StrokeStyle(lineWidth: 9)).lineStyle(by: .value("k", item.x))
      RuleMark(y: .value("y", item.y))
        .cornerRadius(5).symbol(.square).symbolSize(99).interpolationMethod(.catmullRom)
      PointMark(x: .value("x", item.x), y: .value("y", item.y + 1))
        .cornerRadius(5).lineStyle(StrokeStyle(lineWidth: 9)).interpolationMethod(.stepEnd)
    }
    let expected = try chartSVG(plain).text
    XCTAssertEqual(try chartSVG(modified).text, expected)
    // The same modifiers change the kinds that have what they change.
    let lines = Chart(items) { item in
      LineMark(x: .value("x", item.x), y: .value("y", item.y)).interpolationMethod(.stepEnd).symbol(.square)
      BarMark(x: .value("x", item.x), y: .value("y", item.y)).cornerRadius(5)
    }
    let svg = try chartSVG(lines).root
    XCTAssertEqual(elements(svg, view: "LineMark").count, 1 + items.count, "a line and a symbol at each point")
    let bars = elements(svg, view: "BarMark")
    XCTAssertEqual(bars.count, items.count)
    XCTAssertTrue(bars.allSatisfy { $0.name == "path" }, "rounded bars are paths (plain ones are rects)")
  }
}
