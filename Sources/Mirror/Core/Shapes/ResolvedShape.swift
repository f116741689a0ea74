import Foundation

/// A shape with how it is drawn, as layout and SVG see it.
package struct ResolvedShape: @unchecked Sendable {
  // Sendable: the geometry is Sendable; the drawing's `AnyShapeStyle` boxes `any ShapeStyle`, which is not, but
  // resolution makes it once and layout and the SVG writer only read it.
  package var geometry: Geometry
  package var drawing: Drawing

  package init(geometry: Geometry, drawing: Drawing) {
    self.geometry = geometry
    self.drawing = drawing
  }

  /// The outline of a shape in a given rectangle.
  package indirect enum Geometry: Sendable {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
    /// The container's shape, concentric with it; layout supplies the container.
    case containerRelative
    case inset(Geometry, by: CGFloat)
    case trimmed(Geometry, from: CGFloat, to: CGFloat)
    case transformed(Geometry, CGAffineTransform)
    case rotated(Geometry, Angle, anchor: UnitPoint)
    case custom(@Sendable (CGRect) -> Path)

    /// The outline in `rect`; a container-relative shape outside any container is a rectangle.
    package func path(in rect: CGRect, containerCornerRadius: CGFloat = 0) -> Path {
      switch self {
      case .rectangle: return Path(rect)
      case .roundedRectangle(let size, let style): return Path(roundedRect: rect, cornerSize: size, style: style)
      case .circle:
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
      case .ellipse: return Path(ellipseIn: rect)
      case .capsule(let style):
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style == .continuous ? .circular : style)
      case .containerRelative:
        return containerCornerRadius > 0
          ? Path(roundedRect: rect, cornerRadius: containerCornerRadius, style: .continuous) : Path(rect)
      case .inset(let base, let amount):
        return base.path(in: rect.insetBy(dx: amount, dy: amount), containerCornerRadius: max(containerCornerRadius - amount, 0))
      case .trimmed(let base, let from, let to):
        return base.path(in: rect, containerCornerRadius: containerCornerRadius).trimmedPath(from: from, to: to)
      case .transformed(let base, let transform):
        return base.path(in: rect, containerCornerRadius: containerCornerRadius).applying(transform)
      case .rotated(let base, let angle, let anchor):
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
          .concatenating(CGAffineTransform(rotationAngle: angle.radians))
          .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return base.path(in: rect, containerCornerRadius: containerCornerRadius).applying(transform)
      case .custom(let makePath): return makePath(rect)
      }
    }
  }

  /// Fill or stroke; a nil style means the foreground style.
  package enum Drawing {
    case fill(AnyShapeStyle?, FillStyle)
    case stroke(AnyShapeStyle?, StrokeStyle, inside: Bool)
  }
}
