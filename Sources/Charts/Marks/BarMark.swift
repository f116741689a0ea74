import Foundation
import ViewDSL

/// A bar: from zero to a value (stacked with the other bars at its position), between two
/// values, or across the plot.
public struct BarMark: ChartContent, PrimitiveChartContent {
  var draft = MarkDraft(.bar)

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    draft.mark.x = x.chartValue
    draft.mark.y = y.chartValue
    draft.mark.width = width.dimension
    draft.mark.height = height.dimension
    draft.mark.stacking = stacking.kind
  }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
    draft.mark.x = x.chartValue
    draft.mark.yStart = yStart.chartValue
    draft.mark.yEnd = yEnd.chartValue
    draft.mark.width = width.dimension
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    draft.mark.xStart = xStart.chartValue
    draft.mark.xEnd = xEnd.chartValue
    draft.mark.y = y.chartValue
    draft.mark.height = height.dimension
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    draft.mark.xStart = xStart.chartValue
    draft.mark.xEnd = xEnd.chartValue
    draft.mark.yStart = yStart.chartValue
    draft.mark.yEnd = yEnd.chartValue
  }

  /// A vertical bar spanning the plot's height at x.
  public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
    draft.mark.x = x.chartValue
    draft.mark.width = width.dimension
  }

  /// A horizontal bar spanning the plot's width at y.
  public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    draft.mark.y = y.chartValue
    draft.mark.height = height.dimension
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
