import Foundation
import MirrorCore

extension View {
  /// Puts a view behind this one, sized to this view (the legacy form).
  @_disfavoredOverload
  nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    wrapping("background", background) { .background($0.resolveLayered($1, alignment: alignment), alignment: alignment) }
  }

  /// Puts views behind this one, sized to this view.
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let background = content()
    return wrapping("background") { .background($0.resolveLayered(background, alignment: alignment), alignment: alignment) }
  }

  /// Fills the area behind this view with a style.
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(style, in: Rectangle())
  }

  /// Fills the area behind this view with the system background.
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), in: Rectangle())
  }

  /// Fills a shape behind this view with a style.
  nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    let filled = shape.fill(style, style: fillStyle)
    return wrapping("background") { .background($0.resolveSingle(filled), alignment: .center) }
  }

  /// Fills a shape behind this view with the system background.
  nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Puts a view in front of this one, sized to this view (the legacy form).
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    wrapping("overlay", overlay) { .overlay($0.resolveLayered($1, alignment: alignment), alignment: alignment) }
  }

  /// Puts views in front of this one, sized to this view.
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let overlay = content()
    return wrapping("overlay") { .overlay($0.resolveLayered(overlay, alignment: alignment), alignment: alignment) }
  }

  /// Covers this view with a style.
  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(style, in: Rectangle())
  }

  /// Covers this view with a shape filled with a style.
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    let filled = shape.fill(style, style: fillStyle)
    return wrapping("overlay") { .overlay($0.resolveSingle(filled), alignment: .center) }
  }

  /// Clips this view to a shape in its frame.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    let geometry = shape.geometry
    return wrapping("clipShape") { _ in .clipShape(geometry, style: style) }
  }

  /// Clips this view to its frame.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    wrapping("clipped") { _ in .clipped }
  }

  /// Clips this view to a rounded rectangle with circular corners.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let geometry = ResolvedShape.Geometry.roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: .circular)
    return wrapping("cornerRadius") { _ in .clipShape(geometry, style: FillStyle()) }
  }

  /// Shows this view only where the mask is opaque.
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    let mask = mask()
    return wrapping("mask") { .mask($0.resolveLayered(mask, alignment: alignment), alignment: alignment) }
  }

  @_disfavoredOverload
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
    wrapping("mask", mask) { .mask($0.resolveLayered($1, alignment: .center), alignment: .center) }
  }

  /// Hit-testing shape; widgets only take taps through links, so this changes nothing drawn.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }
}
