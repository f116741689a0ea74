import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit

/// Resolves a view in an environment set up by `configure`.
@MainActor package func resolve<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> ViewNode {
  var environment = EnvironmentValues()
  configure(&environment)
  return ResolveContext(environment: environment).resolveSingle(view)
}

/// Resolves a view into the list of nodes it stands for.
@MainActor package func resolveAll<V: View>(_ view: V, _ configure: (inout EnvironmentValues) -> Void = { _ in }) -> [ViewNode] {
  var environment = EnvironmentValues()
  configure(&environment)
  return ResolveContext(environment: environment).resolve(view)
}

/// Resolves `view` in `environment` and lays it out alone under a proposal.
@MainActor package func layOut<V: View>(
  _ view: V, width: CGFloat?, height: CGFloat?, environment: EnvironmentValues = EnvironmentValues()
) -> RenderNode {
  let node = ResolveContext(environment: environment).resolveSingle(view)
  return WidgetLayout.layout(node, proposal: ProposedViewSize(width: width, height: height))
}

/// Resolves `view` and lays it out as a widget's content.
@MainActor package func layOutWidget<V: View>(
  _ view: V, family: WidgetFamily, device: Device = .default, marginsDisabled: Bool = false,
  environment: EnvironmentValues = EnvironmentValues()
) -> RenderedWidget {
  var environment = environment
  environment.widgetFamily = family
  let context = ResolveContext(environment: environment)
  let node = context.resolveSingle(view)
  return WidgetLayout.layout(
    content: node, background: context.widget.containerBackground, family: family, device: device,
    contentMarginsDisabled: marginsDisabled, widgetURL: nil, environment: environment)
}
