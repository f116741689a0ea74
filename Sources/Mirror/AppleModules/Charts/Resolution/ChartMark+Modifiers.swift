import MirrorCore
import SwiftUI

/// The changes chart content modifiers and resolution make to the kinds of marks that have
/// what they change; the other kinds stay as they are, as in Swift Charts.
extension ChartMark.Kind {
  /// Bars and rectangles: their size and corners.
  mutating func modifyBox(_ change: (inout ChartMark.Box) -> Void) {
    switch self {
    case .bar(var bar):
      change(&bar.box)
      self = .bar(bar)
    case .rectangle(var rectangle):
      change(&rectangle.box)
      self = .rectangle(rectangle)
    case .line, .area, .point, .rule, .sector:
      break
    }
  }

  /// Lines and areas: their series and curve.
  mutating func modifySeries(_ change: (inout ChartMark.Series) -> Void) {
    switch self {
    case .line(var line):
      change(&line.series)
      self = .line(line)
    case .area(var area):
      change(&area.series)
      self = .area(area)
    case .bar, .point, .rule, .rectangle, .sector:
      break
    }
  }

  /// Lines and points: the symbol at their point.
  mutating func modifySymbol(_ change: (inout ChartMark.Symbol) -> Void) {
    switch self {
    case .line(var line):
      change(&line.symbol)
      self = .line(line)
    case .point(var point):
      change(&point.symbol)
      self = .point(point)
    case .bar, .area, .rule, .rectangle, .sector:
      break
    }
  }

  /// Lines and rules: their stroke.
  mutating func modifyLineStyle(_ change: (inout StrokeStyle?) -> Void) {
    switch self {
    case .line(var line):
      change(&line.lineStyle)
      self = .line(line)
    case .rule(var rule):
      change(&rule.lineStyle)
      self = .rule(rule)
    case .bar, .area, .point, .rectangle, .sector:
      break
    }
  }
}
