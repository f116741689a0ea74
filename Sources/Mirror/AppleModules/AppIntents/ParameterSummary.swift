import Foundation
import MirrorCore

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
public enum _ParameterSummaryTableBuilder<Intent> {
  public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
    [parameter]
  }
  public static func buildBlock(_ parameters: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
    parameters.flatMap { $0 }
  }
}

/// The summaries a `When` or `Switch` chooses between.
@resultBuilder
public enum _ParameterSummaryCaseBuilder<Intent> {
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

  public init(
    _ sentence: ParameterSummaryString<Intent>, @_ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]
  ) {
    self.sentence = sentence
    parameters = table()
  }

  public init(@_ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
    sentence = nil
    parameters = table()
  }
}

/// `.equalTo` and `.notEqualTo` in a `When`.
public enum EquatableComparisonOperator: Hashable, Sendable {
  case equalTo, notEqualTo
}

/// `.lessThan` … `.greaterThanOrEqualTo` in a `When`.
public enum ComparableComparisonOperator: Hashable, Sendable {
  case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
}

/// `.hasAnyValue` and `.hasNoValue` in a `When`.
public enum HasValueComparisonOperator: Hashable, Sendable {
  case hasAnyValue, hasNoValue
}

/// `When` in an intent's `parameterSummary`: one summary or another by a parameter's value.
public struct _IntentSummaryWhen<Intent>: ParameterSummary {
  public let summaries: [any ParameterSummary]

  public init<Value: Equatable>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
    @_ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @_ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }

  public init<Value: Comparable>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value,
    @_ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @_ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }

  public init<Value>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
    @_ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @_ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }

  /// A summary chosen by the family of the widget being configured.
  public init(
    widgetFamily comparison: EquatableComparisonOperator, _ value: WidgetFamily,
    @_ParameterSummaryCaseBuilder<Intent> _ then: () -> [any ParameterSummary],
    @_ParameterSummaryCaseBuilder<Intent> otherwise: () -> [any ParameterSummary]
  ) {
    summaries = then() + otherwise()
  }
}

/// `Switch` in an intent's `parameterSummary`: a summary for each value of a parameter.
public struct _IntentSummarySwitch<Intent>: ParameterSummary {
  public let summaries: [any ParameterSummary]

  public init<Value>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>,
    @_ParameterSummarySwitchBuilder<Intent, Value> _ cases: () -> [any ParameterSummary]
  ) {
    summaries = cases()
  }
}

/// The cases of a `Switch`.
@resultBuilder
public enum _ParameterSummarySwitchBuilder<Intent, Value> {
  public static func buildExpression(_ summary: _IntentSummaryCase<Intent, Value>) -> [any ParameterSummary] { [summary] }
  public static func buildExpression(_ summary: _IntentSummaryDefaultCase<Intent>) -> [any ParameterSummary] { [summary] }
  public static func buildBlock(_ summaries: [any ParameterSummary]...) -> [any ParameterSummary] { summaries.flatMap { $0 } }
}

/// `Case(.value) { Summary(…) }` inside a `Switch`.
public struct _IntentSummaryCase<Intent, Value>: ParameterSummary {
  public let value: Value
  public let summaries: [any ParameterSummary]
  public init(_ value: Value, @_ParameterSummaryCaseBuilder<Intent> _ summary: () -> [any ParameterSummary]) {
    self.value = value
    summaries = summary()
  }
}

/// `DefaultCase { Summary(…) }` inside a `Switch`.
public struct _IntentSummaryDefaultCase<Intent>: ParameterSummary {
  public let summaries: [any ParameterSummary]
  public init(@_ParameterSummaryCaseBuilder<Intent> _ summary: () -> [any ParameterSummary]) {
    summaries = summary()
  }
}
