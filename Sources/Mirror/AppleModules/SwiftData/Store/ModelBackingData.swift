import Foundation

/// A related model as a model's storage holds it: the model, or its identifier until it is
/// first read.
enum RelatedModel {
  case model(any PersistentModel)
  case identifier(PersistentIdentifier)
}

/// The values of one model and where it belongs: its context, identifier and state.
class ModelStorage {
  let layout: EntityLayout
  var persistentModelID: PersistentIdentifier?
  /// The context the model was inserted into or fetched by (held, so a fetched model's
  /// relationships can still be read after the caller lets go of the context).
  var context: ModelContext?
  /// The model these values are of, once a context knows it.
  weak var owner: AnyObject?
  var isDeleted = false
  /// Attribute values by property name; a to-one relationship holds a `RelatedModel?`, a
  /// to-many one a `[RelatedModel]?`.
  var values: [String: Any] = [:]

  init(layout: EntityLayout) {
    self.layout = layout
  }

  /// The value of the property `name`, which must have been set.
  func value(_ name: String) -> Any {
    guard let value = values[name] else {
      fatalError("SwiftData: \(layout.name).\(name) was read before it was given a value")
    }
    return value
  }

  func relatedOne(_ name: String) -> (any PersistentModel)? {
    guard case .some(.some(let related)) = values[name] as? RelatedModel? else { return nil }
    return resolve(related, in: name)
  }

  func relatedMany(_ name: String) -> [any PersistentModel]? {
    guard let related = values[name] as? [RelatedModel]? else { return [] }
    return related?.map { resolve($0, in: name) }
  }

  private func resolve(_ related: RelatedModel, in name: String) -> any PersistentModel {
    switch related {
    case .model(let model): return model
    case .identifier(let id):
      guard let context else { fatalError("SwiftData: \(layout.name).\(name) was read after its model left its context") }
      return context.model(for: id)
    }
  }

  /// Sets the property `name` and tells the context the model changed.
  func set(_ name: String, _ value: Any) {
    values[name] = value
    noteChange()
  }

  func noteChange() {
    if let context, let owner = owner as? any PersistentModel { context.noteChange(owner) }
  }

  /// Sets a relationship, and the inverse relationship of the models it gains and loses.
  func setRelated(_ name: String, to models: [any PersistentModel]?, toOne: Bool) {
    let property = layout.property(named: name)
    let old = (toOne ? relatedOne(name).map { [$0] } : relatedMany(name)) ?? []
    if toOne {
      set(name, models?.first.map { RelatedModel.model($0) } as RelatedModel? as Any)
    } else {
      set(name, models.map { $0.map { RelatedModel.model($0) } } as [RelatedModel]? as Any)
    }
    if let context {
      for model in models ?? [] where model.storage?.context == nil {
        context.insert(model)
      }
    }
    guard let property, let (_, inverse) = layout.inverse(of: property), let owner = owner as? any PersistentModel else {
      return
    }
    let new = models ?? []
    for lost in old where !new.contains(where: { $0 === lost }) {
      lost.storage?.unlink(owner, from: inverse)
    }
    for gained in new where !old.contains(where: { $0 === gained }) {
      gained.storage?.link(owner, into: inverse)
    }
  }

  /// Adds `model` to the relationship `property` (to-one: makes it the value) without touching
  /// `model`'s side.
  func link(_ model: any PersistentModel, into property: EntityLayout.Property) {
    if property.kind == .toOne {
      set(property.name, RelatedModel.model(model) as RelatedModel? as Any)
    } else {
      var related = (values[property.name] as? [RelatedModel]?).flatMap { $0 } ?? []
      if !(relatedMany(property.name) ?? []).contains(where: { $0 === model }) { related.append(.model(model)) }
      set(property.name, related as [RelatedModel]? as Any)
    }
  }

  /// Removes `model` from the relationship `property` without touching `model`'s side.
  func unlink(_ model: any PersistentModel, from property: EntityLayout.Property) {
    if property.kind == .toOne {
      if relatedOne(property.name) === model { set(property.name, RelatedModel?.none as Any) }
    } else if let related = relatedMany(property.name) {
      set(property.name, related.filter { $0 !== model }.map { RelatedModel.model($0) } as [RelatedModel]? as Any)
    }
  }
}

/// The backing data every model gets: its values in a `ModelStorage`.
final class ModelBackingData<M: PersistentModel>: ModelStorage, BackingData {
  typealias Model = M

  required init(for modelType: M.Type) {
    super.init(layout: EntityLayout.of(modelType))
  }

  var metadata: Any { layout.name }

  private func name(_ key: AnyKeyPath) -> String { layout.property(for: key).name }

  @_disfavoredOverload
  func getValue<Value: Decodable>(forKey key: KeyPath<M, Value>) -> Value { value(name(key)) as! Value }

  func getValue<Value: PersistentModel>(forKey key: KeyPath<M, Value>) -> Value {
    let name = name(key)
    guard let model = relatedOne(name) else { fatalError("SwiftData: \(layout.name).\(name) has no \(Value.self)") }
    return model as! Value
  }

  func getValue<Value: PersistentModel>(forKey key: KeyPath<M, Value?>) -> Value? { relatedOne(name(key)) as? Value }

  func getValue<Value: RelationshipCollection, OtherModel>(forKey key: KeyPath<M, Value>) -> Value
  where OtherModel == Value.PersistentElement {
    collection(relatedMany(name(key)), of: OtherModel.self)
  }

  func getValue<Value: Decodable & RelationshipCollection, OtherModel>(forKey key: KeyPath<M, Value>) -> Value
  where OtherModel == Value.PersistentElement {
    collection(relatedMany(name(key)), of: OtherModel.self)
  }

  private func collection<Value, Element>(_ models: [any PersistentModel]?, of element: Element.Type) -> Value {
    if let models {
      return models.map { $0 as! Element } as! Value
    }
    return (Value.self as! any OptionalValue.Type).nilValue as! Value
  }

  func getTransformableValue<Value>(forKey key: KeyPath<M, Value>) -> Value { value(name(key)) as! Value }

  @_disfavoredOverload
  func setValue<Value: Encodable>(forKey key: KeyPath<M, Value>, to newValue: Value) { set(name(key), newValue) }

  func setValue<Value: PersistentModel>(forKey key: KeyPath<M, Value>, to newValue: Value) {
    setRelated(name(key), to: [newValue], toOne: true)
  }

  func setValue<Value: PersistentModel>(forKey key: KeyPath<M, Value?>, to newValue: Value?) {
    setRelated(name(key), to: newValue.map { [$0] } ?? [], toOne: true)
  }

  func setValue<Value: RelationshipCollection, OtherModel>(forKey key: KeyPath<M, Value>, to newValue: Value)
  where OtherModel == Value.PersistentElement {
    setRelated(name(key), to: models(in: newValue, of: OtherModel.self), toOne: false)
  }

  func setValue<Value: Encodable & RelationshipCollection, OtherModel>(forKey key: KeyPath<M, Value>, to newValue: Value)
  where OtherModel == Value.PersistentElement {
    setRelated(name(key), to: models(in: newValue, of: OtherModel.self), toOne: false)
  }

  private func models<Value, Element: PersistentModel>(in value: Value, of element: Element.Type) -> [any PersistentModel]? {
    (value as? [Element]).map { $0.map { $0 as any PersistentModel } }
  }

  func setTransformableValue<Value>(forKey key: KeyPath<M, Value>, to newValue: Value) { set(name(key), newValue) }
}
