import Foundation
import MirrorCore

extension LayoutContext {
  /// The size and child places of one node kind; the caller caches and sanitises.
  mutating func computeArrangement(_ node: ViewNode, _ proposal: ProposedViewSize) -> Arrangement {
    switch node.kind {
    case .text:
      return Arrangement(size: textSize(node, proposal))
    case .image(let image):
      return Arrangement(size: imageSize(image, node: node, proposal: proposal))
    case .shape:
      return Arrangement(size: proposal.replacingUnspecified(by: shapeIdealSize))
    case .spacer(let minLength):
      return Arrangement(size: spacerSize(node, minLength: minLength, proposal: proposal))
    case .divider:
      return Arrangement(size: dividerSize(node, proposal: proposal))
    case .stack(let axis, let alignment, let spacing, let children):
      return arrangeStack(node, axis: axis, alignment: alignment, spacing: spacing, children: children, proposal: proposal)
    case .zStack(let alignment, let children):
      return arrangeZStack(children: children, alignment: alignment, proposal: proposal)
    case .lazyGrid(let grid):
      return arrangeLazyGrid(grid, proposal: proposal)
    case .grid(let grid):
      return arrangeGrid(grid, proposal: proposal)
    case .geometryReader:
      return Arrangement(size: proposal.replacingUnspecified(by: geometryReaderIdealSize))
    case .viewThatFits(let axes, let children):
      return arrangeViewThatFits(axes: axes, children: children, proposal: proposal)
    case .chart(let chart):
      return arrangeChart(node, chart, proposal: proposal)
    case .modified(let child, let modifier):
      return arrangeModified(child, modifier, proposal: proposal)
    }
  }

  private mutating func arrangeViewThatFits(axes: Axis.Set, children: [ViewNode], proposal: ProposedViewSize) -> Arrangement {
    guard let chosen = chosenView(axes: axes, children: children, proposal: proposal) else { return Arrangement(size: .zero) }
    let size = size(chosen, proposal)
    return Arrangement(size: size, children: [.init(node: chosen, proposal: proposal, origin: .zero, size: size)])
  }

  /// The first child whose ideal size on the constrained axes fits the proposal; the last
  /// child when none does.
  mutating func chosenView(axes: Axis.Set, children: [ViewNode], proposal: ProposedViewSize) -> ViewNode? {
    let tolerance: CGFloat = 0.001
    for child in children {
      let ideal = size(
        child,
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + tolerance } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + tolerance } ?? true
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }
}

/// The size shapes and colours report when asked for their ideal size (SwiftUI: 10×10).
let shapeIdealSize = CGSize(width: 10, height: 10)
/// The size a geometry reader reports for a nil proposal (the reference: nil → 0).
let geometryReaderIdealSize = CGSize.zero
