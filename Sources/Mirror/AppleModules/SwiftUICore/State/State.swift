import Foundation
import MirrorCore

/// A view's own value (`@State private var count = 0`).
///
/// A widget is drawn once per entry and never updates, so a state holds its initial value;
/// setting it changes what later reads of the same view value see.
@propertyWrapper
public struct State<Value> {
  private let storage: StateStorage<Value>

  public init(wrappedValue value: Value) {
    storage = StateStorage(value)
  }

  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding to the state (`$count`).
  public var projectedValue: Binding<Value> {
    Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

// In an extension, as in the SDK: the compiler default-initializes a wrapped property only through
// an `init()` of the wrapper's own declaration, so a `@State var position: CGPoint` without a value
// is left for the view's `init` to set, as on iOS.
extension State where Value: ExpressibleByNilLiteral {
  /// A state whose initial value is nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The box a `State`, `StateObject` or `AppStorage` keeps its value in.
final class StateStorage<Value>: @unchecked Sendable {
  // Sendable: a state's value is read and set only while its view is evaluated, on the one thread that
  // evaluates that view tree; a widget never updates.
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension State: @unchecked Sendable where Value: Sendable {
  // Sendable: for the reason `StateStorage` gives.
}
