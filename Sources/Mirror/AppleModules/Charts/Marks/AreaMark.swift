import Foundation
import MirrorCore
import SwiftUI

/// A point of an area: the area between zero (or the series below, when stacked) and the
/// line through a series' points is filled.
public struct AreaMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  init(_ position: ChartPosition, series: String? = nil, stacking: MarkStackingMethod = .standard) {
    let area = ChartMark.Area(position: position, series: ChartMark.Series(name: series), stacking: stacking.kind)
    draft = MarkDraft(.area(area))
  }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    self.init(ChartPosition(x: x, y: y), stacking: stacking)
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
  ) {
    self.init(ChartPosition(x: x, y: y), series: series.chartValue.seriesName, stacking: stacking)
  }

  /// A band between two values at each x.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(ChartPosition(x: x, yStart: yStart, yEnd: yEnd))
  }

  /// A band between two values at each x, one band per series.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    self.init(ChartPosition(x: x, yStart: yStart, yEnd: yEnd), series: series.chartValue.seriesName)
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(ChartPosition(xStart: xStart, xEnd: xEnd, y: y))
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
