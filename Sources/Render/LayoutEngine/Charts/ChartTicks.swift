import Foundation
import MirrorCore

/// The values an axis marks automatically, picked as Swift Charts picks them.
///
/// Numbers: steps of 1, 2 or 5 × 10ⁿ, the step nearest to `span / desiredCount` with the
/// rounding thresholds √50, √10 and √2 — the rule of d3-array's `tickIncrement`
/// (https://github.com/d3/d3-array, src/ticks.js), whose picks match Swift Charts' on the
/// iOS 17 renders we measured (a 66-pt axis over −1.35…1.25 marks −2…2 by 1; over −10.3…13
/// marks −20…20 by 10). Values from integer types are never marked between integers (the
/// same renders: 0…1 from an `Int` marks 0 and 1 only).
package enum ChartTicks {
  /// The step for a span and a desired count of marks.
  package static func niceStep(span: Double, desiredCount: Int, integer: Bool = false) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(desiredCount, 1))
    let power = pow(10, (log10(raw)).rounded(.down))
    let error = raw / power
    let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
    let step = factor * power
    return integer ? max(step.rounded(.up), 1) : step
  }

  /// The domain widened to whole steps and the marks in it. Rounding the bounds out to the
  /// marks is Swift Charts' default for automatic domains ("the scale domain … [includes]
  /// values from axis marks", Apple: ScaleDomain.automatic(includesZero:reversed:…)).
  package static func nice(
    _ domain: ClosedRange<Double>, desiredCount: Int, integer: Bool = false,
    roundLower: Bool = true, roundUpper: Bool = true
  ) -> (domain: ClosedRange<Double>, ticks: [Double]) {
    var low = domain.lowerBound
    var high = domain.upperBound
    if low == high {
      // One value: a unit around it (or 0…1 at zero), as a span is needed to scale.
      if low == 0 { high = 1 } else if low > 0 { low = 0 } else { high = 0 }
    }
    var step = niceStep(span: high - low, desiredCount: desiredCount, integer: integer)
    // Widening can change the step; two passes settle it (d3's `nice` does the same).
    for _ in 0..<2 {
      let widenedLow = roundLower ? (low / step).rounded(.down) * step : low
      let widenedHigh = roundUpper ? (high / step).rounded(.up) * step : high
      let next = niceStep(span: widenedHigh - widenedLow, desiredCount: desiredCount, integer: integer)
      low = widenedLow
      high = widenedHigh
      if next == step { break }
      step = next
    }
    return (low...high, values(in: low...high, step: step))
  }

  /// The multiples of `step` within `domain`, each rounded to the step's precision.
  package static func values(in domain: ClosedRange<Double>, step: Double) -> [Double] {
    guard step > 0, step.isFinite else { return [] }
    let first = (domain.lowerBound / step - 1e-9).rounded(.up)
    let last = (domain.upperBound / step + 1e-9).rounded(.down)
    guard last >= first, last - first < 1000 else { return [] }
    let decimals = max(0, -Int((log10(step)).rounded(.down)))
    let scale = pow(10, Double(decimals))
    return stride(from: first, through: last, by: 1).map { index in
      let value = ((index * step) * scale).rounded() / scale
      return value == 0 ? 0 : value
    }
  }

  /// Calendar strides tried for automatic date marks, finest first.
  static let dateStrides: [(Calendar.Component, Int)] = [
    (.second, 1), (.second, 15), (.minute, 1), (.minute, 5), (.minute, 15), (.minute, 30),
    (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2), (.weekOfYear, 1),
    (.month, 1), (.month, 3), (.year, 1), (.year, 5), (.year, 10),
  ]

  /// The finest calendar stride that marks the span with at most `desiredCount` values.
  package static func dateStride(span: TimeInterval, desiredCount: Int) -> (Calendar.Component, Int) {
    for (component, count) in dateStrides {
      let length = approximateLength(component) * Double(count)
      if span / length <= Double(max(desiredCount, 1)) { return (component, count) }
    }
    return (.year, Int((span / approximateLength(.year) / Double(max(desiredCount, 1))).rounded(.up)))
  }

  static func approximateLength(_ component: Calendar.Component) -> TimeInterval {
    switch component {
    case .second: 1
    case .minute: 60
    case .hour: 3600
    case .day: 86_400
    case .weekOfYear, .weekOfMonth: 7 * 86_400
    case .month: 30.44 * 86_400
    case .year: 365.25 * 86_400
    default: 86_400
    }
  }

  /// Dates every `count` `component`s within `domain`: the first at the domain's start
  /// truncated to the unit, moved up to a multiple of `count` for clock units (hours 0, 6,
  /// 12, 18), the others counted from there.
  package static func dates(in domain: ClosedRange<Date>, component: Calendar.Component, count: Int, calendar: Calendar) -> [Date]
  {
    guard var date = start(of: domain.lowerBound, component: component, calendar: calendar) else { return [] }
    if date < domain.lowerBound, let next = calendar.date(byAdding: component, value: 1, to: date) { date = next }
    if [.hour, .minute, .second].contains(component), count > 1 {
      let value = calendar.component(component, from: date)
      let remainder = value % count
      if remainder != 0, let aligned = calendar.date(byAdding: component, value: count - remainder, to: date) { date = aligned }
    }
    var dates: [Date] = []
    while date <= domain.upperBound, dates.count < 1000 {
      dates.append(date)
      guard let next = calendar.date(byAdding: component, value: max(count, 1), to: date), next > date else { break }
      date = next
    }
    return dates
  }

  /// The start of the calendar unit holding `date`.
  package static func start(of date: Date, component: Calendar.Component, calendar: Calendar) -> Date? {
    switch component {
    case .weekOfYear, .weekOfMonth:
      return calendar.dateInterval(of: .weekOfYear, for: date)?.start
    case .second, .minute, .hour, .day, .month, .year:
      return calendar.dateInterval(of: component, for: date)?.start
    default:
      return calendar.startOfDay(for: date)
    }
  }
}
