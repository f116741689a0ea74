import Foundation
import SwiftUI
import ViewDSL

/// A bar: from zero to a value (stacked with the other bars at its position), between two
/// values, or across the plot.
public struct BarMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    draft = MarkDraft(.bar, x: x, y: y, width: width, height: height, stacking: stacking)
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    draft = MarkDraft(.bar, x: x, yStart: yStart, yEnd: yEnd, width: width)
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    draft = MarkDraft(.bar, xStart: xStart, xEnd: xEnd, y: y, height: height)
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    draft = MarkDraft(.bar, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
  }

  /// A vertical bar spanning the plot's height at x.
  public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
    draft = MarkDraft(.bar, x: x, width: width)
  }

  /// A horizontal bar spanning the plot's width at y.
  public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    draft = MarkDraft(.bar, y: y, height: height)
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
