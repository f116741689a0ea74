import Foundation

/// The outline of a 2D shape: lines and Bézier curves.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  package private(set) var elements: [Element] = []

  public init() {}

  public init(_ rect: CGRect) { addRect(rect) }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  public var isEmpty: Bool { elements.isEmpty }

  public var currentPoint: CGPoint? {
    for element in elements.reversed() {
      switch element {
      case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
      case .closeSubpath: continue
      }
    }
    return nil
  }

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  public mutating func addRect(_ rect: CGRect) {
    addLines([
      rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

  public mutating func addEllipse(in rect: CGRect) {
    let k = 0.5522847498
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry)
    )
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k)
    )
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry)
    )
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k)
    )
    closeSubpath()
  }

  /// Adds a rounded rectangle; `.continuous` corners follow iOS's smooth (squircle) curve.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    switch style {
    case .circular: addCircularRoundedRect(rect, rx, ry)
    case .continuous: addContinuousRoundedRect(rect, min(rx, ry))
    }
  }

  private mutating func addCircularRoundedRect(_ rect: CGRect, _ rx: CGFloat, _ ry: CGFloat) {
    let k = 0.5522847498
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx * (1 - k), y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + ry * (1 - k)))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(
      to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry * (1 - k)),
      control2: CGPoint(x: rect.maxX - rx * (1 - k), y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx * (1 - k), y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - ry * (1 - k)))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(
      to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry * (1 - k)),
      control2: CGPoint(x: rect.minX + rx * (1 - k), y: rect.minY))
    closeSubpath()
  }

  /// iOS's continuous corner: the curve starts 1.528 radii from the corner and blends in
  /// with curvature continuity (constants from the widely used reconstruction of UIKit's
  /// rounded-rect path). Radii too large for the rectangle fall back to a capsule-like curve.
  private mutating func addContinuousRoundedRect(_ rect: CGRect, _ radius: CGFloat) {
    let limit = min(rect.width, rect.height) / 2 / 1.52866483
    let r = min(radius, limit)
    // Corner points as (along the incoming edge, along the outgoing edge) multiples of r.
    let profile: [(CGFloat, CGFloat)] = [
      (1.52866483, 0), (0.66993427, 0.06549600), (0.63149399, 0.07491100),
      (0.07491100, 0.63149399), (0.06549600, 0.66993427), (0, 1.52866483),
    ]
    let c1: [(CGFloat, CGFloat)] = [(1.08849323, 0), (0.37282392, 0.16905899), (0, 0.86840689)]
    let c2: [(CGFloat, CGFloat)] = [(0.86840689, 0), (0.16905899, 0.37282392), (0, 1.08849323)]
    // Each corner maps (a, b) to a point: a measured back along the incoming edge, b along the outgoing one.
    let corners: [(CGFloat, CGFloat) -> CGPoint] = [
      { a, b in CGPoint(x: rect.maxX - a * r, y: rect.minY + b * r) },
      { a, b in CGPoint(x: rect.maxX - b * r, y: rect.maxY - a * r) },
      { a, b in CGPoint(x: rect.minX + a * r, y: rect.maxY - b * r) },
      { a, b in CGPoint(x: rect.minX + b * r, y: rect.minY + a * r) },
    ]
    for (index, point) in corners.enumerated() {
      if index == 0 { move(to: point(profile[0].0, profile[0].1)) } else { addLine(to: point(profile[0].0, profile[0].1)) }
      addCurve(to: point(profile[1].0, profile[1].1), control1: point(c1[0].0, c1[0].1), control2: point(c2[0].0, c2[0].1))
      addLine(to: point(profile[2].0, profile[2].1))
      addCurve(to: point(profile[3].0, profile[3].1), control1: point(c1[1].0, c1[1].1), control2: point(c2[1].0, c2[1].1))
      addLine(to: point(profile[4].0, profile[4].1))
      addCurve(to: point(profile[5].0, profile[5].1), control1: point(c1[2].0, c1[2].1), control2: point(c2[2].0, c2[2].1))
    }
    closeSubpath()
  }

  /// Adds an arc of a circle; angles are measured clockwise from the positive x axis in a
  /// y-down space, as SwiftUI does.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    var angle = startAngle.radians
    let start = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    let k = 4.0 / 3.0 * tan(step / 4)
    for _ in 0..<segments {
      let next = angle + step
      let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      let cp1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
      let cp2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
      addCurve(to: p3, control1: cp1, control2: cp2)
      angle = next
    }
  }

  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements.append(contentsOf: path.applying(transform).elements)
  }

  /// The path moved and scaled by a transform.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    return copy
  }

  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var rect = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() { rect = rect.union(CGRect(origin: p, size: .zero)) }
    return rect
  }

  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
