import Foundation
import ViewDSL

/// A chart's marks with stacking applied and the scale each axis needs, worked out from the
/// data alone (before any size is known).
struct ChartData {
  /// Per mark: its value interval on the axis bars grow along, after stacking (nil: the
  /// mark's own values).
  var stacked: [ClosedRange<Double>?]
  /// Per mark: whether a bar grows horizontally (its y is the category or band).
  var horizontal: [Bool]
  var xKind: ChartScale.Kind?
  var yKind: ChartScale.Kind?
  /// The continuous extent of each axis's data, and the categories in order of appearance.
  var xExtent: ClosedRange<Double>?
  var yExtent: ClosedRange<Double>?
  var xCategories: [String] = []
  var yCategories: [String] = []
  /// Position groups (`position(by:)`) in order of appearance.
  var positionKeys: [String] = []
  var isPie: Bool

  init(_ chart: ResolvedChart) {
    let marks = chart.marks
    isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
    horizontal = marks.map(ChartData.growsHorizontally)
    stacked = Array(repeating: nil, count: marks.count)
    for mark in marks {
      if let key = mark.positionKey, !positionKeys.contains(key) { positionKeys.append(key) }
    }
    stack(marks)

    func kind(_ values: [ChartValue?]) -> ChartScale.Kind? {
      var found: ChartScale.Kind?
      for case let value? in values {
        switch (found, value.scaleKind) {
        case (nil, let kind): found = kind
        case (.number(true)?, .number(false)): found = .number(integer: false)
        default: break
        }
      }
      return found
    }
    xKind = kind(marks.flatMap { [$0.x, $0.xStart, $0.xEnd] })
    yKind = kind(marks.flatMap { [$0.y, $0.yStart, $0.yEnd] })

    for (index, mark) in marks.enumerated() where mark.kind != .sector {
      for value in [mark.x, mark.xStart, mark.xEnd].compactMap({ $0 }) {
        include(value, horizontalBar: horizontal[index], isX: true, index: index)
      }
      for value in [mark.y, mark.yStart, mark.yEnd].compactMap({ $0 }) {
        include(value, horizontalBar: horizontal[index], isX: false, index: index)
      }
      if let range = stacked[index] {
        if horizontal[index] { widen(&xExtent, range) } else { widen(&yExtent, range) }
      }
    }
  }

  /// Adds one value to its axis's extent or categories; a date standing for a unit adds the
  /// whole unit.
  private mutating func include(_ value: ChartValue, horizontalBar: Bool, isX: Bool, index: Int) {
    if case .category(let name) = value {
      if isX {
        if !xCategories.contains(name) { xCategories.append(name) }
      } else if !yCategories.contains(name) {
        yCategories.append(name)
      }
      return
    }
    // Stacked values enter through their stack.
    if stacked[index] != nil, isX == horizontalBar { return }
    guard let number = value.continuous else { return }
    var range = number...number
    if case .date(let date, let unit?) = value,
      let end = Calendar(identifier: .gregorian).date(byAdding: unit, value: 1, to: date)
    {
      range = number...max(number, end.timeIntervalSinceReferenceDate)
    }
    if isX { widen(&xExtent, range) } else { widen(&yExtent, range) }
  }

  private func widen(_ extent: inout ClosedRange<Double>?, _ range: ClosedRange<Double>) {
    extent = extent.map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
  }

  /// A bar is horizontal when its y names a category or a date unit and its x is a number,
  /// or when it spans x values only.
  static func growsHorizontally(_ mark: ChartMark) -> Bool {
    guard mark.kind == .bar || mark.kind == .area else { return false }
    if mark.xStart != nil, mark.yStart == nil, mark.y != nil { return mark.kind == .bar }
    guard let y = mark.y, let x = mark.x else { return false }
    switch (x, y) {
    case (.number, .category): return true
    case (.number, .date(_, let unit)): return unit != nil
    default: return false
    }
  }

  /// Bars and areas with one value on their length axis stack, as Swift Charts stacks them
  /// by default: at each position, positive values on top of each other up from zero and
  /// negative values down from it (`.standard`); `.normalized` scales each stack to 0…1,
  /// `.center` centres it on zero, `.unstacked` draws each from zero.
  private mutating func stack(_ marks: [ChartMark]) {
    struct Stack { var positive = 0.0, negative = 0.0, members: [Int] = [] }
    var stacks: [String: Stack] = [:]
    var order: [String] = []
    for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
      let lengthValue = horizontal[index] ? mark.x : mark.y
      let position = horizontal[index] ? mark.y : mark.x
      guard let value = lengthValue?.number else { continue }
      let method = mark.stacking ?? .standard
      if method == .unstacked || position == nil && mark.kind == .bar {
        stacked[index] = min(0, value)...max(0, value)
        continue
      }
      let key = (position?.key ?? "") + "\u{1F}" + (mark.positionKey ?? "") + "\u{1F}" + (mark.kind == .area ? "area" : "bar")
      if stacks[key] == nil { order.append(key) }
      var stack = stacks[key] ?? Stack()
      if value >= 0 {
        stacked[index] = stack.positive...(stack.positive + value)
        stack.positive += value
      } else {
        stacked[index] = (stack.negative + value)...stack.negative
        stack.negative += value
      }
      stack.members.append(index)
      stacks[key] = stack
    }
    for key in order {
      guard let stack = stacks[key], let first = stack.members.first else { continue }
      switch marks[first].stacking ?? .standard {
      case .normalized:
        let total = stack.positive - stack.negative
        guard total > 0 else { continue }
        for member in stack.members {
          guard let range = stacked[member] else { continue }
          let low = (range.lowerBound - stack.negative) / total
          let high = (range.upperBound - stack.negative) / total
          stacked[member] = low...high
        }
      case .center:
        let centre = -(stack.positive + stack.negative) / 2
        for member in stack.members {
          guard let range = stacked[member] else { continue }
          stacked[member] = (range.lowerBound + centre)...(range.upperBound + centre)
        }
      case .standard, .unstacked:
        break
      }
    }
  }
}
