import Foundation
import Observation

/// A class whose instances SwiftData stores: written with `@Model`, which generates what this
/// protocol requires.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  init(backingData: any BackingData<Self>)
  var persistentBackingData: any BackingData<Self> { get set }
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
  /// The backing data a new instance starts with, before it is inserted into a context.
  public static func createBackingData<P: PersistentModel>() -> some BackingData<P> {
    ModelBackingData<P>(for: P.self)
  }

  @_disfavoredOverload
  public func getValue<Value: Decodable>(forKey key: KeyPath<Self, Value>) -> Value {
    persistentBackingData.getValue(forKey: key)
  }

  public func getValue<Value: PersistentModel>(forKey key: KeyPath<Self, Value>) -> Value {
    persistentBackingData.getValue(forKey: key)
  }

  public func getValue<Value: PersistentModel>(forKey key: KeyPath<Self, Value?>) -> Value? {
    persistentBackingData.getValue(forKey: key)
  }

  public func getValue<Value: RelationshipCollection, OtherModel>(forKey key: KeyPath<Self, Value>) -> Value
  where OtherModel == Value.PersistentElement {
    persistentBackingData.getValue(forKey: key)
  }

  public func getValue<Value: Decodable & RelationshipCollection, OtherModel>(forKey key: KeyPath<Self, Value>) -> Value
  where OtherModel == Value.PersistentElement {
    persistentBackingData.getValue(forKey: key)
  }

  public func getTransformableValue<Value>(forKey key: KeyPath<Self, Value>) -> Value {
    persistentBackingData.getTransformableValue(forKey: key)
  }

  @_disfavoredOverload
  public func setValue<Value: Encodable>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
    persistentBackingData.setValue(forKey: key, to: newValue)
  }

  public func setValue<Value: PersistentModel>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
    persistentBackingData.setValue(forKey: key, to: newValue)
  }

  public func setValue<Value: PersistentModel>(forKey key: KeyPath<Self, Value?>, to newValue: Value?) {
    persistentBackingData.setValue(forKey: key, to: newValue)
  }

  public func setValue<Value: RelationshipCollection, OtherModel>(forKey key: KeyPath<Self, Value>, to newValue: Value)
  where OtherModel == Value.PersistentElement {
    persistentBackingData.setValue(forKey: key, to: newValue)
  }

  public func setValue<Value: Encodable & RelationshipCollection, OtherModel>(
    forKey key: KeyPath<Self, Value>, to newValue: Value
  ) where OtherModel == Value.PersistentElement {
    persistentBackingData.setValue(forKey: key, to: newValue)
  }

  public func setTransformableValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
    persistentBackingData.setTransformableValue(forKey: key, to: newValue)
  }

  /// The model's values and state, when its backing data is SwiftData's own.
  var storage: ModelStorage? { persistentBackingData as? ModelStorage }

  /// The context the model was inserted into or fetched by; nil before it is inserted.
  public var modelContext: ModelContext? { storage?.context }

  /// The model's identifier: its store's once saved or fetched, a temporary one before.
  public var persistentModelID: PersistentIdentifier {
    if let id = persistentBackingData.persistentModelID { return id }
    let id = PersistentIdentifier.temporary(entityName: Schema.entityName(for: Self.self))
    persistentBackingData.persistentModelID = id
    return id
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var id: PersistentIdentifier { persistentModelID }

  /// Whether the model has changes its context has not saved.
  public var hasChanges: Bool {
    guard let context = storage?.context else { return false }
    return context.hasUnsavedChanges(self)
  }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { storage?.isDeleted ?? false }
}
