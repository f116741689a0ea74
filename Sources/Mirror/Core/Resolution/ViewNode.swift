import Foundation

/// A view resolved against its environment: what layout measures and places.
///
/// Resolution evaluates every `body`, applies environment-writing modifiers to the
/// environment and flattens groups, tuples, conditionals and `ForEach`. What remains is a
/// tree of primitives (text, images, shapes, stacks, grids, …) and layout or drawing
/// modifiers. Nodes are reference types so layout can cache results per node and proposal.
package final class ViewNode {
  package let kind: Kind
  /// The DSL type that made this node, e.g. `Text`, `HStack`, `padding` (for `data-view`).
  package var viewType: String
  /// The environment in effect at this node (fonts, colours, redaction, …).
  package let environment: EnvironmentValues
  package var traits: Traits

  package init(_ kind: Kind, viewType: String, environment: EnvironmentValues, traits: Traits = Traits()) {
    self.kind = kind
    self.viewType = viewType
    self.environment = environment
    self.traits = traits
  }

  package indirect enum Kind {
    case text(ResolvedText)
    case image(ResolvedImage)
    /// A shape filled or stroked; `Color` and gradients used as views are rectangles.
    case shape(ResolvedShape)
    case spacer(minLength: CGFloat?)
    case divider
    case stack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [ViewNode])
    case zStack(alignment: Alignment, children: [ViewNode])
    case lazyGrid(ResolvedLazyGrid)
    case grid(ResolvedGrid)
    /// Content made from the size layout gives; layout calls `content` with the proxy.
    /// `content` runs user code: layout calls it on the main actor.
    case geometryReader(content: @MainActor (GeometryProxy) -> [ViewNode])
    case viewThatFits(axes: Axis.Set, children: [ViewNode])
    /// A Swift Charts chart; layout computes its scales, axes and plot area.
    case chart(ResolvedChart)
    case modified(ViewNode, ResolvedModifier)
  }

  /// What a view carries to its parent's layout, kept through modifiers wrapped around it.
  package struct Traits {
    package var layoutPriority: Double = 0
    package var zIndex: Double = 0
    package var gridCellColumns: Int = 1
    package var gridColumnAlignment: HorizontalAlignment?
    /// `ForEach` element ids and `.id(_:)` values, outermost last.
    package var identity: [AnyHashable] = []
    /// `.tag(_:)`: the value a picker's selection matches this view by.
    package var tag: AnyHashable?
    /// The user view types whose `body` produced this node, innermost first.
    package var definedBy: [String] = []
    package var accessibilityLabel: String?
    package var accessibilityHidden = false
    package var accessibilityChildren: AccessibilityChildBehavior?
    /// Value, hint, traits, sort priority, heading and control role (see `AccessibilityAttributes`).
    package var accessibility = AccessibilityAttributes()
    package var isPrivacySensitive = false
    /// Guides set with `alignmentGuide`, innermost first; the last for a key wins.
    package var alignmentGuides: [AlignmentGuideValue] = []
    /// `previewContext(_:)` and `previewDisplayName(_:)`: how the gallery shows a preview.
    package var previewFamily: WidgetFamily?
    package var previewDisplayName: String?
    /// `previewLayout(_:)`: the layout a preview is drawn in.
    package var previewLayout: PreviewLayout?
    package init() {}
  }

  /// An explicit alignment guide: where `key` falls in a view of given dimensions.
  package struct AlignmentGuideValue {
    package var key: AlignmentKey
    /// The user's closure: layout calls it on the main actor.
    package var compute: @MainActor (ViewDimensions) -> CGFloat

    package init(key: AlignmentKey, compute: @escaping @MainActor (ViewDimensions) -> CGFloat) {
      self.key = key
      self.compute = compute
    }
  }

  /// Wraps this node in a modifier, keeping its traits on the outside.
  ///
  /// Explicit alignment guides stay with this node: layout finds them through the wrapper,
  /// at this node's place inside it.
  package func wrapped(in modifier: ResolvedModifier, viewType: String, environment: EnvironmentValues? = nil) -> ViewNode {
    var outer = traits
    outer.alignmentGuides = []
    return ViewNode(.modified(self, modifier), viewType: viewType, environment: environment ?? self.environment, traits: outer)
  }

  /// Whether this node or one below it sets an explicit alignment guide; computed once, after
  /// resolution.
  package lazy var containsAlignmentGuides: Bool =
    !traits.alignmentGuides.isEmpty || children.contains { $0.containsAlignmentGuides }

  /// Whether laying out this node or one below it runs user code: a `GeometryReader`'s
  /// content, an alignment guide's closure, a chart's axis marks. Such code is main-actor
  /// isolated, as the `body` that made it, so the tree is laid out on the main actor;
  /// computed once, after resolution.
  package lazy var runsUserCodeInLayout: Bool = {
    switch kind {
    case .geometryReader, .chart: return true
    default: return !traits.alignmentGuides.isEmpty || children.contains { $0.runsUserCodeInLayout }
    }
  }()

  /// The node's direct children, whatever its kind (geometry readers have none until laid out).
  package var children: [ViewNode] {
    switch kind {
    case .text, .image, .shape, .spacer, .divider, .geometryReader, .chart: []
    case .stack(_, _, _, let children), .zStack(_, let children), .viewThatFits(_, let children): children
    case .lazyGrid(let grid): grid.children
    case .grid(let grid): grid.rows.flatMap { $0 }
    case .modified(let child, let modifier): [child] + modifier.secondaryViews
    }
  }
}

/// Horizontal or vertical alignment along a stack's cross axis.
package enum AlignmentKey: Hashable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}
