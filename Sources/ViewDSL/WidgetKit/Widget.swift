import Foundation

/// A widget: its kind, provider, views and configuration.
///
/// Put `@main` on a widget (or a `WidgetBundle`) in an executable target and that program
/// becomes the `widget-gallery` command for it (see the `WidgetGallery` module).
///
/// As in the iOS 18 SDK, widgets are isolated to the main actor.
@MainActor @preconcurrency public protocol Widget {
  associatedtype Body: WidgetConfiguration
  @MainActor @preconcurrency init()
  @MainActor @preconcurrency var body: Body { get }
}

/// A widget's configuration: what `Widget.body` returns.
public protocol WidgetConfiguration {}

/// The configurations the gallery builds (static, App Intent, intent, modified).
package protocol ErasableWidgetConfiguration: WidgetConfiguration {
  var erased: ErasedWidgetConfiguration { get }
}

extension WidgetConfiguration {
  /// The configuration as the gallery uses it.
  package var galleryConfiguration: ErasedWidgetConfiguration {
    guard let known = self as? any ErasableWidgetConfiguration else {
      fatalError("\(Self.self) is not a configuration WidgetGallery knows; use StaticConfiguration or AppIntentConfiguration")
    }
    return known.erased
  }

  private func changing(_ update: (inout ErasedWidgetConfiguration) -> Void) -> ModifiedWidgetConfiguration {
    var erased = galleryConfiguration
    update(&erased)
    return ModifiedWidgetConfiguration(erased: erased)
  }

  /// The name shown in the add-widget gallery.
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
    changing { $0.displayName = displayName.plainString }
  }

  public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration {
    configurationDisplayName(Text(displayName))
  }

  @_disfavoredOverload
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
    configurationDisplayName(Text(displayName))
  }

  /// The description shown in the add-widget gallery.
  public func description(_ description: Text) -> some WidgetConfiguration {
    changing { $0.description = description.plainString }
  }

  public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration {
    self.description(Text(description))
  }

  @_disfavoredOverload
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    self.description(Text(description))
  }

  /// The families the widget offers; every system and accessory family by default.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    changing { $0.supportedFamilies = families }
  }

  /// Draws the content edge to edge, without the 16-point system margins.
  public func contentMarginsDisabled() -> some WidgetConfiguration {
    changing { $0.contentMarginsDisabled = true }
  }

  /// Keeps the background in the accented and vibrant modes.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
    changing { $0.containerBackgroundRemovable = isRemovable }
  }

  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
    self.changing { _ in }
  }

  public func promptsForUserConfiguration() -> some WidgetConfiguration {
    self.changing { _ in }
  }

  public func onBackgroundURLSessionEvents(
    matching matchingString: String? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration {
    self.changing { _ in }
  }
}

/// Places a widget can be shown besides the Home Screen.
public struct WidgetLocation: Hashable, Sendable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// A configuration after a modifier such as `configurationDisplayName(_:)`.
struct ModifiedWidgetConfiguration: ErasableWidgetConfiguration {
  let erased: ErasedWidgetConfiguration
}

/// Everything the gallery needs from one widget, with its types erased.
package struct ErasedWidgetConfiguration {
  package var kind: String
  package var displayName: String = ""
  package var description: String = ""
  package var supportedFamilies: [WidgetFamily] = WidgetFamily.defaultSupported
  package var contentMarginsDisabled = false
  package var containerBackgroundRemovable = true
  package var provider: ErasedProvider
  /// Makes the view for an entry; the entry is the provider's own type. It is the widget's
  /// content closure, made in its main-actor `body`: call it on the main actor.
  package var content: (any TimelineEntry) -> AnyView
  /// What the gallery leaves out and says so (a Live Activity), or nil.
  package var undrawn: UndrawnWidget?
  /// The view type the content closure returns, modifiers aside (`rootViewType(of:)`): the
  /// widget's entry view, which a view preview shows to belong to the widget. Nil when unknown.
  package var entryViewType: Any.Type?
  /// The widget's own type, whose module holds its `body` (see `Widget.ownConfiguration`), so a
  /// build can tell which widgets an edit can change. Nil when the configuration was made
  /// without its widget.
  package var widgetType: Any.Type?

  /// A configuration the gallery compiles and leaves out; its provider is never called.
  static func undrawn(_ undrawn: UndrawnWidget) -> ErasedWidgetConfiguration {
    let provider = ErasedProvider(
      placeholder: { _ in fatalError("\(undrawn.category) \(undrawn.kind) is not drawn; the gallery does not run it") },
      snapshot: { _, _ in }, timeline: { _, _ in })
    var configuration = ErasedWidgetConfiguration(kind: undrawn.kind, provider: provider) { _ in AnyView(EmptyView()) }
    configuration.undrawn = undrawn
    return configuration
  }
}

/// A provider with its entry type erased; completions may be called on any thread.
package struct ErasedProvider {
  package var placeholder: (TimelineProviderContext) -> any TimelineEntry
  package var snapshot: (TimelineProviderContext, @escaping @Sendable (any TimelineEntry) -> Void) -> Void
  package var timeline: (TimelineProviderContext, @escaping @Sendable ([any TimelineEntry], TimelineReloadPolicy) -> Void) -> Void
}

/// Wraps a value that is handed across threads once, from a provider to the gallery.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  // Sendable: by contract, not by type: the value is handed from the thread that made it to one other thread,
  // which alone uses it afterwards (a provider's entries to the gallery).
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
