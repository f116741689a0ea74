import Foundation

/// Evaluates views into `ViewNode`s under an environment.
///
/// Every `body` runs with `EnvironmentValues.current` set, so `@Environment` properties see
/// the right values. Closures a body hands to a container (`ForEach` content, `GeometryReader`
/// content, …) run later, while the container resolves or lays out; they run with the
/// environment of the view whose body made them (`viewEnvironment`), as SwiftUI binds a view's
/// `@Environment` properties once per view. Widget-level results (container background,
/// widget URL) are collected in `widget`, shared by every context derived from the same root.
///
/// Resolving runs user code (`body`, view initialisers called from it, closures handed to
/// containers), which is main-actor isolated as in the iOS 18 SDK: it happens on the main actor.
package struct ResolveContext {
  package var environment: EnvironmentValues
  /// The environment of the view whose `body` is being resolved: what its `@Environment`
  /// properties read, whichever environment modifiers its body applies below it.
  package var viewEnvironment: EnvironmentValues
  package let widget: WidgetResolution
  /// The container whose content is being resolved (`VStack`, `LazyVGrid`, …), for messages.
  package var container: String?

  package init(environment: EnvironmentValues, widget: WidgetResolution = WidgetResolution()) {
    self.environment = environment
    self.viewEnvironment = environment
    self.widget = widget
  }

  /// Runs code of the view being resolved (a closure its body passed on) with that view's
  /// environment current.
  ///
  /// Most views are resolved with the environment of the body around them already current
  /// (every primitive of one body shares it), so the task-local value is only bound again
  /// when it differs: reading it costs less than binding it.
  @MainActor
  package func evaluating<T>(_ work: () -> T) -> T {
    if EnvironmentValues.current.storage === viewEnvironment.storage { return work() }
    return EnvironmentValues.$current.withValue(viewEnvironment, operation: work)
  }

  /// A context for resolving the `body` of a view placed here: its closures read this
  /// environment.
  package var forBody: ResolveContext {
    var copy = self
    copy.viewEnvironment = environment
    return copy
  }

  /// Resolves a view into the nodes it stands for (zero for `EmptyView`, several for groups).
  @MainActor
  package func resolve<V: View>(_ view: V) -> [ViewNode] {
    let type = ViewType.of(V.self)
    if let resolvePrimitive = type.resolvePrimitive {
      return evaluating { withUnsafePointer(to: view) { resolvePrimitive(UnsafeRawPointer($0), self) } }
    }
    let inner = forBody
    let body = inner.evaluating { view.body }
    let nodes = inner.resolve(body)
    if !type.isBuiltInComposite {
      for node in nodes { node.traits.definedBy.append(type.name) }
    } else {
      for node in nodes where node.viewType != type.name {
        node.viewType = type.name
      }
    }
    return nodes
  }

  /// Resolves a view that must stand as one node: several nodes become an implicit `VStack`
  /// (as SwiftUI lays out a multi-view root), none an empty stack.
  @MainActor
  package func resolveSingle<V: View>(_ view: V) -> ViewNode {
    let nodes = resolve(view)
    if nodes.count == 1 { return nodes[0] }
    return ViewNode(
      .stack(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: nodes),
      viewType: "VStack", environment: environment)
  }

  /// Resolves secondary content (backgrounds, overlays, masks): several views share a `ZStack`.
  @MainActor
  package func resolveLayered<V: View>(_ view: V, alignment: Alignment) -> ViewNode {
    let nodes = resolve(view)
    if nodes.count == 1 { return nodes[0] }
    return ViewNode(.zStack(alignment: alignment, children: nodes), viewType: "ZStack", environment: environment)
  }

  /// A context for resolving the content of the container named `name`.
  package func containing(_ name: String) -> ResolveContext {
    var copy = self
    copy.container = name
    return copy
  }

  /// A context whose environment is changed by `update`.
  package func updating(_ update: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var copy = self
    update(&copy.environment)
    return copy
  }

  /// Makes a primitive node in this context's environment.
  package func node(_ kind: ViewNode.Kind, _ viewType: String) -> ViewNode {
    ViewNode(kind, viewType: viewType, environment: environment)
  }
}

/// Built-in views that are made of other built-in views (`Label`, `ProgressView`, …): their
/// nodes are named after them rather than recorded as user views.
package protocol BuiltInComposite {}

/// What a widget's views declare about the widget as a whole.
package final class WidgetResolution {
  /// The removable background from `containerBackground(_:for: .widget)`.
  package var containerBackground: ViewNode?
  /// The URL from the outermost `widgetURL(_:)`.
  package var widgetURL: URL?
  package var hasWidgetURL = false
  /// Views `ForEach`es have made so far (see `PreviewBudget.views`).
  package var forEachViews = 0
  /// What made the preview too big to draw, once a `PreviewBudget` limit is passed; the
  /// resolved tree is then cut short.
  package var overBudget: String?
  /// The outermost `activityBackgroundTint(_:)` of a Live Activity's Lock Screen view.
  package var activityBackgroundTint: Color?
  package var hasActivityBackgroundTint = false
  /// The outermost `activitySystemActionForegroundColor(_:)`.
  package var activitySystemActionForegroundColor: Color?
  /// The outermost `dynamicIsland(verticalPlacement:)` of an expanded region's content.
  package var dynamicIslandVerticalPlacement: String?
  /// The outermost `controlWidgetActionHint(_:)` and `controlWidgetStatus(_:)` of a control's label.
  package var controlActionHint: String?
  package var controlStatus: String?

  package init() {}
}

/// What resolution needs to know about a view type, worked out once per type: asking the
/// runtime for a conformance or a type's name costs more than resolving a small view.
private struct ViewType {
  /// The type's name without generic arguments, e.g. `HStack`.
  let name: String
  /// Resolves a primitive view of this type, given its address; nil for other views. Reaching
  /// `PrimitiveView.resolve(in:)` through it costs no cast of the view (and no box for it).
  let resolvePrimitive: (@MainActor (UnsafeRawPointer, ResolveContext) -> [ViewNode])?
  let isBuiltInComposite: Bool

  /// Types are resolved on the main actor alone, so the table needs no lock.
  @MainActor private static var known: [ObjectIdentifier: ViewType] = [:]

  @MainActor static func of<V: View>(_ type: V.Type) -> ViewType {
    if let known = known[ObjectIdentifier(type)] { return known }
    let fullName = _typeName(type, qualified: false)
    let primitive = type as? any PrimitiveView.Type
    let viewType = ViewType(
      name: fullName.firstIndex(of: "<").map { String(fullName[..<$0]) } ?? fullName,
      resolvePrimitive: primitive.map { resolver($0) }, isBuiltInComposite: primitive == nil && type is any BuiltInComposite.Type)
    known[ObjectIdentifier(type)] = viewType
    return viewType
  }

  private static func resolver<P: PrimitiveView>(_ type: P.Type) -> @MainActor (UnsafeRawPointer, ResolveContext) -> [ViewNode] {
    { view, context in view.assumingMemoryBound(to: P.self).pointee.resolve(in: context) }
  }
}
