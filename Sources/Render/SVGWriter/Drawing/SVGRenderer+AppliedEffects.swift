import Foundation
import LayoutEngine
import MirrorCore

extension SVGRenderer {
  /// A node's effects as the writer applies them: of several of one kind, the last counts.
  ///
  /// The switch lists every effect: a new one is a compile error here until it is drawn.
  struct AppliedEffects {
    var clip: (path: Path, style: FillStyle)?
    var mask: [RenderNode] = []
    var opacity: Double = 1
    var blurRadius: CGFloat = 0
    var shadow: RenderNode.Shadow?
    var blendMode: BlendMode = .normal
    var isolated = false
    var transform = CGAffineTransform.identity
    var link: URL?
    var intent: String?

    init(_ effects: [RenderNode.Effect]) {
      for effect in effects {
        switch effect {
        case .clip(let path, let style): clip = (path, style)
        case .mask(let layers): mask = layers
        case .opacity(let value): opacity = value
        case .blur(let radius): blurRadius = radius
        case .shadow(let value): shadow = value
        case .blendMode(let mode): blendMode = mode
        case .compositingGroup: isolated = true
        case .transform(let value): transform = value
        case .link(let url): link = url
        case .intent(let name): intent = name
        }
      }
    }
  }
}
