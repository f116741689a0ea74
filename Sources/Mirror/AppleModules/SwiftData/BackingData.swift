/// Where a model's property values are kept: the model's accessors read and write through it.
public protocol BackingData<Model> {
  associatedtype Model: PersistentModel
  init(for modelType: Model.Type)
  var persistentModelID: PersistentIdentifier? { get set }
  var metadata: Any { get }
  @_disfavoredOverload func getValue<Value: Decodable>(forKey: KeyPath<Model, Value>) -> Value
  func getValue<Value: PersistentModel>(forKey: KeyPath<Model, Value>) -> Value
  func getValue<Value: PersistentModel>(forKey: KeyPath<Model, Value?>) -> Value?
  func getValue<Value: RelationshipCollection, OtherModel>(forKey: KeyPath<Model, Value>) -> Value
  where OtherModel == Value.PersistentElement
  func getValue<Value: Decodable & RelationshipCollection, OtherModel>(forKey: KeyPath<Model, Value>) -> Value
  where OtherModel == Value.PersistentElement
  func getTransformableValue<Value>(forKey: KeyPath<Model, Value>) -> Value
  @_disfavoredOverload func setValue<Value: Encodable>(forKey: KeyPath<Model, Value>, to newValue: Value)
  func setValue<Value: PersistentModel>(forKey: KeyPath<Model, Value>, to newValue: Value)
  func setValue<Value: PersistentModel>(forKey: KeyPath<Model, Value?>, to newValue: Value?)
  func setValue<Value: RelationshipCollection, OtherModel>(forKey: KeyPath<Model, Value>, to newValue: Value)
  where OtherModel == Value.PersistentElement
  func setValue<Value: Encodable & RelationshipCollection, OtherModel>(forKey: KeyPath<Model, Value>, to newValue: Value)
  where OtherModel == Value.PersistentElement
  func setTransformableValue<Value>(forKey: KeyPath<Model, Value>, to newValue: Value)
}

/// A collection of related models: the value of a to-many relationship.
public protocol RelationshipCollection {
  associatedtype PersistentElement: PersistentModel
}

extension Array: RelationshipCollection where Element: PersistentModel {
  public typealias PersistentElement = Element
}

extension Optional: RelationshipCollection where Wrapped: Sequence, Wrapped.Element: PersistentModel {
  public typealias PersistentElement = Wrapped.Element
}
