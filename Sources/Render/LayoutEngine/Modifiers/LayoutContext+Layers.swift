import Foundation
import MirrorCore

extension LayoutContext {
  /// The render node of a modifier: its child placed, its background, overlay or mask placed
  /// in their layers, and the drawing effect it stands for (`applyEffect`).
  mutating func applyModifier(
    _ modifier: ResolvedModifier, node: ViewNode, arrangement: Arrangement, frame: CGRect, into render: inout RenderNode
  ) {
    switch modifier {
    case .hidden:
      return
    case .background:
      render.children =
        placeChildren(node, arrangement, frame: frame, layer: .background)
        + placeChildren(node, arrangement, frame: frame)
    case .overlay:
      render.children =
        placeChildren(node, arrangement, frame: frame)
        + placeChildren(node, arrangement, frame: frame, layer: .overlay)
    case .mask:
      // The mask is drawn in the node's region; its ink then bounds what the children show.
      render.effects.append(.mask(placeChildren(node, arrangement, frame: frame, layer: .mask)))
      render.children = inside(render.effects) { $0.placeChildren(node, arrangement, frame: frame) }
    case .widgetURL:
      // The innermost URL is collected first, so children come before the effect.
      render.children = placeChildren(node, arrangement, frame: frame)
      applyEffect(modifier, node: node, frame: frame, into: &render)
    case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio, .position, .offset, .clipShape, .clipped, .opacity, .blur,
      .shadow, .blendMode, .compositingGroup, .rotation, .scale, .link, .intent:
      // The effect first: its transform, clip and filter decide what of the children can be seen.
      applyEffect(modifier, node: node, frame: frame, into: &render)
      render.children = inside(render.effects) { $0.placeChildren(node, arrangement, frame: frame) }
    }
  }
}
