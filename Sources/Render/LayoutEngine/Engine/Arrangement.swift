import Foundation
import MirrorCore

/// A view's size for one proposal and where its children go, in the view's own
/// left-to-right coordinates (placement mirrors them for right-to-left layouts).
struct Arrangement {
  var size: CGSize
  var children: [Placement] = []

  /// One child: the proposal it was measured with, its size and its top-left corner.
  struct Placement {
    var node: ViewNode
    var proposal: ProposedViewSize
    var origin: CGPoint
    var size: CGSize
    var layer: Layer = .content
  }

  /// How a child relates to its parent: content is drawn in order, the others by role.
  enum Layer { case content, background, overlay, mask }
}
