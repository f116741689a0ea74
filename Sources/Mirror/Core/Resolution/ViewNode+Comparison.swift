import Foundation

extension ViewNode {
  /// Whether layout and drawing cannot tell this tree from `other`: node for node the same
  /// kinds, values, traits and environments.
  ///
  /// Trees holding code that runs during layout (geometry readers, custom shapes, alignment
  /// guides) are never alike, so a caller can reuse a drawing only where the comparison is
  /// exact. Check `drawingHash(into:)` first: it is cheaper and says whether a tree can be
  /// compared at all.
  package func drawsLike(_ other: ViewNode, memo: inout DrawingComparisonMemo) -> Bool {
    guard viewType == other.viewType, traits.drawsLike(other.traits),
      environment.drawsLike(other.environment, memo: &memo)
    else { return false }
    func alike(_ lhs: [ViewNode], _ rhs: [ViewNode]) -> Bool {
      lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.drawsLike($1, memo: &memo) }
    }
    switch (kind, other.kind) {
    case (.text(let lhs), .text(let rhs)):
      return lhs.runs.count == rhs.runs.count && zip(lhs.runs, rhs.runs).allSatisfy { $0.drawsLike($1) }
    case (.image(let lhs), .image(let rhs)):
      return lhs == rhs
    case (.shape(let lhs), .shape(let rhs)):
      return lhs.drawsLike(rhs)
    case (.spacer(let lhs), .spacer(let rhs)):
      return lhs == rhs
    case (.divider, .divider):
      return true
    case (
      .stack(let axis, let alignment, let spacing, let children),
      .stack(let otherAxis, let otherAlignment, let otherSpacing, let otherChildren)
    ):
      return axis == otherAxis && alignment == otherAlignment && spacing == otherSpacing && alike(children, otherChildren)
    case (.zStack(let alignment, let children), .zStack(let otherAlignment, let otherChildren)):
      return alignment == otherAlignment && alike(children, otherChildren)
    case (.lazyGrid(let lhs), .lazyGrid(let rhs)):
      return lhs.axis == rhs.axis && lhs.tracks == rhs.tracks && lhs.alignment == rhs.alignment && lhs.spacing == rhs.spacing
        && alike(lhs.children, rhs.children)
    case (.grid(let lhs), .grid(let rhs)):
      return lhs.alignment == rhs.alignment && lhs.horizontalSpacing == rhs.horizontalSpacing
        && lhs.verticalSpacing == rhs.verticalSpacing && lhs.spanningRows == rhs.spanningRows
        && lhs.rowAlignments == rhs.rowAlignments && lhs.rows.count == rhs.rows.count
        && zip(lhs.rows, rhs.rows).allSatisfy { alike($0, $1) }
    case (.viewThatFits(let axes, let children), .viewThatFits(let otherAxes, let otherChildren)):
      return axes == otherAxes && alike(children, otherChildren)
    case (.modified(let child, let modifier), .modified(let otherChild, let otherModifier)):
      return modifier.drawsLike(otherModifier, memo: &memo) && child.drawsLike(otherChild, memo: &memo)
    default:
      // Different kinds, or geometry readers, whose content is code.
      return false
    }
  }

  /// Feeds the tree's shape (kinds, view types, strings) to `hasher`; false when the tree
  /// holds code that runs during layout, so `drawsLike(_:memo:)` would never find it alike.
  package func drawingHash(into hasher: inout Hasher) -> Bool {
    guard traits.alignmentGuides.isEmpty else { return false }
    hasher.combine(viewType)
    switch kind {
    case .geometryReader, .chart:
      return false
    case .shape(let shape):
      guard shape.geometry.isComparable else { return false }
    case .modified(_, let modifier):
      guard modifier.isComparable else { return false }
    case .text(let text):
      for run in text.runs { hasher.combine(run.string) }
    default:
      break
    }
    let children = children
    hasher.combine(children.count)
    return children.allSatisfy { $0.drawingHash(into: &hasher) }
  }
}

extension ViewNode.Traits {
  fileprivate func drawsLike(_ other: Self) -> Bool {
    alignmentGuides.isEmpty && other.alignmentGuides.isEmpty
      && layoutPriority == other.layoutPriority && zIndex == other.zIndex && gridCellColumns == other.gridCellColumns
      && gridColumnAlignment == other.gridColumnAlignment && identity == other.identity && definedBy == other.definedBy
      && accessibilityLabel == other.accessibilityLabel && accessibilityHidden == other.accessibilityHidden
      && accessibilityChildren == other.accessibilityChildren && isPrivacySensitive == other.isPrivacySensitive
      && accessibility == other.accessibility
  }
}

