import Foundation
import SwiftUI
import ViewDSL

extension Widget {
  /// The widget's configuration as the gallery uses it, with the widget's type.
  package var ownConfiguration: ErasedWidgetConfiguration {
    var configuration = body.galleryConfiguration
    configuration.widgetType = Self.self
    return configuration
  }

  /// The configurations this widget stands for: one for a widget, several for builder results.
  package var erasedConfigurations: [ErasedWidgetConfiguration] {
    if let container = self as? any WidgetContainer {
      return container.containedWidgets.flatMap { $0.erasedConfigurations }
    }
    return [ownConfiguration].filter { $0.undrawn == nil }
  }

  /// What this widget stands for that the gallery does not draw (Live Activities, controls).
  package var undrawnWidgets: [UndrawnWidget] {
    if let container = self as? any WidgetContainer {
      return container.containedWidgets.flatMap { $0.undrawnWidgets }
    }
    return [body.galleryConfiguration].compactMap(\.undrawn)
  }
}

extension WidgetBundle {
  /// Every widget of the bundle, in the order the bundle lists them.
  package var erasedConfigurations: [ErasedWidgetConfiguration] { body.erasedConfigurations }
  /// The Live Activities and controls of the bundle, which the gallery does not draw.
  package var undrawnWidgets: [UndrawnWidget] { body.undrawnWidgets }
}
