import Foundation
import MirrorCore

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
    CGPoint(
      x: horizontal.offset(container: container.width, child: child.width),
      y: vertical.offset(container: container.height, child: child.height))
  }
}
