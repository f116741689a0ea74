import Foundation
import GalleryTestSupport
import XCTest

/// Checks that the Charts module declares no public type Apple's Charts framework lacks.
final class ChartsPublicAPITests: XCTestCase {
  /// Public types of Apple's Charts framework (iOS 17/18) that the module mirrors.
  private let appleNames: Set<String> = [
    "Chart", "ChartContent", "ChartContentBuilder", "Plottable", "PrimitivePlottableProtocol", "PlottableValue",
    "BarMark", "LineMark", "AreaMark", "PointMark", "RuleMark", "RectangleMark", "SectorMark", "MarkDimension",
    "MarkStackingMethod", "InterpolationMethod", "ChartSymbolShape", "BasicChartSymbolShape", "AnnotationPosition",
    "AxisContent", "AxisContentBuilder", "AxisMarks", "AxisMark", "AxisMarkBuilder", "AxisGridLine", "AxisTick",
    "AxisValueLabel", "AxisValueLabelCollisionResolution", "AxisValueLabelOrientation", "AxisValue", "AxisMarkValues",
    "AxisMarkPosition", "AxisMarkPreset", "ChartPlotContent", "ChartProxy", "PlotDimensionScaleRange", "ScaleType",
    "ScaleDomain", "AutomaticScaleDomain", "Plot",
  ]

  func testEveryPublicTypeMirrorsAChartsType() throws {
    let found = try publicTypeNames(inFolder: "Mirror/AppleModules/Charts")
    XCTAssertGreaterThan(found.count, 30, "the scan found the sources")
    XCTAssertTrue(found.contains("Chart"), "declarations marked `nonisolated` are scanned")
    let extra = Set(found).filter { !$0.hasPrefix("_") && !appleNames.contains($0) }
    XCTAssertEqual(extra.sorted(), [], "public types Apple's Charts lacks")
  }
}
