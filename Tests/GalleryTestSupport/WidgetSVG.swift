import LayoutEngine
import MirrorCore
import SVGWriter
import WidgetKit

/// The SVG document of `view` laid out as the content of a widget of `family`.
@MainActor package func widgetSVG<V: View>(_ view: V, family: WidgetFamily = .systemMedium) -> String {
  var environment = EnvironmentValues()
  environment.widgetFamily = family
  let context = ResolveContext(environment: environment)
  let widget = WidgetLayout.layout(
    content: context.resolveSingle(view), background: nil, family: family, environment: environment)
  return SVGWriter().document(for: widget)
}
