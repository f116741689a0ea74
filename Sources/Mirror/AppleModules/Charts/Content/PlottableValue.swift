import Foundation
import MirrorCore
import SwiftUI

/// A value a mark plots, with the label that names what it measures.
public struct PlottableValue<Value: Plottable> {
  let label: String
  let chartValue: ChartValue

  init(label: String, value: ChartValue) {
    self.label = label
    self.chartValue = value
  }

  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label.key, value: value.chartValue)
  }

  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: value.chartValue)
  }

  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: "", value: value.chartValue)
  }
}

extension PlottableValue where Value == Date {
  /// A date that stands for a whole calendar unit (an hour, a day, …): bars span the unit.
  public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current)
    -> PlottableValue<Date>
  {
    PlottableValue(label: label.key, value: .date(value, unit: unit))
  }

  public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current)
    -> PlottableValue<Date>
  {
    PlottableValue(label: String(label), value: .date(value, unit: unit))
  }
}
