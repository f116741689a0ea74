import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

extension RenderNode {
  /// Every node of the subtree in drawing order (pre-order), masks excluded.
  package var allNodes: [RenderNode] { [self] + children.flatMap(\.allNodes) }

  /// The nodes made by views of `viewType`, in drawing order.
  package func nodes(_ viewType: String) -> [RenderNode] { allNodes.filter { $0.viewType == viewType } }

  /// The `index`th node made by a view of `viewType`, failing the test when there is none.
  package func node(_ viewType: String, _ index: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> RenderNode {
    let found = nodes(viewType)
    guard index < found.count else {
      XCTFail("no \(viewType) #\(index) (found \(found.count))", file: file, line: line)
      return RenderNode(frame: .zero, viewType: "missing", content: .group)
    }
    return found[index]
  }

  /// The laid-out text, when this node draws one.
  package var text: RenderedText? {
    if case .text(let text) = content { return text }
    return nil
  }

  /// The strings of every text in the subtree, in drawing order.
  package var texts: [String] { allNodes.compactMap(\.text?.string) }

  /// The filled shapes of the subtree in drawing order: each one's frame and paint.
  package var filledShapes: [(frame: CGRect, paint: Paint)] {
    allNodes.compactMap { node in
      guard case .fill(_, let paint, _) = node.content else { return nil }
      return (node.frame, paint)
    }
  }
}

extension Paint {
  /// The colour of a solid paint; nil for a gradient or image.
  package var solidColor: RGBA? {
    if case .color(let rgba) = self { return rgba }
    return nil
  }
}
