import MirrorCore
import SwiftUI
import WidgetKit

extension ViewNode {
  /// Every node of the tree, depth first, including modifier content and secondary views.
  package var allNodes: [ViewNode] { [self] + children.flatMap(\.allNodes) }

  /// The strings of every text in the tree, in order.
  package var texts: [String] {
    allNodes.compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
  }

  /// The view types of every node in the tree, in order.
  package var types: [String] { allNodes.map(\.viewType) }

  /// The first modifier of a given case in the tree.
  package func firstModifier(where matches: (ResolvedModifier) -> Bool) -> ResolvedModifier? {
    for node in allNodes {
      if case .modified(_, let modifier) = node.kind, matches(modifier) { return modifier }
    }
    return nil
  }
}
