import Foundation
import MirrorCore

/// A number that grows and shrinks with Dynamic Type, as a text style does.
///
/// Its value is the one given at the default size (`large`) times how much larger the text
/// style is at the environment's `dynamicTypeSize` (Apple's Dynamic Type table), rounded to the
/// display's pixels. Read it in `body`, where the environment is the view's.
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
  private let value: Value
  private let textStyle: Font.TextStyle

  /// A metric of `wrappedValue` at the default size that scales with `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    value = wrappedValue
    self.textStyle = textStyle
  }

  /// A metric of `wrappedValue` at the default size that scales with the body style.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// The value at the Dynamic Type size of the view being evaluated.
  public var wrappedValue: Value {
    let environment = EnvironmentValues.current
    let scaled = Double(value) * textStyle.scale(at: environment.dynamicTypeSize)
    let pixels = max(Double(environment.displayScale), 1)
    return Value((scaled * pixels).rounded() / pixels)
  }
}

extension ScaledMetric: Sendable where Value: Sendable {}
