import Charts
import Foundation
import GalleryTestSupport
import SwiftUI
import ViewDSL
import WidgetKit
import XCTest

/// Writes the sample charts as SVG files into `$CHART_PREVIEW_DIR` for looking at; does
/// nothing without it.
@MainActor final class ChartPreviewDumpTests: XCTestCase {
  func testDumpSamples() async throws {
    guard let folder = ProcessInfo.processInfo.environment["CHART_PREVIEW_DIR"] else { return }
    let samples: [(String, AnyView)] = [
      ("category-bars", AnyView(ChartSamples.categoryBars)), ("stacked-bars", AnyView(ChartSamples.stackedBars)),
      ("grouped-bars", AnyView(ChartSamples.groupedBars)), ("hourly-line", AnyView(ChartSamples.hourlyLine)),
      ("hourly-bars", AnyView(ChartSamples.hourlyBars)), ("donut", AnyView(ChartSamples.donut)),
      ("area-rule", AnyView(ChartSamples.areaAndRule)),
    ]
    for (name, view) in samples {
      let svg = try chartSVG(view.padding())
      try svg.text.write(toFile: "\(folder)/\(name).svg", atomically: true, encoding: .utf8)
    }
  }
}
