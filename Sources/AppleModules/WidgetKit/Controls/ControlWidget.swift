import AppIntents
import Foundation
import Intents
import SwiftUI
import ViewDSL

/// A control for Control Center, the Lock Screen or the Action button (iOS 18). Controls
/// compile so that a widget bundle holding one builds; the gallery does not draw them.
@MainActor @preconcurrency public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  @MainActor @preconcurrency init()
  @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }
}

/// What a control shows and does.
public protocol ControlWidgetConfiguration {}

@resultBuilder
public enum ControlWidgetConfigurationBuilder {
  public static func buildBlock<Configuration: ControlWidgetConfiguration>(_ configuration: Configuration) -> Configuration {
    configuration
  }
}

extension ControlWidgetConfiguration {
  public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
  public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
}

/// A control with no options (`StaticControlConfiguration(kind:) { ControlWidgetButton(…) }`).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
  public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}

  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {}
}

/// A control the user configures with an intent.
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
  public init<Intent: ControlConfigurationIntent>(
    kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content
  ) {}

  public init<Provider: AppIntentControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {}
}

/// Supplies a control's value.
public protocol ControlValueProvider: Sendable {
  associatedtype Value: Sendable
  var previewValue: Value { get }
  func currentValue() async throws -> Value
}

/// Supplies the value of a control configured with an intent.
public protocol AppIntentControlValueProvider: Sendable {
  associatedtype Value: Sendable
  associatedtype Configuration: ControlConfigurationIntent
  func previewValue(configuration: Configuration) -> Value
  func currentValue(configuration: Configuration) async throws -> Value
}

/// The kinds of control: a button or a toggle.
public protocol ControlWidgetTemplate {}

@resultBuilder
public enum ControlWidgetTemplateBuilder {
  public static func buildBlock<Template: ControlWidgetTemplate>(_ template: Template) -> Template { template }
}

extension ControlWidgetTemplate {
  public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
  public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some ControlWidgetTemplate { self }
  public func controlWidgetStatus(_ status: LocalizedStringKey) -> some ControlWidgetTemplate { self }
}

/// A control that runs an intent when tapped.
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
  public init(action: Action, @ViewBuilder label: () -> Label) {}
}

extension ControlWidgetButton where Label == SwiftUI.Label<Text, Image> {
  public init(_ title: LocalizedStringKey, systemImage: String, action: Action) {}
}

/// A control that switches a value on and off with a `SetValueIntent`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate
where Action.ValueType == Bool {
  public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}

extension ControlWidgetToggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}
