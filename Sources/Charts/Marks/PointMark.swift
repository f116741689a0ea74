import Foundation
import ViewDSL

/// A symbol at a point (a filled circle unless `symbol` says otherwise).
public struct PointMark: ChartContent, PrimitiveChartContent {
  var draft = MarkDraft(.point)

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    draft.mark.x = x.chartValue
    draft.mark.y = y.chartValue
  }

  public init<X: Plottable>(x: PlottableValue<X>) { draft.mark.x = x.chartValue }

  public init<Y: Plottable>(y: PlottableValue<Y>) { draft.mark.y = y.chartValue }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
