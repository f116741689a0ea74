import MirrorCore
import SwiftUI

/// A mark as its content declares it: its kind and values, and where its style comes from.
struct MarkDraft {
  var mark: ChartMark
  var explicitStyle: AnyShapeStyle?
  /// `foregroundStyle(by:)`: the series the mark belongs to, as its label shows it.
  var styleKey: String?
  /// `symbol(by:)`.
  var symbolKey: String?
  /// `lineStyle(by:)`.
  var lineStyleKey: String?

  init(_ kind: ChartMark.Kind) {
    mark = ChartMark(kind, styling: ChartMark.Styling(style: AnyShapeStyle(Color.blue)))
  }
}

extension ChartPosition {
  /// At (x, y).
  init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(x: .value(x.chartValue), y: .value(y.chartValue))
  }

  /// At x, from `yStart` to `yEnd`.
  init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(x: .value(x.chartValue), y: .span(start: yStart.chartValue, end: yEnd.chartValue))
  }

  /// At y, from `xStart` to `xEnd`.
  init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(x: .span(start: xStart.chartValue, end: xEnd.chartValue), y: .value(y.chartValue))
  }

  /// From (`xStart`, `yStart`) to (`xEnd`, `yEnd`).
  init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    self.init(
      x: .span(start: xStart.chartValue, end: xEnd.chartValue), y: .span(start: yStart.chartValue, end: yEnd.chartValue))
  }

  /// At x, across the plot's height.
  init<X: Plottable>(x: PlottableValue<X>) {
    self.init(x: .value(x.chartValue), y: nil)
  }

  /// At y, across the plot's width.
  init<Y: Plottable>(y: PlottableValue<Y>) {
    self.init(x: nil, y: .value(y.chartValue))
  }
}
