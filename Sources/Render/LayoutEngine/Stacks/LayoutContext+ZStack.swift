import Foundation
import MirrorCore

extension LayoutContext {
  /// ZStack: every child gets the whole proposal; the stack is the union of the children
  /// aligned by `alignment`.
  mutating func arrangeZStack(children: [ViewNode], alignment: Alignment, proposal: ProposedViewSize) -> Arrangement {
    var placements = children.map { child in
      Arrangement.Placement(node: child, proposal: proposal, origin: .zero, size: size(child, proposal))
    }
    let width = alignAcross(&placements, axis: .horizontal, key: .horizontal(alignment.horizontal))
    let height = alignAcross(&placements, axis: .vertical, key: .vertical(alignment.vertical))
    return Arrangement(size: CGSize(width: width, height: height), children: placements)
  }
}
