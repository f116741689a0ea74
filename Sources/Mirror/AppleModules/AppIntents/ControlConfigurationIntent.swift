import Foundation

/// An intent that configures a control.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
