import SwiftUI
import ViewDSL

extension WidgetBundleBuilder {
  /// A control (iOS 18) in a bundle; controls are not drawn, so it adds no widget, only the
  /// site's note that it is left out.
  public static func buildExpression<Control: ControlWidget>(_ control: Control) -> some Widget {
    ControlWidgetBundleEntry<Control>()
  }
}

/// A control as a widget bundle holds it.
nonisolated struct ControlWidgetBundleEntry<Control: ControlWidget>: Widget {
  init() {}

  var body: some WidgetConfiguration {
    UndrawnWidgetConfiguration(undrawn: .control(String(describing: Control.self)))
  }
}

/// The configuration of something in a bundle that the gallery lists but does not draw.
struct UndrawnWidgetConfiguration: ErasableWidgetConfiguration {
  let erased: ErasedWidgetConfiguration

  init(undrawn: UndrawnWidget) {
    erased = .undrawn(undrawn)
  }
}
