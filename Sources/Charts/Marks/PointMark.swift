import Foundation
import SwiftUI
import ViewDSL

/// A symbol at a point (a filled circle unless `symbol` says otherwise).
public struct PointMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    draft = MarkDraft(.point, x: x, y: y)
  }

  public init<X: Plottable>(x: PlottableValue<X>) { draft = MarkDraft(.point, x: x) }

  public init<Y: Plottable>(y: PlottableValue<Y>) { draft = MarkDraft(.point, y: y) }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
