import Combine
import Foundation
import MirrorCore

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
