/// Reads a value from the environment of the view being evaluated.
///
/// Valid inside `body` (and the closures `body` runs, such as `GeometryReader`'s), where the
/// gallery has set the environment; elsewhere it reads the default values.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    EnvironmentValues.current[keyPath: keyPath]
  }
}
