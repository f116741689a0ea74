import MirrorCore
import SwiftUI

extension WidgetBundleBuilder {
  /// A control (iOS 18) in a bundle: the gallery draws it in its presentations.
  public static func buildExpression<Control: ControlWidget>(_ control: Control) -> some Widget {
    ControlWidgetBundleEntry<Control>()
  }
}

/// A control as a widget bundle holds it.
nonisolated struct ControlWidgetBundleEntry<Control: ControlWidget>: Widget {
  init() {}

  var controlType: Any.Type { Control.self }

  var body: some WidgetConfiguration {
    ControlWidgetConfigurationWrapper(control: MainActor.assumingIsolated { Control().galleryControl })
  }
}

extension ControlWidget {
  /// Makes a program whose `@main` is this control the `widget-gallery` command for it.
  public static func main() {
    GalleryCommandRequest {
      [
        GalleryCommandRequest.Listed(type: Self.self) {
          var configuration = ErasedWidgetConfiguration.control(Self().galleryControl)
          configuration.widgetType = Self.self
          return configuration
        }
      ]
    }.run()
  }

  /// The control as the gallery uses it, with its type.
  package var galleryControl: ErasedControl {
    var control = body.galleryControl
    control.controlType = Self.self
    return control
  }
}

/// A control's configuration as a bundle's widget configuration.
struct ControlWidgetConfigurationWrapper: ErasableWidgetConfiguration {
  let erased: ErasedWidgetConfiguration

  init(control: ErasedControl) {
    erased = .control(control)
  }
}

/// A control as a widget bundle holds it, with its type erased.
protocol ListedControl {
  var controlType: Any.Type { get }
}

extension ControlWidgetBundleEntry: ListedControl {}
