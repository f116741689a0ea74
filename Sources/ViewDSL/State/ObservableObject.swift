import Foundation

/// An object views observe (Combine's `ObservableObject`, which Linux lacks).
///
/// A widget is drawn once, so nothing is re-drawn when it changes; `objectWillChange` exists
/// so code that sends on it compiles.
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` returns: `send()` does nothing, as no one re-draws a widget.
public final class ObservableObjectPublisher: Sendable {
  public init() {}
  public func send() {}
}

/// A published property of an observable object (`@Published var items: [Item] = []`).
@propertyWrapper
public struct Published<Value> {
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

  /// The values over time, as a publisher; here the current value only.
  public var projectedValue: Publisher {
    Publisher(value: storage.value)
  }

  /// The publisher of a published property (`$items`).
  public struct Publisher {
    public let value: Value
  }
}

/// An observable object a view creates and owns (`@StateObject var model = Model()`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  private let storage: StateStorage<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = StateStorage(thunk())
  }

  public var wrappedValue: ObjectType { storage.value }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: storage.value)
  }
}

/// An observable object a view is given (`@ObservedObject var model: Model`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public let wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Bindings to the object's properties (`$model.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}
