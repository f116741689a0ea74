import Foundation
import MirrorCore
import SwiftUI

/// A bar: from zero to a value (stacked with the other bars at its position), between two
/// values, or across the plot.
public struct BarMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  init(
    _ position: ChartPosition, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    let box = ChartMark.Box(width: width.dimension, height: height.dimension)
    draft = MarkDraft(.bar(ChartMark.Bar(position: position, box: box, stacking: stacking.kind)))
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    self.init(ChartPosition(x: x, y: y), width: width, height: height, stacking: stacking)
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    self.init(ChartPosition(x: x, yStart: yStart, yEnd: yEnd), width: width)
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    self.init(ChartPosition(xStart: xStart, xEnd: xEnd, y: y), height: height)
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    self.init(ChartPosition(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
  }

  /// A vertical bar spanning the plot's height at x.
  public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
    self.init(ChartPosition(x: x), width: width)
  }

  /// A horizontal bar spanning the plot's width at y.
  public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic) {
    self.init(ChartPosition(y: y), height: height)
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
