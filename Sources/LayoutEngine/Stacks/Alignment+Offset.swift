import Foundation
import ViewDSL

extension HorizontalAlignment {
  /// Where a child of width `child` starts in a container of width `container`
  /// (left to right; custom guides without `alignmentGuide` act as leading).
  func offset(container: CGFloat, child: CGFloat) -> CGFloat {
    switch key {
    case .leading, .custom: 0
    case .center: (container - child) / 2
    case .trailing: container - child
    }
  }
}

extension VerticalAlignment {
  /// Where a child of height `child` starts in a container of height `container`; text
  /// baselines count as top (first) and bottom (last) where there is nothing to align with.
  func offset(container: CGFloat, child: CGFloat) -> CGFloat {
    switch key {
    case .top, .custom, .firstTextBaseline: 0
    case .center: (container - child) / 2
    case .bottom, .lastTextBaseline: container - child
    }
  }
}

extension Alignment {
  /// The top-left corner of a child of `child` size aligned in a container of `container` size.
  func origin(container: CGSize, child: CGSize) -> CGPoint {
    CGPoint(x: horizontal.offset(container: container.width, child: child.width),
            y: vertical.offset(container: container.height, child: child.height))
  }
}

extension ViewNode {
  /// Where `key` falls in this view at `size`: its explicit guide (`alignmentGuide`, the last
  /// one set wins), else the standard guide or a custom guide's default value.
  func alignmentValue(_ key: AlignmentKey, size: CGSize) -> CGFloat {
    let dimensions = ViewDimensions(width: size.width, height: size.height)
    if let guide = traits.alignmentGuides.last(where: { $0.key == key }) {
      return guide.compute(dimensions).sanitizedCoordinate
    }
    switch key {
    case .horizontal(let guide): return dimensions[guide]
    case .vertical(let guide): return dimensions[guide]
    }
  }

  /// Whether aligning by `key` needs guide values rather than edges and centres.
  func hasComputedGuide(_ key: AlignmentKey) -> Bool {
    if traits.alignmentGuides.contains(where: { $0.key == key }) { return true }
    switch key {
    case .horizontal(let guide): return guide.customID != nil
    case .vertical(let guide): return guide.customID != nil
    }
  }
}

extension Alignment {
  /// The top-left corner of `child` aligned in `container`, both views' guides taken into
  /// account: the child's guide meets the container's.
  func origin(container: CGSize, containerNode: ViewNode?, child: CGSize, childNode: ViewNode) -> CGPoint {
    var origin = self.origin(container: container, child: child)
    let horizontalKey = AlignmentKey.horizontal(horizontal)
    if childNode.hasComputedGuide(horizontalKey) || containerNode?.hasComputedGuide(horizontalKey) == true {
      let line = containerNode?.alignmentValue(horizontalKey, size: container) ?? ViewDimensions(width: container.width, height: container.height)[horizontal]
      origin.x = line - childNode.alignmentValue(horizontalKey, size: child)
    }
    let verticalKey = AlignmentKey.vertical(vertical)
    if childNode.hasComputedGuide(verticalKey) || containerNode?.hasComputedGuide(verticalKey) == true {
      let line = containerNode?.alignmentValue(verticalKey, size: container) ?? ViewDimensions(width: container.width, height: container.height)[vertical]
      origin.y = line - childNode.alignmentValue(verticalKey, size: child)
    }
    return origin
  }
}
