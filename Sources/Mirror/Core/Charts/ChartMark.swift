import Foundation

/// A mark resolved: its kind, carrying what that kind plots, and the styling every kind has.
///
/// Each kind's payload holds exactly what that kind has (a rule has no interpolation, a
/// sector no x or y). Consumers switch over `kind` exhaustively, so a new kind of mark does
/// not compile until the Charts modifiers, resolution, the plot's scales and the drawing all
/// handle it.
package struct ChartMark {
  package var kind: Kind
  package var styling: Styling

  package init(_ kind: Kind, styling: Styling) {
    self.kind = kind
    self.styling = styling
  }

  package enum Kind {
    case bar(Bar)
    case line(Line)
    case area(Area)
    case point(Point)
    case rule(Rule)
    case rectangle(Rectangle)
    case sector(Sector)
  }

  /// What every kind of mark has.
  package struct Styling {
    /// The final fill or stroke style: explicit, from the foreground scale, or the default.
    package var style: AnyShapeStyle
    package var opacity: Double = 1
    /// `position(by:)`: bars with the same x and different keys stand side by side.
    package var positionKey: String?
    package var annotations: [ChartAnnotation] = []

    package init(style: AnyShapeStyle) { self.style = style }
  }

  /// `BarMark`: from zero to a value (stacked with the other bars at its position), between
  /// two values, or across the plot.
  package struct Bar {
    package var position: ChartPosition
    package var box: Box
    package var stacking: ChartStacking

    package init(position: ChartPosition, box: Box, stacking: ChartStacking = .standard) {
      self.position = position
      self.box = box
      self.stacking = stacking
    }
  }

  /// `RectangleMark`: at a point (a cell of a heat map) or between values.
  package struct Rectangle {
    package var position: ChartPosition
    package var box: Box

    package init(position: ChartPosition, box: Box) {
      self.position = position
      self.box = box
    }
  }

  /// `LineMark`: one point of a series; the points of a series are joined in order.
  package struct Line {
    package var position: ChartPosition
    package var series: Series
    /// `lineStyle`: the stroke; nil for the default.
    package var lineStyle: StrokeStyle?
    /// Drawn at each point when it has a shape.
    package var symbol = Symbol()

    package init(position: ChartPosition, series: Series) {
      self.position = position
      self.series = series
    }
  }

  /// `AreaMark`: one point of a series, filled down to zero, to the series below it when
  /// stacked, or between two values.
  package struct Area {
    package var position: ChartPosition
    package var series: Series
    package var stacking: ChartStacking

    package init(position: ChartPosition, series: Series, stacking: ChartStacking = .standard) {
      self.position = position
      self.series = series
      self.stacking = stacking
    }
  }

  /// `PointMark`: a symbol, a filled circle unless its shape says otherwise.
  package struct Point {
    package var position: ChartPosition
    package var symbol = Symbol()

    package init(position: ChartPosition) { self.position = position }
  }

  /// `RuleMark`: a straight line across the plot at a value, or between two values.
  package struct Rule {
    package var position: ChartPosition
    /// `lineStyle`: the stroke; nil for the default.
    package var lineStyle: StrokeStyle?

    package init(position: ChartPosition) { self.position = position }
  }

  /// `SectorMark`: a slice of a pie or donut, its share of the turn set by `angle`.
  package struct Sector {
    package var angle: Double
    package var innerRadius: ChartMarkDimension
    package var outerRadius: ChartMarkDimension
    package var angularInset: CGFloat

    package init(angle: Double, innerRadius: ChartMarkDimension, outerRadius: ChartMarkDimension, angularInset: CGFloat) {
      self.angle = angle
      self.innerRadius = innerRadius
      self.outerRadius = outerRadius
      self.angularInset = angularInset
    }
  }

  /// The rectangle of a bar or a rectangle mark: its size across its band and its corners.
  package struct Box {
    package var width: ChartMarkDimension
    package var height: ChartMarkDimension
    package var cornerRadius: CGFloat?

    package init(width: ChartMarkDimension = .automatic, height: ChartMarkDimension = .automatic) {
      self.width = width
      self.height = height
    }
  }

  /// The series a line's or area's point belongs to, and the curve through its points (the
  /// first point's curve is the series').
  package struct Series {
    /// `series:`, else the `foregroundStyle(by:)` or `lineStyle(by:)` value.
    package var name: String?
    package var interpolation: ChartInterpolation = .linear

    package init(name: String? = nil) { self.name = name }
  }

  /// The symbol drawn at a line's or point mark's point.
  package struct Symbol {
    package var shape: ChartSymbol?
    /// Its area in square points; nil for the default.
    package var size: CGFloat?

    package init() {}
  }
}

extension ChartMark.Kind {
  /// Where the mark is on the x and y axes; nil for a mark not plotted against them.
  package var position: ChartPosition? {
    switch self {
    case .bar(let bar): bar.position
    case .line(let line): line.position
    case .area(let area): area.position
    case .point(let point): point.position
    case .rule(let rule): rule.position
    case .rectangle(let rectangle): rectangle.position
    case .sector: nil
    }
  }
}

/// Where a mark is on the x and y axes; nil on an axis where it has no value (it spans it).
package struct ChartPosition {
  package var x: ChartEncoding?
  package var y: ChartEncoding?

  package init(x: ChartEncoding?, y: ChartEncoding?) {
    self.x = x
    self.y = y
  }
}

/// Where a mark is along one axis: at a value, or from one value to another.
package enum ChartEncoding {
  case value(ChartValue)
  case span(start: ChartValue, end: ChartValue)

  /// The single value, nil for a span.
  package var value: ChartValue? {
    if case .value(let value) = self { return value }
    return nil
  }

  package var start: ChartValue? {
    if case .span(let start, _) = self { return start }
    return nil
  }

  package var end: ChartValue? {
    if case .span(_, let end) = self { return end }
    return nil
  }

  /// The value, or the start and the end.
  package var values: [ChartValue] {
    switch self {
    case .value(let value): [value]
    case .span(let start, let end): [start, end]
    }
  }
}
