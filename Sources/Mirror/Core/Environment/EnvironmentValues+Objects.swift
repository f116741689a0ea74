/// Objects placed in the environment by their type (`.environment(model)`, read with
/// `@Environment(Model.self)`), one per type, as SwiftUI keeps them.
extension EnvironmentValues {
  /// The object of type `type` an ancestor placed in the environment; nil when none did.
  package func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    self[ObjectKey<Object>.self]
  }

  /// Places `object` in the environment as the one of its type (nil removes it).
  package mutating func setObject<Object: AnyObject>(_ object: Object?, for type: Object.Type) {
    self[ObjectKey<Object>.self] = object
  }
}

/// The key of the one object of type `Object` in an environment.
private enum ObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}
