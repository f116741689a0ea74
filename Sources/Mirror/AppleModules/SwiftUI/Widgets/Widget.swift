import Foundation
import MirrorCore

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
