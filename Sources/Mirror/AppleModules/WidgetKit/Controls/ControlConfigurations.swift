import AppIntents
import Foundation
import MirrorCore
import SwiftUI

/// A control with no options (`StaticControlConfiguration(kind:) { ControlWidgetButton(…) }`).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration,
  ErasableControlConfiguration, @unchecked Sendable
{
  // Sendable: `erasedControl` is made once from the widget's body and only read; the gallery calls its closure on the
  // one thread that renders that control.
  package let erasedControl: ErasedControl

  public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
    erasedControl = ErasedControl(kind: kind) { content().galleryTemplate }
  }

  /// A control whose value comes from `provider`: the gallery shows its `previewValue`.
  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {
    erasedControl = ErasedControl(kind: kind) { content(provider.previewValue).galleryTemplate }
  }
}

/// A control the user configures with an intent; the gallery shows the intent's defaults.
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration, ErasableControlConfiguration, @unchecked Sendable
{
  // Sendable: `erasedControl` is made once from the widget's body and only read; the gallery calls its closure on the
  // one thread that renders that control.
  package let erasedControl: ErasedControl

  public init(
    kind: String, intent: Configuration.Type = Configuration.self,
    @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
  ) {
    erasedControl = ErasedControl(kind: kind) { content(Configuration()).galleryTemplate }
  }

  /// A control whose value comes from `provider` for the intent: the gallery shows its
  /// `previewValue(configuration:)` for the intent's defaults.
  public init<Provider: AppIntentControlValueProvider>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Configuration == Provider.Configuration {
    erasedControl = ErasedControl(kind: kind) { content(provider.previewValue(configuration: Configuration())).galleryTemplate }
  }
}

/// A configuration after a modifier such as `displayName(_:)`.
struct ModifiedControlConfiguration: ErasableControlConfiguration {
  let erasedControl: ErasedControl
}

extension ControlWidgetConfiguration {
  private func changing(_ update: (inout ErasedControl) -> Void) -> ModifiedControlConfiguration {
    var control = galleryControl
    update(&control)
    return ModifiedControlConfiguration(erasedControl: control)
  }

  /// The name shown in the controls gallery and on the Action button.
  public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
    changing { $0.displayName = String(localized: displayName) }
  }

  public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
    changing { $0.description = String(localized: description) }
  }

  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { changing { _ in } }
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
