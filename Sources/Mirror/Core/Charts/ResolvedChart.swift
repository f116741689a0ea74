import Foundation

/// A `Chart` resolved against its environment: its marks with their data and final styles,
/// each axis's scale and marks, and the legend as a view.
///
/// The `Charts` module makes it; layout turns it into a plot (scales, ticks, measured labels,
/// plot area and legend), as Charts belong to the mirror and are laid out like any other view.
package struct ResolvedChart {
  package var marks: [ChartMark] = []
  package var x = ChartAxisSpec()
  package var y = ChartAxisSpec()
  /// The legend (a coloured symbol and a label per series), or nil when there is none or it
  /// is hidden.
  package var legend: ViewNode?
  package var legendPosition: ChartLegendPlacement = .automatic
  /// `chartPlotStyle`: drawn in the plot area, under the marks.
  package var plotBackground: ViewNode?
  /// `chartBackground` / `chartOverlay`: drawn over the whole chart, under or over it.
  package var background: ViewNode?
  package var overlay: ViewNode?

  package init() {}
}

/// Where the legend goes.
package enum ChartLegendPlacement: Sendable {
  case automatic, top, bottom, leading, trailing
}

/// One plotted value: a number, a date (with the calendar unit it stands for) or a category.
package enum ChartValue {
  /// `isInteger`: the value came from an integer type, so ticks between integers are skipped.
  case number(Double, isInteger: Bool)
  case date(Date, unit: Calendar.Component?)
  case category(String)

  package var number: Double? {
    if case .number(let value, _) = self { return value }
    return nil
  }
}

/// A mark's width, height or radius: automatic, fixed points, a ratio of the band, or the
/// band less an inset.
package enum ChartMarkDimension: Sendable {
  case automatic
  case fixed(CGFloat)
  case ratio(Double)
  case inset(CGFloat)
}

/// How marks that share an x (bars) or a position (areas) are stacked.
package enum ChartStacking: Sendable {
  case standard, normalized, center, unstacked
}

/// The curve through a line's or area's points.
package enum ChartInterpolation: Sendable {
  case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
}

/// The symbols Swift Charts cycles through for point marks.
package enum ChartSymbol: Sendable {
  case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// A view placed by a mark.
package struct ChartAnnotation {
  package enum Position: Sendable {
    case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
  }

  package var position: Position
  package var alignment: Alignment
  package var spacing: CGFloat?
  package var content: ViewNode

  package init(position: Position, alignment: Alignment, spacing: CGFloat?, content: ViewNode) {
    self.position = position
    self.alignment = alignment
    self.spacing = spacing
    self.content = content
  }
}

/// One axis: its scale settings and its marks.
package struct ChartAxisSpec {
  package var isHidden = false
  /// `chartXAxis { }` / `chartYAxis { }`; nil for the default marks.
  package var marks: [ChartAxisMarks]?
  /// `chartXScale(domain:)`.
  package var domain: ChartDomain?
  /// `.automatic(includesZero:)`; nil: numbers include zero, as Swift Charts does.
  package var includesZero: Bool?
  package var isReversed = false
  /// `chartXScale(range: .plotDimension(startPadding:endPadding:))`.
  package var startPadding: CGFloat = 0
  package var endPadding: CGFloat = 0

  package init() {}
}

/// An explicit scale domain.
package enum ChartDomain {
  case numbers(ClosedRange<Double>)
  case dates(ClosedRange<Date>)
  case categories([String])
}

/// One `AxisMarks`: which values get marks, on which side, and what each mark draws.
package struct ChartAxisMarks {
  package var values: ChartAxisMarkValues
  package var position: ChartAxisPosition
  /// What is drawn at each value; nil draws the default grid line, tick and label.
  /// Runs user code (the marks' content) and resolves views: layout calls it on the main actor.
  package var content: (@MainActor (ChartAxisTick) -> [ChartAxisElement])?

  package init(
    values: ChartAxisMarkValues, position: ChartAxisPosition, content: (@MainActor (ChartAxisTick) -> [ChartAxisElement])?
  ) {
    self.values = values
    self.position = position
    self.content = content
  }
}

/// The values an axis marks.
package enum ChartAxisMarkValues {
  case automatic(desiredCount: Int?, roundLowerBound: Bool?, roundUpperBound: Bool?)
  case numberStride(Double)
  case dateStride(Calendar.Component, count: Int)
  case values([ChartValue])
}

/// Which side of the plot an axis's labels go on.
package enum ChartAxisPosition: Sendable {
  case automatic, leading, trailing, top, bottom
}

/// A value an axis marks, as the marks' content sees it.
package struct ChartAxisTick {
  package var value: ChartValue
  package var index: Int
  package var count: Int
  /// The value as the default label shows it.
  package var label: String

  package init(value: ChartValue, index: Int, count: Int, label: String) {
    self.value = value
    self.index = index
    self.count = count
    self.label = label
  }
}

/// What an axis mark draws.
package enum ChartAxisElement {
  case gridLine(centered: Bool?, stroke: StrokeStyle?, style: AnyShapeStyle?)
  case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
  /// The label view, made from the tick.
  case valueLabel(centered: Bool?, anchor: UnitPoint?, label: ViewNode)
}
