import Foundation
import MirrorCore
import SwiftUI

extension Widget {
  /// The widget's configuration as the gallery uses it, with the widget's type.
  package var ownConfiguration: ErasedWidgetConfiguration {
    var configuration = body.galleryConfiguration
    // A control's code is its own type's, not the bundle entry's that holds it.
    configuration.widgetType = configuration.control?.controlType ?? Self.self
    return configuration
  }

  /// The widgets this one stands for: itself, or those a builder result holds.
  package var listedWidgets: [any Widget] {
    if let container = self as? any WidgetContainer {
      return container.containedWidgets.flatMap { $0.listedWidgets }
    }
    return [self]
  }

  /// The type whose code makes this widget's configuration: a control's own type for a control
  /// in a bundle, else the widget's.
  package var listedType: Any.Type { (self as? any ListedControl)?.controlType ?? Self.self }

  /// The configurations this widget stands for: one for a widget, several for builder results.
  package var erasedConfigurations: [ErasedWidgetConfiguration] {
    if let container = self as? any WidgetContainer {
      return container.containedWidgets.flatMap { $0.erasedConfigurations }
    }
    return [ownConfiguration]
  }
}

extension WidgetBundle {
  /// Every widget, Live Activity and control of the bundle, in the order the bundle lists them.
  package var erasedConfigurations: [ErasedWidgetConfiguration] { body.erasedConfigurations }
}
