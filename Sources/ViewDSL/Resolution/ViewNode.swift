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
    case geometryReader(content: (GeometryProxy) -> [ViewNode])
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
    /// The user view types whose `body` produced this node, innermost first.
    package var definedBy: [String] = []
    package var accessibilityLabel: String?
    package var accessibilityHidden = false
    package var accessibilityChildren: AccessibilityChildBehavior?
    package var isPrivacySensitive = false
    /// Guides set with `alignmentGuide`, innermost first; the last for a key wins.
    package var alignmentGuides: [AlignmentGuideValue] = []
    package init() {}
  }

  /// An explicit alignment guide: where `key` falls in a view of given dimensions.
  package struct AlignmentGuideValue {
    package var key: AlignmentKey
    package var compute: (ViewDimensions) -> CGFloat
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
  package lazy var containsAlignmentGuides: Bool = !traits.alignmentGuides.isEmpty || children.contains { $0.containsAlignmentGuides }

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

/// A layout or drawing modifier that survives resolution.
package enum ResolvedModifier {
  case padding(EdgeInsets)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case offset(CGSize)
  case position(CGPoint)
  case background(ViewNode, alignment: Alignment)
  case overlay(ViewNode, alignment: Alignment)
  case aspectRatio(CGFloat?, contentMode: ContentMode)
  case clipShape(ResolvedShape.Geometry, style: FillStyle)
  case clipped
  case mask(ViewNode, alignment: Alignment)
  case opacity(Double)
  case blur(radius: CGFloat, opaque: Bool)
  case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  case blendMode(BlendMode)
  case rotation(Angle, anchor: UnitPoint)
  case scale(CGSize, anchor: UnitPoint)
  case hidden
  /// A tap target over this view's area (a `Link`).
  case link(URL)
  /// An interactive control over this view's area that runs an App Intent, by its type name
  /// (`Button(intent:)`, `Toggle(isOn:intent:)`).
  case intent(String)
  /// The URL opened by a tap anywhere on the widget.
  case widgetURL(URL?)

  package struct FlexibleFrame: Equatable {
    package var minWidth, idealWidth, maxWidth: CGFloat?
    package var minHeight, idealHeight, maxHeight: CGFloat?
    package var alignment: Alignment
  }

  var secondaryViews: [ViewNode] {
    switch self {
    case .background(let view, _), .overlay(let view, _), .mask(let view, _): [view]
    default: []
    }
  }
}
