/// A key for a value in the environment, with the value views see when nobody set one.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// A property of a view whose value the gallery supplies while evaluating `body`.
public protocol DynamicProperty {}
