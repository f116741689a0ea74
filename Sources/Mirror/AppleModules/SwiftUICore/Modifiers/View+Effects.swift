import Foundation
import MirrorCore

extension View {
  nonisolated public func opacity(_ opacity: Double) -> some View {
    wrapping("opacity") { _ in .opacity(opacity) }
  }

  /// A Gaussian blur of the given radius.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    wrapping("blur") { _ in .blur(radius: radius, opaque: opaque) }
  }

  nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    wrapping("shadow") { _ in .shadow(color: color, radius: radius, x: x, y: y) }
  }

  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    wrapping("blendMode") { _ in .blendMode(blendMode) }
  }

  /// Composites the view's content as one layer before the effects around it apply: blend modes
  /// inside blend with each other only.
  nonisolated public func compositingGroup() -> some View {
    wrapping("compositingGroup") { _ in .compositingGroup }
  }

  /// Renders the view's content offscreen as one layer, composited as `compositingGroup()`
  /// composites it (the gallery draws vectors, in sRGB, whatever `colorMode` asks).
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    wrapping("drawingGroup") { _ in .compositingGroup }
  }

  /// Rotates the drawing around an anchor, without changing the layout.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    wrapping("rotationEffect") { _ in .rotation(angle, anchor: anchor) }
  }

  /// Scales the drawing around an anchor, without changing the layout.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    wrapping("scaleEffect") { _ in .scale(scale, anchor: anchor) }
  }

  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Keeps the view's space but draws nothing.
  nonisolated public func hidden() -> some View {
    wrapping("hidden") { _ in .hidden }
  }
}
