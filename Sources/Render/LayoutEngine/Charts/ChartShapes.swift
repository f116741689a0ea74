import Foundation
import MirrorCore

/// The views a chart is drawn with: shapes made in layout, drawn like any other shape.
enum ChartShapes {
  /// A path filled in the frame it is placed at (`path` relative to the frame's origin).
  static func filled(_ path: Path, style: AnyShapeStyle, opacity: Double, viewType: String, environment: EnvironmentValues)
    -> ViewNode
  {
    let geometry = ResolvedShape.Geometry.custom { rect in path.offsetBy(dx: rect.minX, dy: rect.minY) }
    let node = ViewNode(
      .shape(ResolvedShape(geometry: geometry, drawing: .fill(style, FillStyle()))), viewType: viewType, environment: environment)
    return faded(node, opacity)
  }

  /// A path stroked in the frame it is placed at.
  static func stroked(
    _ path: Path, style: AnyShapeStyle, stroke: StrokeStyle, opacity: Double, viewType: String, environment: EnvironmentValues
  ) -> ViewNode {
    let geometry = ResolvedShape.Geometry.custom { rect in path.offsetBy(dx: rect.minX, dy: rect.minY) }
    let node = ViewNode(
      .shape(ResolvedShape(geometry: geometry, drawing: .stroke(style, stroke, inside: false))), viewType: viewType,
      environment: environment)
    return faded(node, opacity)
  }

  /// A rectangle filling its frame, with rounded corners when asked.
  static func rectangle(
    cornerRadius: CGFloat, style: AnyShapeStyle, opacity: Double, viewType: String, environment: EnvironmentValues
  ) -> ViewNode {
    let geometry: ResolvedShape.Geometry =
      cornerRadius > 0
      ? .roundedRectangle(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular) : .rectangle
    let node = ViewNode(
      .shape(ResolvedShape(geometry: geometry, drawing: .fill(style, FillStyle()))), viewType: viewType, environment: environment)
    return faded(node, opacity)
  }

  /// A line along one edge of a zero-thickness frame: vertical lines run down its left
  /// edge, horizontal ones along its top.
  static func line(_ axis: Axis, style: AnyShapeStyle?, stroke: StrokeStyle, viewType: String, environment: EnvironmentValues)
    -> ViewNode
  {
    let geometry = ResolvedShape.Geometry.custom { rect in
      var path = Path()
      path.move(to: CGPoint(x: rect.minX, y: rect.minY))
      path.addLine(to: axis == .vertical ? CGPoint(x: rect.minX, y: rect.maxY) : CGPoint(x: rect.maxX, y: rect.minY))
      return path
    }
    return ViewNode(
      .shape(ResolvedShape(geometry: geometry, drawing: .stroke(style, stroke, inside: false))), viewType: viewType,
      environment: environment)
  }

  private static func faded(_ node: ViewNode, _ opacity: Double) -> ViewNode {
    opacity < 1 ? node.wrapped(in: .opacity(opacity), viewType: "opacity") : node
  }

  /// A point symbol of `area` square points centred at `center`.
  static func symbol(_ symbol: ChartSymbol, at center: CGPoint, area: CGFloat) -> Path {
    let side = area.squareRoot()
    let r = side / 2
    var path = Path()
    switch symbol {
    case .circle:
      let d = (area * 4 / .pi).squareRoot()
      path.addEllipse(in: CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d))
    case .square:
      path.addRect(CGRect(x: center.x - r, y: center.y - r, width: side, height: side))
    case .triangle, .pentagon:
      let corners = symbol == .triangle ? 3 : 5
      let radius = r * (symbol == .triangle ? 1.3 : 1.15)
      path.addLines(
        (0..<corners).map { index in
          let angle = -Double.pi / 2 + 2 * .pi * Double(index) / Double(corners)
          return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        })
      path.closeSubpath()
    case .diamond:
      let radius = r * 1.3
      path.addLines([
        CGPoint(x: center.x, y: center.y - radius), CGPoint(x: center.x + radius, y: center.y),
        CGPoint(x: center.x, y: center.y + radius), CGPoint(x: center.x - radius, y: center.y),
      ])
      path.closeSubpath()
    case .plus, .cross, .asterisk:
      let arm = r * 1.2
      let thick = r * 0.5
      path.addRect(CGRect(x: center.x - arm, y: center.y - thick / 2, width: arm * 2, height: thick))
      path.addRect(CGRect(x: center.x - thick / 2, y: center.y - arm, width: thick, height: arm * 2))
      if symbol != .plus {
        let rotation = CGAffineTransform(translationX: -center.x, y: -center.y).concatenating(
          CGAffineTransform(rotationAngle: .pi / 4)
        )
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        path =
          symbol == .cross
          ? path.applying(rotation)
          : {
            var both = path
            both.addPath(path, transform: rotation)
            return both
          }()
      }
    }
    return path
  }
}
