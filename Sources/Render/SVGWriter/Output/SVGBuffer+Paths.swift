import Foundation
import MirrorCore

extension SVGBuffer {
  /// Appends SVG path data for `path` (absolute M, L, Q, C, Z).
  mutating func appendPathData(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let p):
        append(byte: UInt8(ascii: "M"))
        appendNumbers(p.x, p.y)
      case .line(let p):
        append(byte: UInt8(ascii: "L"))
        appendNumbers(p.x, p.y)
      case .quadCurve(let p, let c):
        append(byte: UInt8(ascii: "Q"))
        appendNumbers(c.x, c.y)
        append(byte: UInt8(ascii: " "))
        appendNumbers(p.x, p.y)
      case .curve(let p, let c1, let c2):
        append(byte: UInt8(ascii: "C"))
        appendNumbers(c1.x, c1.y)
        append(byte: UInt8(ascii: " "))
        appendNumbers(c2.x, c2.y)
        append(byte: UInt8(ascii: " "))
        appendNumbers(p.x, p.y)
      case .closeSubpath:
        append(byte: UInt8(ascii: "Z"))
      }
    }
  }

  /// Appends the geometry of `path` as the start of a shape element: `<rect x y width height`
  /// for an axis-aligned rectangle, `<path d="…"` otherwise (the caller closes the tag).
  mutating func appendShapeOpening(_ path: Path) {
    if let rect = Self.axisAlignedRect(path) {
      append("<rect x=\"")
      appendNumber(rect.minX)
      append("\" y=\"")
      appendNumber(rect.minY)
      append("\" width=\"")
      appendNumber(rect.width)
      append("\" height=\"")
      appendNumber(rect.height)
      append("\"")
    } else {
      append("<path d=\"")
      appendPathData(path)
      append("\"")
    }
  }

  /// The rectangle a path traces when it is exactly move, three lines and close along the
  /// axes (as `Path(rect)` makes), else nil.
  static func axisAlignedRect(_ path: Path) -> CGRect? {
    let elements = path.elements
    guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1],
      case .line(let c) = elements[2], case .line(let d) = elements[3], case .closeSubpath = elements[4]
    else { return nil }
    let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
    let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
    guard horizontalFirst || verticalFirst else { return nil }
    let rect = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
    return rect
  }
}
