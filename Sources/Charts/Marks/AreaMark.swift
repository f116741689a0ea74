import Foundation
import ViewDSL

/// A point of an area: the area between zero (or the series below, when stacked) and the
/// line through a series' points is filled.
public struct AreaMark: ChartContent, PrimitiveChartContent {
  var draft = MarkDraft(.area)

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    draft.mark.x = x.chartValue
    draft.mark.y = y.chartValue
    draft.mark.stacking = stacking.kind
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
  ) {
    self.init(x: x, y: y, stacking: stacking)
    draft.mark.series = series.chartValue.seriesName
  }

  /// A band between two values at each x.
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
