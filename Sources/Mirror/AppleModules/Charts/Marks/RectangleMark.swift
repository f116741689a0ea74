import Foundation
import MirrorCore
import SwiftUI

/// A rectangle at a point (heat maps) or between values.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
  var draft: MarkDraft

  init(_ position: ChartPosition, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
    let box = ChartMark.Box(width: width.dimension, height: height.dimension)
    draft = MarkDraft(.rectangle(ChartMark.Rectangle(position: position, box: box)))
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    self.init(ChartPosition(x: x, y: y), width: width, height: height)
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    self.init(ChartPosition(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
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

  public var body: Never { primitiveBody() }

  func collect(into collector: inout ChartCollector) { collector.marks.append(draft) }
}