extension ResolvedModifier {
  fileprivate func drawsLike(_ other: ResolvedModifier, memo: inout DrawingComparisonMemo) -> Bool {
    switch self {
    case .padding(let lhs):
      guard case .padding(let rhs) = other else { return false }
      return lhs == rhs
    case .frame(let width, let height, let alignment):
      guard case .frame(let otherWidth, let otherHeight, let otherAlignment) = other else { return false }
      return width == otherWidth && height == otherHeight && alignment == otherAlignment
    case .flexibleFrame(let lhs):
      guard case .flexibleFrame(let rhs) = other else { return false }
      return lhs == rhs
    case .fixedSize(let horizontal, let vertical):
      guard case .fixedSize(let otherHorizontal, let otherVertical) = other else { return false }
      return horizontal == otherHorizontal && vertical == otherVertical
    case .offset(let lhs):
      guard case .offset(let rhs) = other else { return false }
      return lhs == rhs
    case .position(let lhs):
      guard case .position(let rhs) = other else { return false }
      return lhs == rhs
    case .background(let view, let alignment):
      guard case .background(let otherView, let otherAlignment) = other else { return false }
      return alignment == otherAlignment && view.drawsLike(otherView, memo: &memo)
    case .overlay(let view, let alignment):
      guard case .overlay(let otherView, let otherAlignment) = other else { return false }
      return alignment == otherAlignment && view.drawsLike(otherView, memo: &memo)
    case .mask(let view, let alignment):
      guard case .mask(let otherView, let otherAlignment) = other else { return false }
      return alignment == otherAlignment && view.drawsLike(otherView, memo: &memo)
    case .aspectRatio(let ratio, let mode):
      guard case .aspectRatio(let otherRatio, let otherMode) = other else { return false }
      return ratio == otherRatio && mode == otherMode
    case .clipShape(let geometry, let style):
      guard case .clipShape(let otherGeometry, let otherStyle) = other else { return false }
      return style == otherStyle && geometry.drawsLike(otherGeometry)
    case .clipped:
      guard case .clipped = other else { return false }
      return true
    case .hidden:
      guard case .hidden = other else { return false }
      return true
    case .opacity(let lhs):
      guard case .opacity(let rhs) = other else { return false }
      return lhs == rhs
    case .blur(let radius, let opaque):
      guard case .blur(let otherRadius, let otherOpaque) = other else { return false }
      return radius == otherRadius && opaque == otherOpaque
    case .shadow(let color, let radius, let x, let y):
      guard case .shadow(let otherColor, let otherRadius, let otherX, let otherY) = other else { return false }
      return color == otherColor && radius == otherRadius && x == otherX && y == otherY
    case .blendMode(let lhs):
      guard case .blendMode(let rhs) = other else { return false }
      return lhs == rhs
    case .compositingGroup:
      guard case .compositingGroup = other else { return false }
      return true
    case .rotation(let angle, let anchor):
      guard case .rotation(let otherAngle, let otherAnchor) = other else { return false }
      return angle == otherAngle && anchor == otherAnchor
    case .scale(let size, let anchor):
      guard case .scale(let otherSize, let otherAnchor) = other else { return false }
      return size == otherSize && anchor == otherAnchor
    case .link(let lhs):
      guard case .link(let rhs) = other else { return false }
      return lhs == rhs
    case .intent(let lhs):
      guard case .intent(let rhs) = other else { return false }
      return lhs == rhs
    case .widgetURL(let lhs):
      guard case .widgetURL(let rhs) = other else { return false }
      return lhs == rhs
    }
  }
}

extension ResolvedText.Run {
  fileprivate func drawsLike(_ other: Self) -> Bool {
    string == other.string && font == other.font && foreground.drawsLike(other.foreground) && kerning == other.kerning
      && tracking == other.tracking && baselineOffset == other.baselineOffset && underline == other.underline
      && strikethrough == other.strikethrough && image == other.image
  }
}

extension ResolvedShape {
  fileprivate func drawsLike(_ other: ResolvedShape) -> Bool {
    guard geometry.drawsLike(other.geometry) else { return false }
    switch (drawing, other.drawing) {
    case (.fill(let style, let fill), .fill(let otherStyle, let otherFill)):
      return fill == otherFill && style.drawsLike(otherStyle)
    case (.stroke(let style, let stroke, let inside), .stroke(let otherStyle, let otherStroke, let otherInside)):
      return stroke == otherStroke && inside == otherInside && style.drawsLike(otherStyle)
    default:
      return false
    }
  }
}

extension ResolvedShape.Geometry {
  /// False for custom shapes, whose outline is code.
  var isComparable: Bool {
    switch self {
    case .custom: false
    case .inset(let base, _), .trimmed(let base, _, _), .transformed(let base, _), .rotated(let base, _, _): base.isComparable
    default: true
    }
  }

  fileprivate func drawsLike(_ other: Self) -> Bool {
    switch (self, other) {
    case (.rectangle, .rectangle), (.circle, .circle), (.ellipse, .ellipse), (.containerRelative, .containerRelative): true
    case (.roundedRectangle(let size, let style), .roundedRectangle(let otherSize, let otherStyle)):
      size == otherSize && style == otherStyle
    case (.capsule(let style), .capsule(let otherStyle)): style == otherStyle
    case (.inset(let base, let amount), .inset(let otherBase, let otherAmount)):
      amount == otherAmount && base.drawsLike(otherBase)
    case (.trimmed(let base, let from, let to), .trimmed(let otherBase, let otherFrom, let otherTo)):
      from == otherFrom && to == otherTo && base.drawsLike(otherBase)
    case (.transformed(let base, let transform), .transformed(let otherBase, let otherTransform)):
      transform == otherTransform && base.drawsLike(otherBase)
    case (.rotated(let base, let angle, let anchor), .rotated(let otherBase, let otherAngle, let otherAnchor)):
      angle == otherAngle && anchor == otherAnchor && base.drawsLike(otherBase)
    default: false
    }
  }
}
