import Foundation
import MirrorCore

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
    let positions = marks.map(\.kind.position)
    isPie = !marks.isEmpty && positions.allSatisfy { $0 == nil }
    horizontal = marks.map { ChartData.growsHorizontally($0.kind) }
    stacked = Array(repeating: nil, count: marks.count)
    for mark in marks {
      if let key = mark.styling.positionKey, !positionKeys.contains(key) { positionKeys.append(key) }
    }
    stack(marks)

    func kind(_ values: [ChartValue]) -> ChartScale.Kind? {
      var found: ChartScale.Kind?
      for value in values {
        switch (found, value.scaleKind) {
        case (nil, let kind): found = kind
        case (.number(true)?, .number(false)): found = .number(integer: false)
        default: break
        }
      }
      return found
    }
    xKind = kind(positions.flatMap { $0?.x?.values ?? [] })
    yKind = kind(positions.flatMap { $0?.y?.values ?? [] })

    for (index, position) in positions.enumerated() {
      guard let position else { continue }
      for value in position.x?.values ?? [] {
        include(value, horizontalBar: horizontal[index], isX: true, index: index)
      }
      for value in position.y?.values ?? [] {
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
  /// or when it spans x values only; an area when its y names a category or a date unit and
  /// its x is a number.
  static func growsHorizontally(_ kind: ChartMark.Kind) -> Bool {
    switch kind {
    case .bar(let bar): growsHorizontally(bar.position, isBar: true)
    case .area(let area): growsHorizontally(area.position, isBar: false)
    case .line, .point, .rule, .rectangle, .sector: false
    }
  }

  private static func growsHorizontally(_ position: ChartPosition, isBar: Bool) -> Bool {
    if position.x?.start != nil, position.y?.start == nil, position.y?.value != nil { return isBar }
    guard let y = position.y?.value, let x = position.x?.value else { return false }
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
    struct Stack {
      var method: ChartStacking
      var positive = 0.0, negative = 0.0, members: [Int] = []
    }
    var stacks: [String: Stack] = [:]
    var order: [String] = []
    for (index, mark) in marks.enumerated() {
      let (position, method, isBar): (ChartPosition, ChartStacking, Bool)
      switch mark.kind {
      case .bar(let bar): (position, method, isBar) = (bar.position, bar.stacking, true)
      case .area(let area): (position, method, isBar) = (area.position, area.stacking, false)
      case .line, .point, .rule, .rectangle, .sector: continue
      }
      let lengthValue = horizontal[index] ? position.x?.value : position.y?.value
      let at = horizontal[index] ? position.y?.value : position.x?.value
      guard let value = lengthValue?.number else { continue }
      if method == .unstacked || at == nil && isBar {
        stacked[index] = min(0, value)...max(0, value)
        continue
      }
      let key = (at?.key ?? "") + "\u{1F}" + (mark.styling.positionKey ?? "") + "\u{1F}" + (isBar ? "bar" : "area")
      if stacks[key] == nil { order.append(key) }
      var stack = stacks[key] ?? Stack(method: method)
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
      guard let stack = stacks[key] else { continue }
      switch stack.method {
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
