import Foundation
import MirrorCore

extension LayoutContext {
  /// Where `key` falls in `node` (measured with `proposal`, of `size`): an explicit guide
  /// (`alignmentGuide`) set on it or on a view inside it, else the standard guide or a custom
  /// guide's default value.
  mutating func guideValue(_ node: ViewNode, _ proposal: ProposedViewSize, size: CGSize, _ key: AlignmentKey) -> CGFloat {
    if let explicit = explicitGuide(node, proposal, key) { return explicit }
    let dimensions = ViewDimensions(width: size.width, height: size.height)
    switch key {
    case .horizontal(let guide): return dimensions[guide]
    case .vertical(let guide): return dimensions[guide]
    }
  }

  /// An explicit guide for `key` in `node`'s coordinates: its own (the last one set wins), or
  /// the first of its laid-out content children's, moved to where that child sits. Containers
  /// pass their children's guides up, so a custom alignment lines up views in nested stacks.
  mutating func explicitGuide(_ node: ViewNode, _ proposal: ProposedViewSize, _ key: AlignmentKey) -> CGFloat? {
    guard node.containsAlignmentGuides else { return nil }
    if let guide = node.traits.alignmentGuides.last(where: { $0.key == key }) {
      let size = size(node, proposal)
      let dimensions = ViewDimensions(width: size.width, height: size.height)
      return MainActor.assumingIsolated(guide.compute, dimensions).sanitizedCoordinate
    }
    switch node.kind {
    case .stack, .zStack, .lazyGrid, .grid, .viewThatFits, .modified:
      for child in arrange(node, proposal).children where child.layer == .content {
        guard let value = explicitGuide(child.node, child.proposal, key) else { continue }
        switch key {
        case .horizontal: return child.origin.x + value
        case .vertical: return child.origin.y + value
        }
      }
      return nil
    case .text, .image, .shape, .spacer, .divider, .geometryReader, .chart:
      return nil
    }
  }

  /// Whether aligning `node` by `key` needs guide values rather than edges and centres.
  func needsGuides(_ node: ViewNode, _ key: AlignmentKey) -> Bool {
    if node.containsAlignmentGuides { return true }
    switch key {
    case .horizontal(let guide): return guide.customID != nil
    case .vertical(let guide): return guide.customID != nil
    }
  }

  /// The top-left corner of `child` aligned in a container of `container` size, the child's
  /// guide meeting the container's (the container's own view, when it has one, may carry
  /// explicit guides too, as an overlay's primary view does).
  mutating func alignedOrigin(
    _ alignment: Alignment, container: CGSize, containerNode: (node: ViewNode, proposal: ProposedViewSize)?,
    child: CGSize, childNode: ViewNode, childProposal: ProposedViewSize
  ) -> CGPoint {
    var origin = alignment.origin(container: container, child: child)
    let dimensions = ViewDimensions(width: container.width, height: container.height)
    let horizontal = AlignmentKey.horizontal(alignment.horizontal)
    if needsGuides(childNode, horizontal) || containerNode.map({ needsGuides($0.node, horizontal) }) == true {
      let line =
        containerNode.map { guideValue($0.node, $0.proposal, size: container, horizontal) } ?? dimensions[alignment.horizontal]
      origin.x = line - guideValue(childNode, childProposal, size: child, horizontal)
    }
    let vertical = AlignmentKey.vertical(alignment.vertical)
    if needsGuides(childNode, vertical) || containerNode.map({ needsGuides($0.node, vertical) }) == true {
      let line =
        containerNode.map { guideValue($0.node, $0.proposal, size: container, vertical) } ?? dimensions[alignment.vertical]
      origin.y = line - guideValue(childNode, childProposal, size: child, vertical)
    }
    return origin
  }
}
