import Foundation
import MirrorCore

extension LayoutContext {
  /// The drawing effect a modifier stands for, on the render node of its placed child.
  mutating func applyEffect(_ modifier: ResolvedModifier, node: ViewNode, frame: CGRect, into render: inout RenderNode) {
    let rightToLeft = node.environment.layoutDirection == .rightToLeft
    switch modifier {
    case .offset(let offset):
      let dx = offset.width.sanitizedCoordinate
      render.effects.append(
        .transform(CGAffineTransform(translationX: rightToLeft ? -dx : dx, y: offset.height.sanitizedCoordinate)))
    case .clipped:
      render.effects.append(.clip(Path(frame), style: FillStyle()))
    case .clipShape(let geometry, let style):
      render.effects.append(
        .clip(geometry.path(in: frame, containerCornerRadius: containerRelativeRadius(in: frame)), style: style))
    case .opacity(let opacity):
      render.effects.append(.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    case .blur(let radius, _):
      render.effects.append(.blur(radius: radius.sanitizedLength))
    case .shadow(let color, let radius, let x, let y):
      render.effects.append(
        .shadow(
          RenderNode.Shadow(
            color: color.rgba(in: node.environment), radius: radius.sanitizedLength,
            offset: CGSize(width: x.sanitizedCoordinate, height: y.sanitizedCoordinate))))
    case .blendMode(let mode):
      render.effects.append(.blendMode(mode))
    case .compositingGroup:
      render.effects.append(.compositingGroup)
    case .rotation(let angle, let anchor):
      let radians = angle.radians.isFinite ? angle.radians : 0
      render.effects.append(.transform(about(anchor, in: frame, CGAffineTransform(rotationAngle: radians))))
    case .scale(let scale, let anchor):
      let sx = scale.width.isFinite ? scale.width : 1
      let sy = scale.height.isFinite ? scale.height : 1
      render.effects.append(.transform(about(anchor, in: frame, CGAffineTransform(scaleX: sx, y: sy))))
    case .link(let url):
      render.effects.append(.link(url))
    case .intent(let name):
      render.effects.append(.intent(name))
    case .widgetURL(let url):
      if !hasCollectedWidgetURL {
        hasCollectedWidgetURL = true
        collectedWidgetURL = url
      }
    case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio, .position, .background, .overlay, .mask, .hidden:
      break
    }
  }

  /// `transform` applied about a unit point of `frame` (widget coordinates).
  private func about(_ anchor: UnitPoint, in frame: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
    let x = (frame.minX + anchor.x * frame.width).sanitizedCoordinate
    let y = (frame.minY + anchor.y * frame.height).sanitizedCoordinate
    return CGAffineTransform(translationX: -x, y: -y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: x, y: y))
  }
}
