import Foundation
import ViewDSL

/// A value an intent is created with (`@Parameter(title: "Task") var task: String`).
///
/// A class, as in App Intents: setting a parameter of an intent held in a `let` works, and
/// copies of an intent share their parameters. The gallery shows a widget with the intent's
/// default values: `default:` or the initial value, an entity query's `defaultResult()` for
/// entities, and nil for optionals.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  // Sendable: parameters are set while the intent is made and its defaults filled, before the provider call it
  // is handed to; one call at a time uses an intent (`UncheckedIntent`).
  private var value: Value?
  public let title: LocalizedStringResource
  public let description: LocalizedStringResource?

  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
    self.description = description
  }

  public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
    self.description = description
    value = wrappedValue
  }

  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
    self.title = title
    self.description = description
    self.value = value
  }

  /// A parameter whose value comes from a query or provider (`optionsProvider:`), with an
  /// optional default.
  public init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    optionsProvider: Provider
  ) {
    self.title = title
    self.description = description
    self.value = value
  }

  /// A list parameter whose length depends on the widget family.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    size: [WidgetFamily: IntentCollectionSize]
  ) {
    self.title = title
    self.description = description
    self.value = value
  }

  /// A list parameter of a fixed length or range of lengths.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    size: IntentCollectionSize
  ) {
    self.title = title
    self.description = description
    self.value = value
  }

  /// A number parameter with bounds (`inclusiveRange: (1, 10)`).
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    inclusiveRange: (Value, Value)
  ) {
    self.title = title
    self.description = description
    self.value = value
  }

  /// The value; reading a non-optional parameter that was never set stops the program, as in
  /// App Intents; an optional one reads nil.
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let none = (Value.self as? any OptionalValue.Type)?.nilValue as? Value { return none }
      fatalError("the intent parameter \"\(title.key)\" was read before it was set")
    }
    set { value = newValue }
  }

  /// The parameter itself (`\.$city` in a parameter summary).
  public var projectedValue: IntentParameter<Value> { self }

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
