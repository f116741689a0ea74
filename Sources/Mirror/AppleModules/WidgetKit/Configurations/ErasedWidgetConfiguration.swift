import ActivityKit
import AppIntents
import Foundation
import Intents
import MirrorCore
import SwiftUI

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
  /// The Live Activity this configuration is (`ActivityConfiguration`), drawn in its
  /// presentations instead of families; nil for a widget.
  package var activity: ErasedActivity?
  /// The control this configuration is (a `ControlWidget` in a bundle); nil for a widget.
  package var control: ErasedControl?
  /// The view type the content closure returns, modifiers aside (`rootViewType(of:)`): the
  /// widget's entry view, which a view preview shows to belong to the widget. Nil when unknown.
  package var entryViewType: Any.Type?
  /// The widget's own type, whose module holds its `body` (see `Widget.ownConfiguration`), so a
  /// build can tell which widgets an edit can change. Nil when the configuration was made
  /// without its widget.
  package var widgetType: Any.Type?

  /// A Live Activity's configuration; it has no provider (its states come from previews or
  /// fixtures), so the provider is never called.
  static func activity(_ activity: ErasedActivity) -> ErasedWidgetConfiguration {
    var configuration = ErasedWidgetConfiguration(kind: activity.kind, provider: .none(activity.kind)) { _ in AnyView(EmptyView())
    }
    configuration.supportedFamilies = []
    configuration.activity = activity
    return configuration
  }

  /// A control's configuration, named by its kind; it has no provider.
  static func control(_ control: ErasedControl) -> ErasedWidgetConfiguration {
    var configuration = ErasedWidgetConfiguration(kind: control.kind, provider: .none(control.kind)) { _ in AnyView(EmptyView()) }
    configuration.supportedFamilies = []
    configuration.displayName = control.displayName
    configuration.description = control.description
    configuration.control = control
    return configuration
  }

  /// The configuration of a widget of type `type` whose `body` was not evaluated (it crashed):
  /// the type's name as its kind, no family and no provider.
  package static func unevaluated(_ type: Any.Type) -> ErasedWidgetConfiguration {
    var configuration = ErasedWidgetConfiguration(kind: "\(type)", provider: .none("\(type)")) { _ in AnyView(EmptyView()) }
    configuration.supportedFamilies = []
    configuration.widgetType = type
    return configuration
  }

  /// Whether this is a widget (not a Live Activity or a control).
  package var isWidget: Bool { activity == nil && control == nil }
}

extension ErasedProvider {
  /// The provider of a configuration that has none (a Live Activity, a control).
  static func none(_ kind: String) -> ErasedProvider {
    ErasedProvider(
      placeholder: { _ in fatalError("\(kind) has no timeline provider") }, snapshot: { _, _ in }, timeline: { _, _ in })
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
