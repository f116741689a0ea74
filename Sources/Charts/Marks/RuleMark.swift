import Foundation
import ViewDSL

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartContent, PrimitiveChartContent {
  var draft = MarkDraft(.rule)

  /// A vertical line across the plot at x.
  public init<X: Plottable>(x: PlottableValue<X>) { draft.mark.x = x.chartValue }

  /// A horizontal line across the plot at y.
  public init<Y: Plottable>(y: PlottableValue<Y>) { draft.mark.y = y.chartValue }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    draft.mark.x = x.chartValue
    draft.mark.yStart = yStart.chartValue
    draft.mark.yEnd = yEnd.chartValue
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    draft.mark.xStart = xStart.chartValue
    draft.mark.xEnd = xEnd.chartValue
    draft.mark.y = y.chartValue
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
