import Foundation
import Observation

/// Bindings to the properties of an observable object (`@Bindable var model = model`, then
/// `$model.name`), iOS 17.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
