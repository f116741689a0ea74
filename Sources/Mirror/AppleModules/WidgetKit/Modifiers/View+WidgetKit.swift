import Foundation
import MirrorCore
import SwiftUI

extension View {
  /// The URL the app opens when the widget is tapped outside any `Link`.
  nonisolated public func widgetURL(_ url: URL?) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      if !context.widget.hasWidgetURL {
        context.widget.hasWidgetURL = true
        context.widget.widgetURL = url
      }
      return resolveContent(context).map {
        $0.wrapped(in: .widgetURL(url), viewType: "widgetURL", environment: context.environment)
      }
    }
  }

  /// Puts this view in the accent group, painted in the accent tint in the accented mode.
  nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View {
    environmentWriting { $0.isWidgetAccentable = accentable }
  }

  /// The label an accessory widget shows beside a gauge on the Lock Screen; kept as metadata.
  @_disfavoredOverload
  nonisolated public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
    let string = String(label)
    return traitWriting { if $0.accessibilityLabel == nil { $0.accessibilityLabel = string } }
  }

  /// The label a watch complication draws beside a gauge or in the corner; iPhone's Lock
  /// Screen has no place for it, so it is not drawn.
  nonisolated public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    self
  }

  nonisolated public func widgetLabel(_ label: LocalizedStringKey) -> some View {
    widgetLabel(Text(label).plainString)
  }

}

extension ContainerBackgroundPlacement {
  /// The widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}
