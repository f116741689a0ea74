import Foundation
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
    "ScaleDomain", "AutomaticScaleDomain",
  ]

  func testEveryPublicTypeMirrorsAChartsType() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/Charts")
      .standardizedFileURL
    let pattern = try NSRegularExpression(
      // Attributes and `nonisolated` may come first (`nonisolated public struct Chart`).
      pattern:
        #"^(?:@\w+\s+)*(?:nonisolated\s+)?(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)"#,
      options: .anchorsMatchLines)
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
    for file in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        found.append(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    XCTAssertGreaterThan(found.count, 30, "the scan found the sources")
    XCTAssertTrue(found.contains("Chart"), "declarations marked `nonisolated` are scanned")
    let extra = Set(found).filter { !$0.hasPrefix("_") && !appleNames.contains($0) }
    XCTAssertEqual(extra.sorted(), [], "public types Apple's Charts lacks")
  }
}
