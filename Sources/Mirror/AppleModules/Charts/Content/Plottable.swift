import Foundation
import MirrorCore
import SwiftUI

/// A type whose values a chart can plot: numbers, strings, dates, and types that convert to
/// one of them (e.g. `String`-backed enums).
public protocol Plottable {
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  var primitivePlottable: PrimitivePlottable { get }
  init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types: integers, floating-point numbers, `String` and `Date`.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
  /// The value as the chart plots it.
  var _chartValue: _ChartPrimitive { get }
  init?(_chartPrimitive: _ChartPrimitive)
}

/// A primitive value as charts store it; not for use in widget code.
public struct _ChartPrimitive {
  let value: ChartValue
}

extension PrimitivePlottableProtocol {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {
  public var _chartValue: _ChartPrimitive { _ChartPrimitive(value: .category(self)) }
  public init?(_chartPrimitive: _ChartPrimitive) {
    guard case .category(let string) = _chartPrimitive.value else { return nil }
    self = string
  }
}

extension Date: PrimitivePlottableProtocol {
  public var _chartValue: _ChartPrimitive { _ChartPrimitive(value: .date(self, unit: nil)) }
  public init?(_chartPrimitive: _ChartPrimitive) {
    guard case .date(let date, _) = _chartPrimitive.value else { return nil }
    self = date
  }
}

/// Integer types plot as numbers whose ticks stay on whole values.
protocol IntegerPlottable: PrimitivePlottableProtocol, BinaryInteger {}

extension IntegerPlottable {
  public var _chartValue: _ChartPrimitive { _ChartPrimitive(value: .number(Double(self), isInteger: true)) }
  public init?(_chartPrimitive: _ChartPrimitive) {
    guard let number = _chartPrimitive.value.number, number.isFinite else { return nil }
    self.init(exactly: number.rounded())
  }
}

/// Floating-point types plot as numbers.
protocol FloatingPlottable: PrimitivePlottableProtocol, BinaryFloatingPoint {}

extension FloatingPlottable {
  public var _chartValue: _ChartPrimitive { _ChartPrimitive(value: .number(Double(self), isInteger: false)) }
  public init?(_chartPrimitive: _ChartPrimitive) {
    guard let number = _chartPrimitive.value.number else { return nil }
    self.init(number)
  }
}

extension Int: IntegerPlottable {}
extension Int8: IntegerPlottable {}
extension Int16: IntegerPlottable {}
extension Int32: IntegerPlottable {}
extension Int64: IntegerPlottable {}
extension UInt: IntegerPlottable {}
extension UInt8: IntegerPlottable {}
extension UInt16: IntegerPlottable {}
extension UInt32: IntegerPlottable {}
extension UInt64: IntegerPlottable {}
extension Double: FloatingPlottable {}
extension Float: FloatingPlottable {}
extension CGFloat: FloatingPlottable {}

extension Plottable {
  var chartValue: ChartValue { primitivePlottable._chartValue.value }

  /// The plotted value turned back into this type (for axis labels and `AxisValue.as(_:)`).
  static func from(_ value: ChartValue) -> Self? {
    PrimitivePlottable(_chartPrimitive: _ChartPrimitive(value: value)).flatMap { Self(primitivePlottable: $0) }
  }
}

extension ChartValue {
  /// The value as a series name: the text of its legend entry.
  var seriesName: String {
    switch self {
    case .category(let string): return string
    case .number(let number, let isInteger): return isInteger ? String(Int(number)) : String(number)
    case .date(let date, _): return date.formatted(.dateTime.year().month().day())
    }
  }
}
