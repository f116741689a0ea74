import AppIntents
import Foundation
import Intents
import MirrorCore
import SwiftUI

/// The family a widget preview shows.
public struct WidgetPreviewContext: WidgetFamilyPreviewContext, Sendable {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }
}

/// A widget preview declared with `#Preview(as:widget:timeline:)` or with a timeline provider
/// (`#Preview(as:using:widget:timelineProvider:)`), what the macros expand to.
public struct _WidgetPreview {
  package let name: String?
  package let family: WidgetFamily
  package let configurations: [ErasedWidgetConfiguration]
  /// The entries of a `timeline:` block; empty for a preview with a timeline provider.
  package let entries: [any TimelineEntry]
  /// The preview's timeline provider (with its intent), whose timeline entries it shows.
  package let timelineProvider: ErasedProvider?

  @MainActor public init<W: Widget>(
    name: String?, family: WidgetFamily, widget: () -> W, @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
  ) {
    self.name = name
    self.family = family
    self.configurations = widget().erasedConfigurations
    self.entries = timeline()
    self.timelineProvider = nil
  }

  @MainActor public init<W: Widget, Provider: TimelineProvider>(
    name: String?, family: WidgetFamily, widget: () -> W, timelineProvider: () -> Provider
  ) {
    let provider = timelineProvider()
    self.name = name
    self.family = family
    self.configurations = widget().erasedConfigurations
    self.entries = []
    self.timelineProvider = ErasedProvider(provider)
  }

  @MainActor public init<W: Widget, Provider: AppIntentTimelineProvider>(
    name: String?, family: WidgetFamily, using intent: Provider.Intent, widget: () -> W, timelineProvider: () -> Provider
  ) {
    let provider = timelineProvider()
    self.name = name
    self.family = family
    self.configurations = widget().erasedConfigurations
    self.entries = []
    self.timelineProvider = ErasedProvider(provider, intent: intent)
  }
}

/// Collects the entries of a `#Preview` timeline block.
@resultBuilder
public enum PreviewTimelineBuilder {
  public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
  public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
  public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
  public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
  public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
}

/// Declares a widget preview: a family, a widget and a timeline of entries.
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: () -> W,
  @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
) = #externalMacro(module: "MirrorMacros", type: "WidgetPreviewMacro")

/// Declares a widget preview whose entries are the timeline of a provider.
@freestanding(declaration)
public macro Preview<Widget, Provider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> Widget,
  timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "MirrorMacros", type: "WidgetPreviewMacro") where Widget: SwiftUI.Widget, Provider: TimelineProvider

/// Declares a widget preview whose entries are the timeline an App Intent provider gives for
/// `intent`.
@freestanding(declaration)
public macro Preview<Widget, Provider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> Widget,
  timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "MirrorMacros", type: "WidgetPreviewMacro")
where Widget: SwiftUI.Widget, Provider: AppIntentTimelineProvider
