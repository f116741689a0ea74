import Foundation
import MirrorCore

extension Visibility {
  /// What a node's effects do to where its ink can fall, the last of each kind counting, as
  /// the SVG writer draws them.
  struct Reach {
    var clip: Path?
    var mask: [RenderNode] = []
    var blurRadius: CGFloat = 0
    var shadow: RenderNode.Shadow?
    var transform = CGAffineTransform.identity
    /// Whether an effect makes the node's frame a tap target worth keeping though it draws nothing.
    var marksFrame = false

    init(_ effects: [RenderNode.Effect]) {
      for effect in effects {
        switch effect {
        case .clip(let path, _): clip = path
        case .mask(let layers): mask = layers
        case .blur(let radius): blurRadius = radius
        case .shadow(let value): shadow = value
        case .transform(let value): transform = value
        case .link, .intent: marksFrame = true
        // Colour and compositing: the ink stays where it is.
        case .opacity, .blendMode, .compositingGroup: break
        }
      }
    }
  }
}
