/// Reads a value from the environment of the view being evaluated.
///
/// Valid inside `body` (and the closures `body` runs, such as `GeometryReader`'s), where the
/// gallery has set the environment; elsewhere it reads the default values.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: (EnvironmentValues) -> Value

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// An environment property that reads its value with `read` (an observable object by its type).
  package init(reading read: @escaping (EnvironmentValues) -> Value) {
    self.read = read
  }

  public var wrappedValue: Value {
    read(EnvironmentValues.current)
  }
}
