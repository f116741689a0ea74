import Foundation
import SwiftUI
import ViewDSL

/// A slice of a pie or donut: the sectors of a chart share the full turn in proportion to
/// their angle values, clockwise from the top.
public struct SectorMark: ChartContent, PrimitiveChartContent {
  var draft = MarkDraft(.sector)

  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    draft.mark.angle = angle.chartValue.number ?? 0
    draft.mark.innerRadius = innerRadius.dimension
    draft.mark.outerRadius = outerRadius.dimension
    draft.mark.angularInset = angularInset ?? 0
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
