import Foundation
import MirrorCore

/// The curves Swift Charts draws through a series' points (`InterpolationMethod`).
enum ChartCurves {
  /// Adds the curve through `points` to `path`: a new subpath, or joined to the current
  /// point when `continuing`.
  static func add(_ points: [CGPoint], interpolation: ChartInterpolation, to path: inout Path, continuing: Bool = false) {
    guard let first = points.first else { return }
    if continuing { path.addLine(to: first) } else { path.move(to: first) }
    guard points.count > 1 else { return }
    switch interpolation {
    case .linear:
      for point in points.dropFirst() { path.addLine(to: point) }
    case .stepStart:
      // The value changes at the start of each step: vertical first.
      for (a, b) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: a.x, y: b.y))
        path.addLine(to: b)
      }
    case .stepEnd:
      for (a, b) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: b.x, y: a.y))
        path.addLine(to: b)
      }
    case .stepCenter:
      for (a, b) in zip(points, points.dropFirst()) {
        let middle = (a.x + b.x) / 2
        path.addLine(to: CGPoint(x: middle, y: a.y))
        path.addLine(to: CGPoint(x: middle, y: b.y))
        path.addLine(to: b)
      }
    case .catmullRom, .cardinal:
      // Uniform Catmull–Rom (a cardinal spline of tension 0) as cubic Béziers: the tangent
      // at each point is half the chord between its neighbours.
      for index in 0..<(points.count - 1) {
        let p0 = points[max(index - 1, 0)]
        let p1 = points[index]
        let p2 = points[index + 1]
        let p3 = points[min(index + 2, points.count - 1)]
        let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
        let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
        path.addCurve(to: p2, control1: c1, control2: c2)
      }
    case .monotone:
      addMonotone(points, to: &path)
    }
  }

  /// Monotone cubic interpolation along x (Fritsch–Carlson tangents, as d3-shape's
  /// `curveMonotoneX`): the curve never overshoots between two points.
  private static func addMonotone(_ points: [CGPoint], to path: inout Path) {
    let n = points.count
    var slopes: [CGFloat] = []
    for (a, b) in zip(points, points.dropFirst()) {
      let dx = b.x - a.x
      slopes.append(dx == 0 ? 0 : (b.y - a.y) / dx)
    }
    var tangents = [CGFloat](repeating: 0, count: n)
    tangents[0] = slopes[0]
    tangents[n - 1] = slopes[n - 2]
    for index in 1..<(n - 1) {
      let a = slopes[index - 1]
      let b = slopes[index]
      // Flat at a turning point; otherwise the harmonic mean of the neighbouring slopes.
      tangents[index] = a * b <= 0 ? 0 : 2 / (1 / a + 1 / b)
    }
    for index in 0..<(n - 1) {
      let p1 = points[index]
      let p2 = points[index + 1]
      let dx = (p2.x - p1.x) / 3
      path.addCurve(
        to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[index] * dx),
        control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[index + 1] * dx))
    }
  }
}
