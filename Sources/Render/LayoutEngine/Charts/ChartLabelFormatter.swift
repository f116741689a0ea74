import Foundation
import MirrorCore

/// The default text of axis labels: numbers in the chart's locale, every one but zero with the
/// decimals the step between marks needs (iOS labels a 0.5 step "0", "0.5", "1.0", "1.5",
/// "2.0"); dates with the components their stride changes (hours
/// "6 AM", days "Jun 10", months "Jun", years "2024"); categories as named.
struct ChartLabelFormatter {
  let decimals: Int
  let dateStyle: Date.FormatStyle

  init(values: [ChartValue], scale: ChartScale, stride: (Calendar.Component, Int)?, environment: EnvironmentValues) {
    let numbers = values.compactMap(\.number)
    var step = Double.infinity
    for (a, b) in zip(numbers, numbers.dropFirst()) where b != a { step = min(step, abs(b - a)) }
    decimals = step.isFinite && step > 0 ? min(max(0, -Int(log10(step).rounded(.down))), 6) : 0
    let base = Date.FormatStyle(locale: environment.locale, timeZone: environment.timeZone)
    dateStyle =
      switch stride?.0 ?? .day {
      case .second, .nanosecond: base.hour().minute().second()
      case .minute: base.hour().minute()
      case .hour: base.hour()
      case .month, .quarter: base.month(.abbreviated)
      case .year, .era: base.year()
      default: base.month(.abbreviated).day()
      }
    locale = environment.locale
  }

  let locale: Locale

  func label(_ value: ChartValue) -> String {
    switch value {
    case .category(let name): name
    case .date(let date, _): dateStyle.format(date)
    case .number(let number, _):
      number.formatted(.number.locale(locale).precision(.fractionLength(number == 0 ? 0 : decimals)))
    }
  }
}
