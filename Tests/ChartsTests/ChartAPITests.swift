import Charts
import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

/// Chart code as widget extensions write it compiles unchanged and draws: two marks per
/// element, conditions in the chart and axis builders, a dictionary-literal style scale,
/// date domains and strides, formatted and styled axis labels.
@MainActor final class ChartAPITests: XCTestCase {
  struct Flow: Identifiable {
    let date: Date
    let low: Double
    let high: Double
    let kind: String
    var id: String { "\(kind)-\(date.timeIntervalSince1970)" }
  }

  struct DailyChart: View {
    let flows: [Flow]
    var daily = false

    var body: some View {
      Chart {
        ForEach(flows) { flow in
          BarMark(
            x: .value("Day", flow.date, unit: daily ? .day : .hour), yStart: .value("Value", flow.low),
            yEnd: .value("Value", flow.high)
          )
          .foregroundStyle(by: .value("Kind", flow.kind))
          .cornerRadius(3)
          BarMark(
            x: .value("Day", flow.date, unit: daily ? .day : .hour), yStart: .value("Value", 0),
            yEnd: .value("Value", flow.high / 2)
          )
          .foregroundStyle(by: .value("Kind", flow.kind))
        }
        if flows.isEmpty {
          BarMark(x: .value("Day", utc(2024, 6, 10), unit: .day), y: .value("Value", 1)).opacity(0)
        }
      }
      .chartForegroundStyleScale(["up": Color.green, "down": Color.red])
      .chartLegend(.hidden)
      .chartXScale(domain: utc(2024, 6, 10)...utc(2024, 6, 11))
      .chartXAxis {
        if daily {
          AxisMarks(values: .stride(by: .day)) { _ in
            AxisValueLabel(format: .dateTime.day()).font(.system(size: 9))
          }
        } else {
          AxisMarks(values: .stride(by: .hour, count: 6)) { value in
            AxisGridLine().foregroundStyle(Color.gray.opacity(0.2))
            if value.index > 0 {
              AxisTick(length: 3)
            }
            AxisValueLabel(format: .dateTime.hour()).foregroundStyle(Color.gray)
          }
        }
      }
      .chartYAxis {
        AxisMarks(position: .trailing) { value in
          AxisGridLine()
          AxisValueLabel {
            if let number = value.as(Double.self) { Text("\(number.formatted()) kWh") }
          }
        }
      }
    }
  }

  func testWidgetStyleChartCompilesAndDraws() async {
    let flows = [
      Flow(date: utc(2024, 6, 10, 6), low: 0, high: 2, kind: "up"),
      Flow(date: utc(2024, 6, 10, 7), low: -1, high: 0, kind: "down"),
    ]
    let root = layOut(DailyChart(flows: flows), width: 300, height: 150)
    let bars = root.nodes("BarMark")
    XCTAssertEqual(bars.count, 4)
    let labels = root.textFrames.map { $0.0.replacingOccurrences(of: "\u{202F}", with: " ") }
    // −1…2: three marks asked for, steps of 1.
    XCTAssertEqual(labels.filter { $0.hasSuffix("kWh") }, ["-1 kWh", "0 kWh", "1 kWh", "2 kWh"])
    XCTAssertEqual(labels.filter { $0.hasSuffix("AM") || $0.hasSuffix("PM") }, ["12 AM", "6 AM", "12 PM", "6 PM"])
    // The 06:00 bar fills 70% of the sixth hour of 24 across the plot.
    let grid = root.nodes("AxisGridLine").filter { $0.frame.width == 0 }.map(\.frame.minX)
    let hour = (grid.last! - grid.first!) / 24
    XCTAssertEqual(bars[0].frame.minX, grid[0] + hour * 6.15, accuracy: 0.01)
    XCTAssertEqual(root.nodes("AxisTick").count, 4, "no tick at the first value")
  }

  func testEmptyChartStillDrawsItsAxes() async {
    let root = layOut(DailyChart(flows: [], daily: true), width: 300, height: 150)
    XCTAssertEqual(root.nodes("BarMark").count, 1)
    // An integer 1 on the y axis: marks 0 and 1 only.
    XCTAssertEqual(root.textFrames.map(\.0).filter { $0.hasSuffix("kWh") }, ["0 kWh", "1 kWh"])
    XCTAssertEqual(root.textFrames.map(\.0).filter { !$0.hasSuffix("kWh") }, ["10"])
  }

