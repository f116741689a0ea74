import Foundation
import MirrorCore
import SwiftUI

/// A slice of a pie or donut: the sectors of a chart share the full turn in proportion to
/// their angle values, clockwise from the top.
public struct SectorMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    let sector = ChartMark.Sector(
      angle: angle.chartValue.number ?? 0, innerRadius: innerRadius.dimension, outerRadius: outerRadius.dimension,
      angularInset: angularInset ?? 0)
    draft = MarkDraft(.sector(sector))
  }

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
