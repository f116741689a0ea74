import Foundation
import MirrorCore
import SwiftUI

/// A point of a line: the points of a series are joined in order.
public struct LineMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  init(_ position: ChartPosition, series: String? = nil) {
    draft = MarkDraft(.line(ChartMark.Line(position: position, series: ChartMark.Series(name: series))))
  }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { self.init(ChartPosition(x: x, y: y)) }

  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
    self.init(ChartPosition(x: x, y: y), series: series.chartValue.seriesName)
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
