import Foundation
import MirrorCore

/// How one axis maps values to positions along a length: continuous (numbers, and dates as
/// seconds) or bands (categories in order).
struct ChartScale {
  enum Kind: Equatable {
    case number(integer: Bool)
    case date
    case category
  }

  var kind: Kind
  /// Continuous scales: the domain (dates as seconds since the reference date).
  var domain: ClosedRange<Double> = 0...1
  /// Band scales: the categories, first at the start.
  var categories: [String] = []
  /// Where the domain's start and end fall along the axis (y runs bottom to top).
  var start: CGFloat = 0
  var end: CGFloat = 1

  /// The position of a continuous value, or of a category's band centre.
  func position(_ value: ChartValue) -> CGFloat? {
    switch value {
    case .category(let name):
      guard let band = band(of: name) else { return nil }
      return band.lowerBound + (band.upperBound - band.lowerBound) / 2
    case .number(let number, _):
      return position(number)
    case .date(let date, _):
      return position(date.timeIntervalSinceReferenceDate)
    }
  }

  func position(_ number: Double) -> CGFloat {
    let span = domain.upperBound - domain.lowerBound
    let fraction = span > 0 ? (number - domain.lowerBound) / span : 0
    return start + (end - start) * CGFloat(fraction)
  }

  /// The band of a category: from its start to its end along the axis.
  func band(of name: String) -> ClosedRange<CGFloat>? {
    guard let index = categories.firstIndex(of: name), !categories.isEmpty else { return nil }
    let width = (end - start) / CGFloat(categories.count)
    let a = start + width * CGFloat(index)
    let b = a + width
    return min(a, b)...max(a, b)
  }

  var bandWidth: CGFloat {
    categories.isEmpty ? abs(end - start) : abs(end - start) / CGFloat(categories.count)
  }
}

extension ChartValue {
  /// The value on a continuous scale (dates as seconds), nil for categories.
  var continuous: Double? {
    switch self {
    case .number(let value, _): value
    case .date(let date, _): date.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }

  var scaleKind: ChartScale.Kind {
    switch self {
    case .number(_, let isInteger): .number(integer: isInteger)
    case .date: .date
    case .category: .category
    }
  }

  var unit: Calendar.Component? {
    if case .date(_, let unit) = self { return unit }
    return nil
  }

  /// The name that identifies the value in a band scale or a stack.
  var key: String {
    switch self {
    case .category(let name): name
    case .number(let value, _): String(value)
    case .date(let date, _): String(date.timeIntervalSinceReferenceDate)
    }
  }
}
