import Foundation
import MirrorCore
import SwiftUI

/// A symbol at a point (a filled circle unless `symbol` says otherwise).
public struct PointMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  init(_ position: ChartPosition) { draft = MarkDraft(.point(ChartMark.Point(position: position))) }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { self.init(ChartPosition(x: x, y: y)) }

  public init<X: Plottable>(x: PlottableValue<X>) { self.init(ChartPosition(x: x)) }

  public init<Y: Plottable>(y: PlottableValue<Y>) { self.init(ChartPosition(y: y)) }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
