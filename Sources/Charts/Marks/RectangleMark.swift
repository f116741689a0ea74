import Foundation
import ViewDSL

/// A rectangle at a point (heat maps) or between values.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
  var draft = MarkDraft(.rectangle)

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
    draft.mark.x = x.chartValue
    draft.mark.y = y.chartValue
    draft.mark.width = width.dimension
    draft.mark.height = height.dimension
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    draft.mark.xStart = xStart.chartValue
    draft.mark.xEnd = xEnd.chartValue
    draft.mark.yStart = yStart.chartValue
    draft.mark.yEnd = yEnd.chartValue
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

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
