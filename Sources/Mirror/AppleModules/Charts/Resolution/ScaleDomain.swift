import Foundation
import MirrorCore
import SwiftUI

/// A scale's domain: a range of numbers or dates, a list of categories, or automatic.
public protocol ScaleDomain {}

/// How a domain sets its axis.
protocol ScaleDomainSetting {
  func apply(to axis: inout ChartConfiguration.Axis)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}

extension ClosedRange: ScaleDomainSetting where Bound: Plottable {
  func apply(to axis: inout ChartConfiguration.Axis) {
    switch (lowerBound.chartValue, upperBound.chartValue) {
    case (.number(let low, _), .number(let high, _)): axis.domain = .numbers(low...Swift.max(low, high))
    case (.date(let low, _), .date(let high, _)): axis.domain = .dates(low...Swift.max(low, high))
    default: break
    }
  }
}

extension Range: ScaleDomain where Bound: Plottable {}

extension Range: ScaleDomainSetting where Bound: Plottable {
  func apply(to axis: inout ChartConfiguration.Axis) {
    (lowerBound...upperBound).apply(to: &axis)
  }
}

extension Array: ScaleDomain where Element: Plottable {}

extension Array: ScaleDomainSetting where Element: Plottable {
  func apply(to axis: inout ChartConfiguration.Axis) {
    axis.domain = .categories(map(\.chartValue.seriesName))
  }
}

/// A domain inferred from the data, with or without zero.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainSetting {
  let includesZero: Bool?
  let reversed: Bool?
  func apply(to axis: inout ChartConfiguration.Axis) {
    axis.includesZero = includesZero
    axis.isReversed = reversed ?? false
  }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
  }
}
