import Foundation
import MirrorCore

/// An action an interactive widget runs from a `Button` or `Toggle` (App Intents).
///
/// The gallery draws the control that holds the intent; it never performs the intent.
public protocol AppIntent: Sendable {
  associatedtype PerformResult: IntentResult
  associatedtype SummaryContent: ParameterSummary = _NoParameterSummary
  init()
  static var title: LocalizedStringResource { get }
  /// What the intent does, as Shortcuts shows it.
  static var description: IntentDescription? { get }
  /// The sentence Shortcuts and the widget editor show for the intent's parameters.
  static var parameterSummary: SummaryContent { get }
  static var openAppWhenRun: Bool { get }
  static var isDiscoverable: Bool { get }
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// `@Parameter` in an intent's declaration.
  public typealias Parameter<Value> = IntentParameter<Value>
  /// `Summary("Show \(\.$city)") { \.$units }` in `parameterSummary`.
  public typealias Summary = _IntentSummary<Self>
  /// `When(\.$showDetails, .equalTo, true) { Summary(…) } otherwise: { Summary(…) }`.
  public typealias When = _IntentSummaryWhen<Self>
  /// `Switch(\.$mode) { Case(.a) { Summary(…) } DefaultCase { Summary(…) } }`.
  public typealias Switch = _IntentSummarySwitch<Self>
  public typealias Case<Value> = _IntentSummaryCase<Self, Value>
  public typealias DefaultCase = _IntentSummaryDefaultCase<Self>

  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  public static var isDiscoverable: Bool { true }
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

extension AppIntent where SummaryContent == _NoParameterSummary {
  public static var parameterSummary: _NoParameterSummary { _NoParameterSummary() }
}

/// Who may run an intent without unlocking the device.
public enum IntentAuthenticationPolicy: Hashable, Sendable {
  case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// What an intent's `perform()` returns.
public protocol IntentResult: Sendable {}

/// A result that shows a dialog (`some IntentResult & ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}
/// A result that carries a value (`some IntentResult & ReturnsValue<Int>`).
public protocol ReturnsValue<Value>: IntentResult {
  associatedtype Value
}
/// A result that opens another intent (`some IntentResult & OpensIntent`).
public protocol OpensIntent: IntentResult {}
/// A result that shows a snippet view (`some IntentResult & ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}

/// The result of an intent: `return .result()`, `.result(dialog:)`, `.result(value:)`.
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult, ProvidesDialog, ReturnsValue,
  ShowsSnippetView, AppIntents.OpensIntent
{}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
  public static func result() -> Self { IntentResultContainer() }
}

extension IntentResult {
  public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer()
  }
  public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
    IntentResultContainer()
  }
  public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
    IntentResultContainer()
  }
  public static func result<Intent: AppIntent>(opensIntent: Intent) -> Self
  where Self == IntentResultContainer<Never, Intent, Never, Never> {
    IntentResultContainer()
  }
}
