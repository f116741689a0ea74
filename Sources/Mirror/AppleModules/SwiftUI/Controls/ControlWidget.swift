import Foundation
import MirrorCore

/// A control for Control Center, the Lock Screen or the Action button (iOS 18).
@MainActor @preconcurrency public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  @MainActor @preconcurrency init()
  @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }
}

/// What a control shows and does: a configuration from WidgetKit
/// (`StaticControlConfiguration`, `AppIntentControlConfiguration`) and its modifiers.
public protocol ControlWidgetConfiguration {}

/// Builds a control's configuration.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
  public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// No configuration.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
  public init() {}
}

/// The kind of control a configuration shows: a button or a toggle (WidgetKit's
/// `ControlWidgetButton`, `ControlWidgetToggle`).
public protocol ControlWidgetTemplate {}

/// Builds a control's template.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
  public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
  public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// No template.
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
  public init() {}
}
