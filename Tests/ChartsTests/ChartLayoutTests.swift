import Charts
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// The plot area, marks, stacking and labels as laid out.
@MainActor final class ChartLayoutTests: XCTestCase {
  /// Y labels sit on the trailing side, `labelSpacing` (4.5) from the plot; x labels under
  /// it; bars fill 70% of their band.
  func testCategoryBarsFillTheirBandsAboveTheXLabels() async {
    let root = layOut(ChartSamples.categoryBars, width: 300, height: 200)
    let bars = root.nodes("BarMark")
    XCTAssertEqual(bars.count, 3)
    let labels = Dictionary(root.textFrames.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    // 0…18 over a 200-pt chart: five marks asked for, steps of 5 (d3's rule; see ChartTicksTests).
    XCTAssertEqual(root.textFrames.map(\.0), ["Jan", "Feb", "Mar", "0", "5", "10", "15", "20"])
    guard let jan = labels["Jan"], let zero = labels["0"], let top = labels["20"] else { return XCTFail("labels \(labels.keys)") }
    let plotRight = zero.minX - 4.5
    let plotBottom = jan.minY - 4.5
    let band = plotRight / 3
    XCTAssertEqual(bars[0].frame.width, band * 0.7, accuracy: 0.01)
    XCTAssertEqual(bars[0].frame.midX, band / 2, accuracy: 0.01)
    XCTAssertEqual(jan.midX, band / 2, accuracy: 0.01)
    XCTAssertEqual(bars[0].frame.maxY, plotBottom, accuracy: 0.01)
    // Feb (18) against a 0…20 domain: 90% of the plot's height.
    XCTAssertEqual(bars[1].frame.height, plotBottom * 0.9, accuracy: 0.01)
    XCTAssertEqual(top.midY, 0, accuracy: 0.01)
    XCTAssertEqual(root.frame.size, CGSize(width: 300, height: 200))
  }

  /// Standard stacking: each region's bar starts where the previous one ended; negative
  /// values stack down from zero.
  func testStackedBarsStartWhereThePreviousEnds() async {
    let root = layOut(ChartSamples.stackedBars.chartLegend(.hidden), width: 300, height: 200)
    let bars = root.nodes("BarMark")
    XCTAssertEqual(bars.count, 6)
    // Drawn in data order: North Jan, Feb, Mar, then South Jan, Feb, Mar.
    XCTAssertEqual(bars[3].frame.maxY, bars[0].frame.minY, accuracy: 0.01)
    XCTAssertEqual(bars[4].frame.maxY, bars[1].frame.minY, accuracy: 0.01)
    XCTAssertEqual(bars[5].frame.minY, bars[2].frame.maxY, accuracy: 0.01, "negative South Mar hangs below zero")
    XCTAssertEqual(bars[3].frame.minX, bars[0].frame.minX, accuracy: 0.01)
  }

  func testNormalizedStacksFillThePlot() async {
    let chart = Chart(ChartSamples.sales.filter { $0.amount > 0 }) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount), stacking: .normalized)
        .foregroundStyle(by: .value("Region", sale.region))
    }
    .chartLegend(.hidden)
    let bars = layOut(chart, width: 300, height: 200).nodes("BarMark")
    let jan = bars.filter { abs($0.frame.minX - bars[0].frame.minX) < 0.01 }
    XCTAssertEqual(jan.count, 2)
    XCTAssertEqual(jan.map(\.frame.height).reduce(0, +), jan[0].frame.maxY - jan[1].frame.minY, accuracy: 0.01)
    XCTAssertEqual(jan[0].frame.height / (jan[0].frame.height + jan[1].frame.height), 12.0 / 17.0, accuracy: 0.001)
  }

  /// `position(by:)`: one slot per value, side by side, sharing the band's 70%.
  func testGroupedBarsStandSideBySide() async {
    let root = layOut(ChartSamples.groupedBars.chartLegend(.hidden), width: 300, height: 200)
    let bars = root.nodes("BarMark")
    XCTAssertEqual(bars[0].frame.maxX, bars[3].frame.minX, accuracy: 0.01)
    XCTAssertEqual(bars[0].frame.width, bars[3].frame.width, accuracy: 0.01)
    XCTAssertEqual(bars[0].frame.maxY, bars[3].frame.maxY, accuracy: 0.01, "both grow from zero")
  }

  /// The legend goes below the plot: a symbol and the name of each series, in order of
  /// first appearance; `.hidden` removes it and the plot takes its room.
  func testLegendSitsBelowThePlotUnlessHidden() async {
    let shown = layOut(ChartSamples.stackedBars, width: 300, height: 200)
    let names = shown.textFrames.map(\.0)
    let north = shown.textFrames.first { $0.0 == "North" }!.1
    let south = shown.textFrames.first { $0.0 == "South" }!.1
    XCTAssertLessThan(north.maxX, south.minX)
    let jan = shown.textFrames.first { $0.0 == "Jan" }!.1
    XCTAssertGreaterThan(north.minY, jan.maxY)
    XCTAssertEqual(north.maxY, 200, accuracy: 1)
    XCTAssertTrue(names.contains("North"))
    let hidden = layOut(ChartSamples.stackedBars.chartLegend(.hidden), width: 300, height: 200)
    XCTAssertFalse(hidden.textFrames.map(\.0).contains("North"))
    XCTAssertGreaterThan(hidden.nodes("BarMark")[1].frame.height, shown.nodes("BarMark")[1].frame.height)
  }

  /// Dates with a unit: a bar spans 70% of its hour; labels start just after their mark and
  /// the one at the domain's end, naming nothing shown, is dropped.
  func testHourlyBarsAndTheirLabels() async {
    let root = layOut(ChartSamples.hourlyBars, width: 300, height: 120)
    let bars = root.nodes("BarMark")
    XCTAssertEqual(bars.count, 24)
    let grid = root.nodes("AxisGridLine").filter { $0.frame.width == 0 }.map(\.frame.minX)
    XCTAssertEqual(grid.count, 5, "00, 06, 12, 18 and the end of the day")
    let hour = (grid[4] - grid[0]) / 24
    XCTAssertEqual(bars[0].frame.width, hour * 0.7, accuracy: 0.01)
    XCTAssertEqual(bars[0].frame.midX, grid[0] + hour / 2, accuracy: 0.01)
    let plotBottom = root.nodes("AxisGridLine").filter { $0.frame.width == 0 }[0].frame.maxY
    let xLabels = root.textFrames.filter { $0.1.minY > plotBottom }
    // `.hour(.twoDigits(amPM: .omitted))` in en_US: a 12-hour clock.
    XCTAssertEqual(xLabels.map(\.0), ["12", "06", "12", "06"])
    let first = xLabels[0].1
    XCTAssertEqual(first.minX, grid[0] + 4.5, accuracy: 0.01)
  }

  /// Default date labels name what their stride changes: hours as "12 AM", "6 AM".
  func testDefaultDateLabelsFollowTheStride() async {
    let root = layOut(ChartSamples.hourlyLine, width: 300, height: 150)
    // ICU puts a narrow no-break space before AM/PM, as iOS 17 does.
    let strings = root.textFrames.map { $0.0.replacingOccurrences(of: "\u{202F}", with: " ") }
    // The same −1.35…1.25 range iOS 17 marked by whole units at 66 and 280 pt.
    XCTAssertEqual(strings.suffix(5), ["-2", "-1", "0", "1", "2"])
    XCTAssertTrue(strings.contains("12 AM"), "\(strings)")
    XCTAssertTrue(strings.contains("6 AM"), "\(strings)")
  }

  /// iOS labels a 0…2 axis marked every 0.5 "0", "0.5", "1.0", "1.5", "2.0": one decimal on
  /// every label but zero.
  func testFractionalStepLabelsKeepTheirDecimals() async {
    let chart = ChartSamples.categoryBars
      .chartYScale(domain: 0...2)
      .chartYAxis { AxisMarks(values: [0, 0.5, 1, 1.5, 2]) }
    let root = layOut(chart, width: 300, height: 200)
    XCTAssertEqual(root.textFrames.map(\.0).filter { Double($0) != nil }, ["0", "0.5", "1.0", "1.5", "2.0"])
  }

  func testExplicitDomainAndValues() async {
    let chart = ChartSamples.categoryBars
      .chartYScale(domain: 0...50)
      .chartYAxis { AxisMarks(values: [0, 25, 50]) }
    let root = layOut(chart, width: 300, height: 200)
    let numbers = root.textFrames.map(\.0).filter { Double($0) != nil }
    XCTAssertEqual(numbers, ["0", "25", "50"])
    let bars = root.nodes("BarMark")
    let plotBottom = bars[0].frame.maxY
    XCTAssertEqual(bars[1].frame.height, plotBottom * 18 / 50, accuracy: 0.01)
  }

  func testLeadingAxisAndHiddenAxis() async {
    let leading = layOut(ChartSamples.categoryBars.chartYAxis { AxisMarks(position: .leading) }, width: 300, height: 200)
    let zero = leading.textFrames.first { $0.0 == "0" }!.1
    XCTAssertGreaterThan(leading.nodes("BarMark")[0].frame.minX, zero.maxX + 4)
    let hidden = layOut(ChartSamples.categoryBars.chartYAxis(.hidden).chartXAxis(.hidden), width: 300, height: 200)
    XCTAssertTrue(hidden.textFrames.isEmpty)
    XCTAssertEqual(hidden.nodes("BarMark")[0].frame.midX, 50, accuracy: 0.01, "the plot takes the whole width")
    XCTAssertEqual(hidden.nodes("BarMark")[0].frame.maxY, 200, accuracy: 0.01)
  }

  func testSectorsShareTheTurn() async {
    let root = layOut(ChartSamples.donut.chartLegend(.hidden), width: 200, height: 200)
    XCTAssertEqual(root.nodes("SectorMark").count, 3)
  }

  func testRuleSpansThePlotAtItsValue() async {
    let root = layOut(ChartSamples.areaAndRule, width: 300, height: 150)
    XCTAssertEqual(root.nodes("RuleMark").count, 1)
    XCTAssertEqual(root.nodes("AreaMark").count, 1)
  }

  /// An annotation sits centred above its bar, 4 pt away unless `spacing` says otherwise.
  func testAnnotationSitsAboveItsBar() async {
    let chart = Chart(ChartSamples.sales.filter { $0.region == "North" }) { sale in
      BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
        .annotation(position: .top) { Text("\(Int(sale.amount))") }
    }
    let root = layOut(chart, width: 300, height: 200)
    let bar = root.nodes("BarMark")[1]
    let note = root.textFrames.first { $0.0 == "18" }!.1
    XCTAssertEqual(note.midX, bar.frame.midX, accuracy: 0.01)
    XCTAssertEqual(note.maxY, bar.frame.minY - 4, accuracy: 0.01)
  }

  /// `chartPlotStyle` styles the plot area itself: a background fills exactly the plot.
  func testPlotStyleFillsThePlotArea() async throws {
    let chart = ChartSamples.categoryBars.chartPlotStyle { plot in plot.background(Color.yellow) }
    let root = layOut(chart, width: 300, height: 200)
    let grid = root.nodes("AxisGridLine").filter { $0.frame.height == 0 }
    let fill = root.allNodes.first { node in
      if case .fill(_, .color(let rgba), _) = node.content { return rgba.blue < 0.1 && rgba.red > 0.9 }
      return false
    }
    let plot = try XCTUnwrap(fill).frame
    XCTAssertEqual(plot.minX, 0, accuracy: 0.01)
    XCTAssertEqual(plot.width, grid[0].frame.width, accuracy: 0.01)
    XCTAssertEqual(plot.maxY, grid.map(\.frame.minY).max()!, accuracy: 0.01)
  }

  /// Sectors start at the top and run clockwise, each its share of the turn.
  func testPieStartsAtTheTopClockwise() async throws {
    struct Slice: Identifiable {
      let name: String
      let value: Double
      var id: String { name }
    }
    let chart = Chart([Slice(name: "a", value: 1), Slice(name: "b", value: 3)]) { slice in
      SectorMark(angle: .value("Value", slice.value)).foregroundStyle(by: .value("Name", slice.name))
    }
    .chartLegend(.hidden)
    let root = layOut(chart, width: 100, height: 100)
    let sectors = root.nodes("SectorMark")
    XCTAssertEqual(sectors.count, 2)
    guard case .fill(let path, _, _) = sectors[0].content else { return XCTFail() }
    var points: [CGPoint] = []
    // swift-format-ignore: ReplaceForEachWithForLoop
    // `Path` is not a sequence: `forEach` is its own method.
    path.forEach { element in
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let p, _, _): points.append(p)
      default: break
      }
    }
    // The quarter sector runs from 12 o'clock to 3 o'clock and back to the centre.
    XCTAssertEqual(points.first!.x, 50, accuracy: 0.01)
    XCTAssertEqual(points.first!.y, 0, accuracy: 0.01)
    XCTAssertTrue(points.contains { abs($0.x - 100) < 0.01 && abs($0.y - 50) < 0.01 })
    XCTAssertTrue(points.contains { abs($0.x - 50) < 0.01 && abs($0.y - 50) < 0.01 })
  }

  /// Offered an infinite size (a stack's probe) a chart takes the largest length and draws
  /// its axes along it; offered none, 10 points, as shapes do.
  func testUnboundedProposalsGiveTheIdealSize() async {
    let node = ResolveContext(environment: EnvironmentValues()).resolveSingle(ChartSamples.hourlyBars)
    let infinite = WidgetLayout.layout(node, proposal: ProposedViewSize(width: .infinity, height: .infinity))
    XCTAssertEqual(infinite.frame.size, CGSize(width: 1_000_000, height: 1_000_000))
    XCTAssertEqual(infinite.nodes("BarMark").count, 24)
    let unspecified = WidgetLayout.layout(node, proposal: ProposedViewSize(width: nil, height: 80))
    XCTAssertEqual(unspecified.frame.size, CGSize(width: 10, height: 80))
  }
}