  /// Horizontal bars (a number on x, a category on y), symbols, explicit styles, a domain
  /// without zero and automatic marks with a desired count.
  func testHorizontalBarsSymbolsAndDomainWithoutZero() async {
    let bars = Chart(ChartSamples.sales.filter { $0.region == "North" }) { sale in
      BarMark(x: .value("Amount", sale.amount), y: .value("Month", sale.month))
        .foregroundStyle(.orange)
    }
    .chartXAxis { AxisMarks(values: .stride(by: 10)) }
    let root = layOut(bars, width: 300, height: 150)
    let marks = root.nodes("BarMark")
    XCTAssertEqual(marks.count, 3)
    XCTAssertEqual(marks[0].frame.minX, marks[1].frame.minX, accuracy: 0.01, "all grow from zero on the left")
    XCTAssertLessThan(marks[0].frame.maxY, marks[1].frame.minY, "Jan above Feb")
    XCTAssertEqual(marks[1].frame.width / marks[0].frame.width, 18.0 / 12.0, accuracy: 0.001)

    let line = Chart(ChartSamples.hourly) { reading in
      LineMark(x: .value("Time", reading.date), y: .value("kWh", reading.value + 10))
        .symbol(.circle)
        .interpolationMethod(.stepStart)
    }
    .chartYScale(domain: .automatic(includesZero: false))
    .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
    let plotted = layOut(line, width: 300, height: 150)
    XCTAssertEqual(plotted.nodes("LineMark").count, 1 + 24, "the line and a symbol per point")
    let numbers = plotted.textFrames.map(\.0).compactMap(Double.init)
    XCTAssertEqual(numbers, [8, 9, 10, 11, 12], "8.5…11.2 without zero: steps of 1")
  }

  /// `Plot` groups marks so that a modifier reaches each of them; an axis label may be a string.
  func testPlotGroupsMarksAndLabelsMayBeStrings() async {
    let chart = Chart(ChartSamples.hourly) { reading in
      Plot {
        LineMark(x: .value("Time", reading.date), y: .value("kWh", reading.value))
        AreaMark(x: .value("Time", reading.date), y: .value("kWh", reading.value))
      }
      .foregroundStyle(.orange)
    }
    .chartYAxis {
      AxisMarks(values: .automatic(desiredCount: 2)) { value in
        AxisValueLabel(String("\(value.as(Double.self) ?? 0) u"))
      }
    }
    let root = layOut(chart, width: 300, height: 150)
    XCTAssertEqual(root.nodes("LineMark").count, 1)
    XCTAssertEqual(root.nodes("AreaMark").count, 1)
    let orange = Color.orange.resolvePaint(in: EnvironmentValues())
    for node in root.nodes("LineMark") + root.nodes("AreaMark") {
      switch node.content {
      case .stroke(_, let paint, _), .fill(_, let paint, _): XCTAssertEqual(paint, orange, "the Plot's style reaches its marks")
      default: XCTFail("a mark draws a path")
      }
    }
    XCTAssertFalse(root.textFrames.map(\.0).filter { $0.hasSuffix(" u") }.isEmpty, "string labels")
  }

  /// Formatted date labels use the chart's time zone, as dates in `Text` do.
  func testDateLabelsUseTheEnvironmentsTimeZone() async {
    let chart = Chart(ChartSamples.hourly) { BarMark(x: .value("Time", $0.date, unit: .hour), y: .value("kWh", $0.value)) }
      .chartXAxis {
        AxisMarks(values: [utc(2024, 6, 10, 0)]) { _ in AxisValueLabel(format: .dateTime.hour()) }
      }
    var environment = EnvironmentValues()
    environment.timeZone = TimeZone(identifier: "Europe/Amsterdam")!
    let labels = layOut(chart, width: 300, height: 150, environment: environment).textFrames.map {
      $0.0.replacingOccurrences(of: "\u{202F}", with: " ")
    }
    XCTAssertTrue(labels.contains("2 AM"), "\(labels)")
  }

  /// A label's format style keeps its own locale whatever the environment's is, as Swift
  /// Charts formats it: two-digit hours without AM/PM are a 24-hour clock in a Netherlands
  /// locale ("00" … "18") and a 12-hour one in a United States locale ("12", "06").
  func testFormattedLabelsKeepTheFormatsLocale() async {
    func labels(format: String, environment: String) -> [String] {
      let chart = Chart(ChartSamples.hourly) { BarMark(x: .value("Time", $0.date, unit: .hour), y: .value("kWh", $0.value)) }
        .chartXAxis {
          AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
            AxisValueLabel(format: .dateTime.hour(.twoDigits(amPM: .omitted)).locale(Locale(identifier: format)))
          }
        }
      var values = EnvironmentValues()
      values.locale = Locale(identifier: environment)
      return layOut(chart, width: 300, height: 150, environment: values).textFrames.map(\.0).filter {
        $0.count == 2 && $0.allSatisfy(\.isNumber)
      }
    }
    XCTAssertEqual(labels(format: "en_NL", environment: "en_US"), ["00", "06", "12", "18"])
    XCTAssertEqual(labels(format: "en-NL", environment: "en_US"), ["00", "06", "12", "18"])
    XCTAssertEqual(labels(format: "en_US", environment: "en_NL"), ["12", "06", "12", "06"])
  }
}
