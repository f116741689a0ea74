import Foundation
import MirrorCore
import SwiftUI

/// Which values an axis marks: picked automatically ("nice" numbers, calendar units), every
/// stride, or an explicit list.
public struct AxisMarkValues {
  let values: ChartAxisMarkValues

  public static var automatic: AxisMarkValues {
    AxisMarkValues(values: .automatic(desiredCount: nil, roundLowerBound: nil, roundUpperBound: nil))
  }

  public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
    -> AxisMarkValues
  {
    AxisMarkValues(
      values: .automatic(desiredCount: desiredCount, roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
  }

  public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(values: .numberStride(stepSize))
  }

  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
    calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(values: .dateStride(component, count: max(count, 1)))
  }

  static func explicit<P: Plottable>(_ values: [P]) -> AxisMarkValues {
    AxisMarkValues(values: .values(values.map(\.chartValue)))
  }
}

/// Which side of the plot an axis's marks go on.
public struct AxisMarkPosition: Sendable {
  let position: ChartAxisPosition
  public static let automatic = AxisMarkPosition(position: .automatic)
  public static let leading = AxisMarkPosition(position: .leading)
  public static let trailing = AxisMarkPosition(position: .trailing)
  public static let top = AxisMarkPosition(position: .top)
  public static let bottom = AxisMarkPosition(position: .bottom)
}

/// A preset arrangement of axis marks; the gallery draws every preset as `.automatic`.
public struct AxisMarkPreset: Sendable {
  public static let automatic = AxisMarkPreset()
  public static let extended = AxisMarkPreset()
  public static let aligned = AxisMarkPreset()
  public static let inset = AxisMarkPreset()
}
