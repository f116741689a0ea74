import Foundation
import MirrorCore

/// A value an intent is created with (`@Parameter(title: "Task") var task: String`).
///
/// A class, as in App Intents: setting a parameter of an intent held in a `let` works, and
/// copies of an intent share their parameters. The gallery shows a widget with the intent's
/// default values: `default:` or the initial value, an entity query's `defaultResult()` for
/// entities, nil for optionals, and for a parameter with none of these the value iOS gives
/// it (see `wrappedValue`). The options that only shape the Shortcuts editor
/// (`requestValueDialog:`, `inputOptions:`, `controlStyle:` …) are taken and kept.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  // Sendable: parameters are set while the intent is made and its defaults filled, before the provider call it
  // is handed to; one call at a time uses an intent (`UncheckedIntent`).
  private var value: Value?
  public let title: LocalizedStringResource
  public let description: LocalizedStringResource?
  /// What Shortcuts asks when the parameter has no value.
  public let requestValueDialog: IntentDialog?
  /// The value the parameter starts with, when it has one.
  public let defaultValue: Value?

  private init(
    storing value: Value?, title: LocalizedStringResource?, description: LocalizedStringResource?,
    requestValueDialog: IntentDialog?
  ) {
    self.title = title ?? ""
    self.description = description
    self.requestValueDialog = requestValueDialog
    self.value = value
    self.defaultValue = value
  }

  /// A parameter with the Shortcuts options App Intents takes for its value type; every
  /// argument may be left out (the title then is the property's name in Shortcuts).
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    inputOptions: String.IntentInputOptions? = nil, displayName: Bool.IntentDisplayName? = nil,
    kind: _IntentParameterDateKind = .date, controlStyle: _IntentParameterControlStyle? = nil, currencyCodes: [String] = [],
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, supportedValues: [Value] = []
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: requestValueDialog)
  }

  /// A number parameter with bounds (`inclusiveRange: (1, 10)`).
  public convenience init<Bound: Comparable>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    controlStyle: _IntentParameterControlStyle? = nil, currencyCodes: [String] = [],
    inclusiveRange: (lowerBound: Bound, upperBound: Bound), requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: requestValueDialog)
  }

  /// A parameter whose values come from a provider (`optionsProvider:`), with an optional
  /// default.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    inputOptions: String.IntentInputOptions? = nil, kind: _IntentParameterDateKind = .date,
    controlStyle: _IntentParameterControlStyle? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: Provider
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: requestValueDialog)
  }

  /// An entity parameter found by a query other than the entity's own (`query:`).
  public convenience init<Query: EntityQuery>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: requestValueDialog)
  }

  /// A list parameter whose length depends on the widget family.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: nil)
  }

  /// A list parameter of a fixed length or range of lengths.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: nil)
  }

  /// A list parameter of entities found by a query of its own, of a fixed length or range.
  public convenience init<Query: EntityQuery>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, default value: Value? = nil,
    size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
  ) {
    self.init(storing: value, title: title, description: description, requestValueDialog: nil)
  }

  /// A parameter with an initial value (`@Parameter(title: "Count") var count = 3`).
  public convenience init(
    wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil, displayName: Bool.IntentDisplayName? = nil,
    kind: _IntentParameterDateKind = .date, controlStyle: _IntentParameterControlStyle? = nil,
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(storing: wrappedValue, title: title, description: description, requestValueDialog: requestValueDialog)
  }

  /// A number parameter with an initial value and bounds.
  public convenience init<Bound: Comparable>(
    wrappedValue: Value, title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    controlStyle: _IntentParameterControlStyle? = nil, inclusiveRange: (lowerBound: Bound, upperBound: Bound),
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(storing: wrappedValue, title: title, description: description, requestValueDialog: requestValueDialog)
  }

  /// The value. A parameter that was never set reads as iOS gives it to a widget's provider:
  /// nil when optional, otherwise false, 0, an empty string or collection, or an enum's
  /// first case; a type with no such value (a date, an entity whose query has no default
  /// result) stops the program with a message naming the parameter, which the gallery shows
  /// as the widget's error.
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let zero = IntentValueDefault.value(of: Value.self) { return zero }
      fatalError(IntentValueDefault.unsetMessage(kind: "intent parameter", title: title, type: Value.self))
    }
    set { value = newValue }
  }

  /// The parameter itself (`\.$city` in a parameter summary).
  public var projectedValue: IntentParameter<Value> { self }

  /// Whether the parameter may be left without a value.
  public var isOptional: Bool { Value.self is any OptionalValue.Type }

  /// Fills an unset entity parameter from its query's `defaultResult()`, as WidgetKit does
  /// for a widget the user has not configured.
  func fillDefault() async {
    guard value == nil else { return }
    let type = (Value.self as? any OptionalValue.Type)?.wrappedType ?? Value.self
    guard let entityType = type as? any AppEntity.Type else { return }
    if let result = await Self.defaultResult(of: entityType) {
      value = (result as? Value) ?? (Value.self as? any OptionalValue.Type)?.wrapping(result) as? Value
    }
  }

  private static func defaultResult<Entity: AppEntity>(of type: Entity.Type) async -> Entity? {
    await Entity.defaultQuery.defaultResult()
  }
}

