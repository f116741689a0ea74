import AppIntents
import Foundation
import Intents
import MirrorCore
import SwiftUI

/// Supplies a widget's entries: a placeholder, a snapshot and a timeline.
///
/// The gallery calls all three for every family: the placeholder is drawn redacted, the
/// snapshot with `context.isPreview` true (as the add-widget gallery does), and each
/// timeline entry in turn. A provider that never calls its completion handler gets an error
/// card after the gallery's time limit.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext

  func placeholder(in context: Context) -> Entry
  func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// What a provider knows about where its widget will be shown.
public struct TimelineProviderContext: Sendable {
  public let family: WidgetFamily
  /// True while the widget is shown in the add-widget gallery.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize
  public let environmentVariants: EnvironmentVariants

  package init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
    self.family = family
    self.isPreview = isPreview
    self.displaySize = displaySize
    self.environmentVariants = EnvironmentVariants()
  }

  /// The environment values the widget may be drawn with.
  public struct EnvironmentVariants: Sendable {
    public let colorScheme: [ColorScheme]? = ColorScheme.allCases
    public let displayScale: [CGFloat]? = [3]
  }
}

/// A provider for widgets configured by an App Intent; the gallery passes the intent's
/// default value (`init()`), or the one given to `#Preview(as:using:)`.
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext

  func placeholder(in context: Context) -> Entry
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// A provider for widgets configured by a SiriKit intent.
public protocol IntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: INIntent
  typealias Context = TimelineProviderContext

  func placeholder(in context: Context) -> Entry
  func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
  func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}
