import Foundation

/// An App Intent that configures a widget; it needs no `perform()`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  public static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: String(describing: Self.self)) }
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
