import Foundation

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

/// An App Intent that configures a widget; it needs no `perform()`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  public static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: String(describing: Self.self)) }
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// A SiriKit intent that configures a widget (the pre-iOS 17 form).
open class INIntent: @unchecked Sendable {
  // Sendable: it holds nothing; a generated subclass's parameters are set before the provider call the intent
  // is handed to, one call at a time.
  public required init() {}
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

#if !canImport(Darwin)
  /// A localised string resource (from Foundation on Apple platforms).
  ///
  /// Shown as its default value when it has one (`LocalizedStringResource("key", defaultValue:
  /// "Text")`), otherwise as its key, which is the text.
  public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable, Hashable {
    public let key: String
    public let defaultValue: String?
    public let table: String?

    public init(stringLiteral value: String) {
      key = value
      defaultValue = nil
      table = nil
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
      self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) {
      self.key = key
      defaultValue = nil
      self.table = table
    }

    public init(_ key: StaticString, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
      self.key = "\(key)"
      self.defaultValue = defaultValue
      self.table = table
    }

    /// The text shown for the resource: its default value, or its key.
    package var text: String { defaultValue ?? key }
  }
#endif

#if !canImport(Darwin)
  extension String {
    /// The text of a string resource: its default value, or its key.
    public init(localized resource: LocalizedStringResource) {
      self = resource.text
    }
  }
#endif
