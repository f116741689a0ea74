import Foundation
import MirrorCore
import SwiftUI

/// A straight line across the plot at a value, or between two values.
public struct RuleMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  init(_ position: ChartPosition) { draft = MarkDraft(.rule(ChartMark.Rule(position: position))) }

  /// A vertical line across the plot at x.
  public init<X: Plottable>(x: PlottableValue<X>) { self.init(ChartPosition(x: x)) }

  /// A horizontal line across the plot at y.
  public init<Y: Plottable>(y: PlottableValue<Y>) { self.init(ChartPosition(y: y)) }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    self.init(ChartPosition(x: x, yStart: yStart, yEnd: yEnd))
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    self.init(ChartPosition(xStart: xStart, xEnd: xEnd, y: y))
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
