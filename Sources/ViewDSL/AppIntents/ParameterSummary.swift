import Foundation

/// The sentence Shortcuts and the widget editor show for an intent's parameters
/// (`static var parameterSummary: some ParameterSummary { Summary("Show \(\.$city)") }`).
///
/// The gallery never shows it; summaries are type-checked as App Intents does.
public protocol ParameterSummary {}

/// The summary of an intent that declares none.
public struct _NoParameterSummary: ParameterSummary {
  public init() {}
}

/// A summary sentence with parameters interpolated (`"Show \(\.$city) in \(\.$units)"`).
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation {
  public let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
      text += "${\(parameter)}"
    }
  }
}

/// The parameters listed under a summary sentence.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
  public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
    [parameter]
  }
  public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
    parameters.flatMap { $0 }
  }
}

/// The summaries a `When` or `Switch` chooses between.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent> {
  public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> [any ParameterSummary] { [summary] }
  public static func buildBlock(_ summaries: [any ParameterSummary]...) -> [any ParameterSummary] { summaries.flatMap { $0 } }
}

/// `Summary` in an intent's `parameterSummary`.
public struct _IntentSummary<Intent>: ParameterSummary {
  public let sentence: ParameterSummaryString<Intent>?
  public let parameters: [PartialKeyPath<Intent>]

  public init(_ sentence: ParameterSummaryString<Intent>) {
    self.sentence = sentence
    parameters = []
  }

  public init(_ sentence: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
    self.sentence = sentence
    parameters = table()
  }

  public init(@ParameterSummaryBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
    sentence = nil
    parameters = table()
  }
}

/// How `When` compares a parameter with a value.
public enum ParameterSummaryComparison: Sendable {
  case equalTo, notEqualTo, hasAnyValue, hasNoValue, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo,
    contains, oneOf
}

/// `When` in an intent's `parameterSummary`: one summary or another by a parameter's value.
public struct _IntentSummaryWhen<Intent>: ParameterSummary {
  public let summaries: [any ParameterSummary]

  public init<Value>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison, _ value: Value,
    @ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }

  public init<Value>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
    @ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }

  /// A summary chosen by the family of the widget being configured.
  public init(
    widgetFamily comparison: ParameterSummaryComparison, _ value: WidgetFamily,
    @ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }
}

/// `Switch` in an intent's `parameterSummary`: a summary for each value of a parameter.
public struct _IntentSummarySwitch<Intent>: ParameterSummary {
  public let summaries: [any ParameterSummary]

  public init<Value>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummarySwitchBuilder<Intent, Value> _ cases: () -> [any ParameterSummary]
  ) {
    summaries = cases()
  }
}

/// The cases of a `Switch`.
@resultBuilder
public enum ParameterSummarySwitchBuilder<Intent, Value> {
  public static func buildExpression(_ summary: _IntentSummaryCase<Intent, Value>) -> [any ParameterSummary] { [summary] }
  public static func buildExpression(_ summary: _IntentSummaryDefaultCase<Intent>) -> [any ParameterSummary] { [summary] }
  public static func buildBlock(_ summaries: [any ParameterSummary]...) -> [any ParameterSummary] { summaries.flatMap { $0 } }
}

/// `Case(.value) { Summary(…) }` inside a `Switch`.
public struct _IntentSummaryCase<Intent, Value>: ParameterSummary {
  public let value: Value
  public let summaries: [any ParameterSummary]
  public init(_ value: Value, @ParameterSummaryCaseBuilder<Intent> _ summary: () -> [any ParameterSummary]) {
    self.value = value
    summaries = summary()
  }
}

/// `DefaultCase { Summary(…) }` inside a `Switch`.
public struct _IntentSummaryDefaultCase<Intent>: ParameterSummary {
  public let summaries: [any ParameterSummary]
  public init(@ParameterSummaryCaseBuilder<Intent> _ summary: () -> [any ParameterSummary]) {
    summaries = summary()
  }
}