extension IntentParameter {
  /// Bounds of a number parameter (`inclusiveRange:`).
  public typealias InclusiveRange<Bound: Comparable> = (lowerBound: Bound, upperBound: Bound)
  /// Whether a date parameter takes a date, a time or both.
  public typealias DateKind = _IntentParameterDateKind
  /// How Shortcuts edits an `Int` parameter.
  public typealias IntControlStyle = _IntentParameterControlStyle
  /// How Shortcuts edits a `Double` parameter.
  public typealias DoubleControlStyle = _IntentParameterControlStyle

  // Asking the user happens while an intent is performed, which the gallery never does:
  // each of these throws, as when the user cancels.

  /// An error that makes Shortcuts ask for the parameter's value.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError { .userActionRequired }

  /// An error that makes Shortcuts ask the user to choose among values.
  public func needsDisambiguationError(among values: [Value], dialog: IntentDialog? = nil) -> AppIntentError {
    .userActionRequired
  }

  /// Asks the user for the parameter's value.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value { throw AppIntentError.userActionRequired }

  /// Asks the user to choose among values.
  public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
    throw AppIntentError.userActionRequired
  }

  /// Asks the user to confirm a value.
  public func requestConfirmation(for value: Value, dialog: IntentDialog? = nil) async throws -> Bool {
    throw AppIntentError.userActionRequired
  }
}

extension IntentParameter: DefaultFillingParameter {}

/// Parameters the gallery fills before showing an intent's widget.
protocol DefaultFillingParameter: AnyObject {
  func fillDefault() async
}

/// `Optional`, seen without its wrapped type.
protocol OptionalValue {
  static var nilValue: Self { get }
  static var wrappedType: Any.Type { get }
  static func wrapping(_ value: Any) -> Self?
}

extension Optional: OptionalValue {
  static var nilValue: Wrapped? { nil }
  static var wrappedType: Any.Type { Wrapped.self }
  static func wrapping(_ value: Any) -> Wrapped?? { (value as? Wrapped).map { .some($0) } }
}

/// The value iOS gives a parameter or entity property that has none.
enum IntentValueDefault {
  /// nil for an optional; false, 0, "" or an empty collection for values written as
  /// literals; an enumeration's first case; nil when the type has none of these.
  static func value<Value>(of type: Value.Type) -> Value? {
    if let none = (type as? any OptionalValue.Type)?.nilValue as? Value { return none }
    if let type = type as? any ExpressibleByBooleanLiteral.Type { return falseValue(type) as? Value }
    if let type = type as? any ExpressibleByIntegerLiteral.Type { return zero(type) as? Value }
    if let type = type as? any ExpressibleByStringLiteral.Type { return emptyString(type) as? Value }
    if let type = type as? any ExpressibleByArrayLiteral.Type { return emptyArray(type) as? Value }
    if let type = type as? any ExpressibleByDictionaryLiteral.Type { return emptyDictionary(type) as? Value }
    if let type = type as? any CaseIterable.Type { return firstCase(type) as? Value }
    return nil
  }

  /// What a read of an unset value that has no default says.
  static func unsetMessage(kind: String, title: LocalizedStringResource, type: Any.Type) -> String {
    let name = title.key.isEmpty ? "an \(kind)" : "the \(kind) \"\(title.key)\""
    return "\(name) of type \(type) was read before it was set, and iOS gives a \(type) no value of its own; give it a default"
  }

  private static func falseValue<T: ExpressibleByBooleanLiteral>(_: T.Type) -> Any {
    let value: T = false
    return value
  }
  private static func zero<T: ExpressibleByIntegerLiteral>(_: T.Type) -> Any {
    let zero: T = 0
    return zero
  }
  private static func emptyString<T: ExpressibleByStringLiteral>(_: T.Type) -> Any {
    let empty: T = ""
    return empty
  }
  private static func emptyArray<T: ExpressibleByArrayLiteral>(_: T.Type) -> Any {
    let empty: T = []
    return empty
  }
  private static func emptyDictionary<T: ExpressibleByDictionaryLiteral>(_: T.Type) -> Any {
    let empty: T = [:]
    return empty
  }
  private static func firstCase<T: CaseIterable>(_: T.Type) -> Any? { T.allCases.first }
}

extension AppIntent {
  /// Gives every unset entity parameter its query's default result.
  package func fillingDefaultParameters() async -> Self {
    for child in Mirror(reflecting: self).children {
      if let parameter = child.value as? any DefaultFillingParameter { await parameter.fillDefault() }
    }
    return self
  }
}

/// The number of values a list parameter takes.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
  public let min: Int
  public let max: Int

  public init(exactly count: Int) {
    min = count
    max = count
  }

  public init(min: Int, max: Int) {
    self.min = min
    self.max = max
  }

  public init(integerLiteral value: Int) { self.init(exactly: value) }
}
