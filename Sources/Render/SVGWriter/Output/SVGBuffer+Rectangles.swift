import Foundation

extension SVGBuffer {
  /// Appends `x="…" y="…" width="…" height="…"`: the attributes of a rectangle, viewport or
  /// region (`<rect>`, `<image>`, nested `<svg>`, mask, filter and pattern regions).
  mutating func appendRectAttributes(x: Double, y: Double, width: Double, height: Double) {
    append("x=\"")
    appendNumber(x)
    append("\" y=\"")
    appendNumber(y)
    append("\" width=\"")
    appendNumber(width)
    append("\" height=\"")
    appendNumber(height)
    append("\"")
  }

  /// Appends the attributes of `rect`'s origin and size.
  mutating func appendRectAttributes(_ rect: CGRect) {
    appendRectAttributes(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}
