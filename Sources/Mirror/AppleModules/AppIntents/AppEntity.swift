import Foundation
import MirrorCore

/// A thing of the app's that intents take as a parameter (App Intents).
///
/// A widget configured with an entity is shown with the entity its query's
/// `defaultResult()` gives.
public protocol AppEntity: Identifiable, Sendable, TypeDisplayRepresentable, InstanceDisplayRepresentable
where ID: Sendable {
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
  static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
  /// `@Property(title:)` on an entity's stored values.
  public typealias Property<Value> = EntityProperty<Value>
}

/// A value of an entity shown in Shortcuts (`@Property(title: "Name") var name: String`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
  // Sendable: a property is set while its entity is made (by a query or the widget's code) and only read after;
  // the gallery hands an entity to one provider call or view at a time.
  private var value: Value?
  public var title: LocalizedStringResource

  public init() { title = "" }
  public init(title: LocalizedStringResource) { self.title = title }
  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.title = title
    value = wrappedValue
  }
  public init(wrappedValue: Value) {
    title = ""
    value = wrappedValue
  }

  /// The value; one never set reads as a parameter's does (see `IntentParameter.wrappedValue`).
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let zero = IntentValueDefault.value(of: Value.self) { return zero }
      fatalError(IntentValueDefault.unsetMessage(kind: "entity property", title: title, type: Value.self))
    }
    set { value = newValue }
  }

  public var projectedValue: EntityProperty<Value> { self }

  /// Whether the property may be left without a value.
  public var isOptional: Bool { Value.self is any OptionalValue.Type }
}

/// Finds entities by id and suggests them.
public protocol EntityQuery: Sendable {
  associatedtype Entity: AppEntity
  init()
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  func suggestedEntities() async throws -> [Entity]
  /// The entity a new, unconfigured widget shows.
  func defaultResult() async -> Entity?
}

extension EntityQuery {
  public func suggestedEntities() async throws -> [Entity] { [] }
  public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by a search string.
public protocol EntityStringQuery: EntityQuery {
  func entities(matching string: String) async throws -> [Entity]
}

/// A query that lists every entity.
public protocol EnumerableEntityQuery: EntityQuery {
  func allEntities() async throws -> [Entity]
}

/// The values a parameter offers (`@Parameter(title:, optionsProvider: CityOptions())`).
public protocol DynamicOptionsProvider: Sendable {
  associatedtype Result
  init()
  func results() async throws -> [Result]
  func defaultResult() async -> Result?
}

extension DynamicOptionsProvider {
  public func defaultResult() async -> Result? { nil }
}

/// A fixed set of values an intent takes as a parameter (App Intents).
public protocol AppEnum: RawRepresentable, CaseIterable, Sendable, TypeDisplayRepresentable, CaseDisplayRepresentable
where RawValue: Sendable {}

/// Types with a name shown for them in Shortcuts.
public protocol TypeDisplayRepresentable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// Values shown by a title, subtitle and image.
public protocol InstanceDisplayRepresentable {
  var displayRepresentation: DisplayRepresentation { get }
}

/// Enumerations with a representation for each case.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable {
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  /// The case's title, from `caseDisplayRepresentations`.
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: String(describing: self))
  }
}

/// The name of a type, as Shortcuts shows it.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public let name: LocalizedStringResource
  public let numericFormat: LocalizedStringResource?

  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }

  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
  }
}

/// How a value is shown: a title, a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public let title: LocalizedStringResource
  public let subtitle: LocalizedStringResource?
  public let image: Image?
  public let synonyms: [LocalizedStringResource]

  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
  }

  /// The image beside a value in Shortcuts.
  public struct Image: Sendable {
    public let name: String
    public init(systemName: String) { name = systemName }
    public init(named name: String) { self.name = name }
    public init(named name: String, isTemplate: Bool) { self.name = name }
  }
}

/// What an intent does, as Shortcuts shows it (`static var description = IntentDescription("…")`).
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
  public let descriptionText: LocalizedStringResource
  public let categoryName: LocalizedStringResource?
  public let searchKeywords: [LocalizedStringResource]

  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }

  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
  }
}

/// An intent that sets a value, such as a control's toggle state (`SetValueIntent`).
public protocol SetValueIntent: AppIntent {
  associatedtype ValueType
  var value: ValueType { get set }
}

/// An intent a widget's audio button starts (`AudioPlaybackIntent`).
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent a Live Activity's button runs (`LiveActivityIntent`).
public protocol LiveActivityIntent: AppIntent {}
