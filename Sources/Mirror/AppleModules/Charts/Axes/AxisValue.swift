import Foundation
import MirrorCore
import SwiftUI

/// A value an axis marks, as the content of `AxisMarks` sees it.
public struct AxisValue {
  let value: ChartValue
  /// The value as the default label shows it.
  let label: String
  let timeZone: TimeZone
  /// The value's position among the marked values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int

  init(tick: ChartAxisTick, timeZone: TimeZone) {
    value = tick.value
    label = tick.label
    index = tick.index
    count = tick.count
    self.timeZone = timeZone
  }

  /// The value as a given plottable type, or nil when it is of another kind.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    P.from(value)
  }
}
