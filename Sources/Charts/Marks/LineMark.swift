import Foundation
import SwiftUI
import ViewDSL

/// A point of a line: the points of a series are joined in order.
public struct LineMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    draft = MarkDraft(.line, x: x, y: y)
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
    self.init(x: x, y: y)
    draft.mark.series = series.chartValue.seriesName
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
