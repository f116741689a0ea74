import Foundation
import MirrorCore

/// A 2D shape: a view that fills the space it is offered with its outline, in the
/// foreground style unless filled or stroked with another.
///
/// As in the iOS 18 SDK, `path(in:)` is `nonisolated`: layout draws shapes off the main actor.
public protocol Shape: View, Sendable {
  nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so its border can be stroked inside its frame.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
  nonisolated public var body: some View {
    ShapeView(shape: ResolvedShape(geometry: geometry, drawing: .fill(nil, FillStyle())), name: shapeName)
  }

  /// Fills the shape with a style.
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: ResolvedShape(geometry: geometry, drawing: .fill(AnyShapeStyle(content), style)), name: shapeName)
  }

  /// Fills the shape with the foreground style.
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: ResolvedShape(geometry: geometry, drawing: .fill(nil, style)), name: shapeName)
  }

  /// Strokes the outline, centred on it.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    ShapeView(
      shape: ResolvedShape(geometry: geometry, drawing: .stroke(AnyShapeStyle(content), style, inside: false)), name: shapeName)
  }

  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  nonisolated public func stroke(style: StrokeStyle) -> some View {
    ShapeView(shape: ResolvedShape(geometry: geometry, drawing: .stroke(nil, style, inside: false)), name: shapeName)
  }

  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The part of the outline between two fractions of its length.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    GeometryShape(geometry: .trimmed(geometry, from: startFraction, to: endFraction), name: shapeName)
  }

  /// The shape moved by an offset.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape {
    GeometryShape(geometry: .transformed(geometry, CGAffineTransform(translationX: x, y: y)), name: shapeName)
  }

  /// The shape rotated about its centre.
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
    GeometryShape(geometry: .rotated(geometry, angle, anchor: anchor), name: shapeName)
  }

  nonisolated var geometry: ResolvedShape.Geometry {
    if let known = self as? any GeometricShape { return known.knownGeometry }
    let shape = self
    return .custom { shape.path(in: $0) }
  }

  nonisolated var shapeName: String {
    if let known = self as? any GeometricShape { return known.name }
    return _typeName(Self.self, qualified: false)
  }
}

extension InsettableShape {
  /// Strokes the outline inside the shape's frame.
  nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    ShapeView(
      shape: ResolvedShape(geometry: geometry, drawing: .stroke(AnyShapeStyle(content), style, inside: true)), name: shapeName)
  }

  nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    ShapeView(shape: ResolvedShape(geometry: geometry, drawing: .stroke(nil, style, inside: true)), name: shapeName)
  }

  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// A built-in shape whose geometry layout and SVG know by name.
package protocol GeometricShape {
  var knownGeometry: ResolvedShape.Geometry { get }
  var name: String { get }
}

/// A shape made by a shape modifier (`trim`, `offset`, `inset`, …).
nonisolated struct GeometryShape: InsettableShape, GeometricShape {
  let knownGeometry: ResolvedShape.Geometry
  let name: String

  init(geometry: ResolvedShape.Geometry, name: String) {
    self.knownGeometry = geometry
    self.name = name
  }

  func path(in rect: CGRect) -> Path { knownGeometry.path(in: rect) }
  func inset(by amount: CGFloat) -> GeometryShape {
    GeometryShape(geometry: .inset(knownGeometry, by: amount), name: name)
  }
}

/// A shape drawn as a view.
nonisolated struct ShapeView: View, PrimitiveView {
  let shape: ResolvedShape
  let name: String
  var body: Never { primitiveBody() }
  func resolve(in context: ResolveContext) -> [ViewNode] {
    [context.node(.shape(shape), name)]
  }
}

/// A type-erased shape.
nonisolated public struct AnyShape: Shape, GeometricShape {
  package let knownGeometry: ResolvedShape.Geometry
  package let name: String
  public init<S: Shape>(_ shape: S) {
    knownGeometry = shape.geometry
    name = shape.shapeName
  }
  public func path(in rect: CGRect) -> Path { knownGeometry.path(in: rect) }
}
