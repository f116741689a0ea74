import Foundation

/// An action an interactive widget runs from a `Button` or `Toggle` (App Intents).
///
/// The gallery draws the control that holds the intent; it never performs the intent.
public protocol AppIntent: Sendable {
  associatedtype PerformResult: IntentResult
  init()
  static var title: LocalizedStringResource { get }
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// `@Parameter` in an intent's declaration.
  public typealias Parameter<Value> = IntentParameter<Value>
}

/// What an intent's `perform()` returns.
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing to show: `return .result()`.
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult {
  init() {}
}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
  public static func result() -> Self { IntentResultContainer() }
}

/// A value an intent is created with (`@Parameter(title: "Task") var task: String`).
@propertyWrapper
public struct IntentParameter<Value> {
  private var value: Value?
  public let title: LocalizedStringResource

  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
  }

  public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
    value = wrappedValue
  }

  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
    self.title = title
    self.value = value
  }

  /// The value; reading a parameter that was never set stops the program, as in App Intents.
  public var wrappedValue: Value {
    get {
      guard let value else { fatalError("the intent parameter \"\(title.key)\" was read before it was set") }
      return value
    }
    set { value = newValue }
  }
}

extension IntentParameter: @unchecked Sendable where Value: Sendable {}
