import Foundation
import MirrorCore

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape, GeometricShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    GeometryShape(geometry: .inset(.rectangle, by: amount), name: name)
  }
  package var knownGeometry: ResolvedShape.Geometry { .rectangle }
  package var name: String { "Rectangle" }
}

/// A rectangle with rounded corners, continuous (iOS-smooth) or circular.
nonisolated public struct RoundedRectangle: InsettableShape, GeometricShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    GeometryShape(geometry: .inset(knownGeometry, by: amount), name: name)
  }
  package var knownGeometry: ResolvedShape.Geometry { .roundedRectangle(cornerSize: cornerSize, style: style) }
  package var name: String { "RoundedRectangle" }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: InsettableShape, GeometricShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { knownGeometry.path(in: rect) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    GeometryShape(geometry: .inset(.circle, by: amount), name: name)
  }
  package var knownGeometry: ResolvedShape.Geometry { .circle }
  package var name: String { "Circle" }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape, GeometricShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    GeometryShape(geometry: .inset(.ellipse, by: amount), name: name)
  }
  package var knownGeometry: ResolvedShape.Geometry { .ellipse }
  package var name: String { "Ellipse" }
}

/// A rectangle whose short sides are half circles.
nonisolated public struct Capsule: InsettableShape, GeometricShape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  public func path(in rect: CGRect) -> Path { knownGeometry.path(in: rect) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    GeometryShape(geometry: .inset(knownGeometry, by: amount), name: name)
  }
  package var knownGeometry: ResolvedShape.Geometry { .capsule(style: style) }
  package var name: String { "Capsule" }
}

/// The shape of the enclosing container (the widget), inset so its corners stay concentric
/// with the widget's; a plain rectangle where there is no container.
nonisolated public struct ContainerRelativeShape: InsettableShape, GeometricShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> some InsettableShape {
    GeometryShape(geometry: .inset(.containerRelative, by: amount), name: name)
  }
  package var knownGeometry: ResolvedShape.Geometry { .containerRelative }
  package var name: String { "ContainerRelativeShape" }
}

extension Shape where Self == Rectangle {
  nonisolated public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == Circle {
  nonisolated public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
  nonisolated public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Ellipse {
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == ContainerRelativeShape {
  nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
extension Shape where Self == RoundedRectangle {
  nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}
