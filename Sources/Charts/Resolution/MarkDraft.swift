import SwiftUI
import ViewDSL

/// A mark as its content declares it: its values, and where its style comes from.
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
    mark = ChartMark(kind: kind, style: AnyShapeStyle(Color.blue))
  }
}

extension MarkDraft {
  /// A mark at (x, y), `width` wide and `height` high; stacked with the marks at its
  /// position when `stacking` is given.
  init<X: Plottable, Y: Plottable>(
    _ kind: ChartMark.Kind, x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod? = nil
  ) {
    self.init(kind)
    mark.x = x.chartValue
    mark.y = y.chartValue
    mark.width = width.dimension
    mark.height = height.dimension
    mark.stacking = stacking?.kind
  }

  /// A mark at x from `yStart` to `yEnd`, `width` wide.
  init<X: Plottable, Y: Plottable>(
    _ kind: ChartMark.Kind, x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    self.init(kind)
    mark.x = x.chartValue
    mark.yStart = yStart.chartValue
    mark.yEnd = yEnd.chartValue
    mark.width = width.dimension
  }

  /// A mark at y from `xStart` to `xEnd`, `height` high.
  init<X: Plottable, Y: Plottable>(
    _ kind: ChartMark.Kind, xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    self.init(kind)
    mark.xStart = xStart.chartValue
    mark.xEnd = xEnd.chartValue
    mark.y = y.chartValue
    mark.height = height.dimension
  }

  /// A mark from (`xStart`, `yStart`) to (`xEnd`, `yEnd`).
  init<X: Plottable, Y: Plottable>(
    _ kind: ChartMark.Kind, xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    self.init(kind)
    mark.xStart = xStart.chartValue
    mark.xEnd = xEnd.chartValue
    mark.yStart = yStart.chartValue
    mark.yEnd = yEnd.chartValue
  }

  /// A mark across the plot's height at x, `width` wide.
  init<X: Plottable>(_ kind: ChartMark.Kind, x: PlottableValue<X>, width: MarkDimension = .automatic) {
    self.init(kind)
    mark.x = x.chartValue
    mark.width = width.dimension
  }

  /// A mark across the plot's width at y, `height` high.
  init<Y: Plottable>(_ kind: ChartMark.Kind, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init(kind)
    mark.y = y.chartValue
    mark.height = height.dimension
  }
}
