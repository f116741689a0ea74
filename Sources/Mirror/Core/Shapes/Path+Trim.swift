import Foundation

extension Path {
  /// The part of the path between two fractions of its length, as `Shape.trim(from:to:)` draws.
  ///
  /// Fractions are clamped to 0…1 and measured along every subpath in order, closing lines
  /// included; a curve is cut at the parameter where the arc length reaches the fraction, so
  /// the pieces keep the path's exact shape. An empty range (`from >= to`) is an empty path;
  /// 0…1 is the path itself.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = from.isNaN ? 0 : min(max(from, 0), 1)
    let end = to.isNaN ? 0 : min(max(to, 0), 1)
    guard start < end else { return Path() }
    if start == 0 && end == 1 { return self }
    let segments = TrimSegment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0, total.isFinite else { return Path() }
    let startLength = start * total
    let endLength = end * total

    var result = Path()
    var position: CGFloat = 0
    var drawing = false
    for segment in segments {
      let segmentStart = position
      position += segment.length
      if segment.beginsSubpath { drawing = false }
      guard position > startLength || (segment.length == 0 && segmentStart >= startLength), segmentStart < endLength else {
        continue
      }
      let t0 = segmentStart >= startLength ? 0 : segment.parameter(atLength: startLength - segmentStart)
      let t1 = position <= endLength ? 1 : segment.parameter(atLength: endLength - segmentStart)
      if !drawing {
        result.move(to: segment.point(at: t0))
        drawing = true
      }
      if t0 == 0 && t1 == 1, segment.isClosingLine, segment.subpathDrawnWhole(from: startLength, to: endLength) {
        result.closeSubpath()
      } else {
        segment.appendPiece(from: t0, to: t1, into: &result)
      }
    }
    return result
  }
}

/// One piece of a path to measure and cut: a line or a cubic Bézier (quadratic curves are
/// raised to cubics, which draws the same curve).
private struct TrimSegment {
  var points: [CGPoint]
  var length: CGFloat = 0
  /// The segment follows a move: pieces of two subpaths are never joined.
  var beginsSubpath = false
  /// The line `closeSubpath` draws back to the subpath's start.
  var isClosingLine = false
  /// Where the segment's subpath starts and ends along the whole path.
  var subpathRange: ClosedRange<CGFloat> = 0...0

  static func segments(of path: Path) -> [TrimSegment] {
    var segments: [TrimSegment] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var pendingMove = true
    func add(_ points: [CGPoint], closing: Bool = false) {
      var segment = TrimSegment(points: points, beginsSubpath: pendingMove, isClosingLine: closing)
      segment.length = segment.measure(to: 1)
      segments.append(segment)
      pendingMove = false
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        pendingMove = true
      case .line(let point):
        add([current, point])
        current = point
      case .quadCurve(let point, let control):
        let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        add([current, c1, c2, point])
        current = point
      case .curve(let point, let control1, let control2):
        add([current, control1, control2, point])
        current = point
      case .closeSubpath:
        if !pendingMove { add([current, subpathStart], closing: true) }
        current = subpathStart
        pendingMove = true
      }
    }
    // Each segment learns where its subpath starts and ends along the whole path.
    var position: CGFloat = 0
    var first = 0
    for index in segments.indices {
      if segments[index].beginsSubpath {
        for earlier in first..<index { segments[earlier].subpathRange = segments[first].subpathRange.lowerBound...position }
        first = index
        segments[index].subpathRange = position...position
      }
      position += segments[index].length
    }
    if first < segments.count {
      for earlier in first..<segments.count {
        segments[earlier].subpathRange = segments[first].subpathRange.lowerBound...position
      }
    }
    return segments
  }

  /// Whether `from…to` covers this segment's whole subpath, so it stays closed.
  func subpathDrawnWhole(from: CGFloat, to: CGFloat) -> Bool {
    from <= subpathRange.lowerBound && to >= subpathRange.upperBound
  }

  func point(at t: CGFloat) -> CGPoint {
    if points.count == 2 {
      return CGPoint(x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t)
    }
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
      y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
  }

  /// The speed |B'(t)| of a cubic.
  private func speed(at t: CGFloat) -> CGFloat {
    let u = 1 - t
    let dx =
      3 * u * u * (points[1].x - points[0].x) + 6 * u * t * (points[2].x - points[1].x) + 3 * t * t * (points[3].x - points[2].x)
    let dy =
      3 * u * u * (points[1].y - points[0].y) + 6 * u * t * (points[2].y - points[1].y) + 3 * t * t * (points[3].y - points[2].y)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The arc length from the start to parameter `t`: exact for lines, 8-point Gauss–Legendre
  /// quadrature on each of 8 equal parameter steps for curves (a fixed rule, so results are
  /// the same on every run).
  func measure(to t: CGFloat) -> CGFloat {
    if points.count == 2 { return hypot(points[1].x - points[0].x, points[1].y - points[0].y) * t }
    guard t > 0 else { return 0 }
    let steps = 8
    let width = t / CGFloat(steps)
    var total: CGFloat = 0
    for step in 0..<steps {
      let middle = width * (CGFloat(step) + 0.5)
      for (node, weight) in Self.gaussLegendre {
        total += weight * speed(at: middle + node * width / 2)
      }
    }
    let length = total * width / 2
    return length.isFinite ? length : 0
  }

  /// The parameter where the arc length from the start reaches `length` (by bisection, to
  /// well below a thousandth of a point).
  func parameter(atLength target: CGFloat) -> CGFloat {
    guard self.length > 0 else { return 0 }
    if points.count == 2 { return min(max(target / self.length, 0), 1) }
    var low: CGFloat = 0
    var high: CGFloat = 1
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if measure(to: middle) < target { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// Adds the piece between parameters `t0` and `t1` to `path`, whose current point is the
  /// point at `t0`.
  func appendPiece(from t0: CGFloat, to t1: CGFloat, into path: inout Path) {
    if points.count == 2 { return path.addLine(to: point(at: t1)) }
    // Cut at t1, then cut the first part at t0 / t1 (de Casteljau).
    let head = Self.split(points, at: t1).0
    let piece = t1 > 0 ? Self.split(head, at: t0 / t1).1 : head
    path.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
  }

  private static func split(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    let p01 = mix(p[0], p[1])
    let p12 = mix(p[1], p[2])
    let p23 = mix(p[2], p[3])
    let p012 = mix(p01, p12)
    let p123 = mix(p12, p23)
    let middle = mix(p012, p123)
    return ([p[0], p01, p012, middle], [middle, p123, p23, p[3]])
  }

  /// Nodes and weights of 8-point Gauss–Legendre quadrature on -1…1.
  private static let gaussLegendre: [(CGFloat, CGFloat)] = [
    (-0.9602898564975363, 0.1012285362903763), (-0.7966664774136267, 0.2223810344533745),
    (-0.5255324099163290, 0.3137066458778873), (-0.1834346424956498, 0.3626837833783620),
    (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
    (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
  ]
}
