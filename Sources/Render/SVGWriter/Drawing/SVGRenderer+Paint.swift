import Foundation
import MirrorCore

extension SVGRenderer {
  enum PaintTarget {
    case fill, stroke

    var name: StaticString { self == .fill ? "fill" : "stroke" }
    var opacityName: StaticString { self == .fill ? "fill-opacity" : "stroke-opacity" }
  }

  /// Appends ` fill="…"` (or stroke) and its opacity for `paint` after the rendering mode's
  /// change; gradients are defined in user space over `frame`, as SwiftUI fits them to the
  /// shape's frame.
  mutating func appendPaintAttributes(_ paint: Paint, frame: CGRect, group: PaintGroup, name: PaintTarget) {
    appendPaintAttributes(paint, frame: frame, group: group, names: [name])
  }

  /// The same paint for several targets of one element (a fill and a stroke), so that a
  /// Display P3 colour's declarations share the element's one `style` attribute.
  mutating func appendPaintAttributes(_ paint: Paint, frame: CGRect, group: PaintGroup, names: [PaintTarget]) {
    let paint = appearance.paint(paint, group: group)
    if case .color(let rgba) = paint {
      return appendColorAttributes(rgba, names: names)
    }
    let id = gradientID(paint, frame: sanitizedRect(frame))
    for name in names {
      body.append(" ")
      body.append(name.name)
      body.append("=\"url(#")
      body.appendRaw(id)
      body.append(")\"")
    }
  }

  /// Appends a colour as ` fill="#rrggbb"` plus its opacity when below 1 (`none` when clear).
  mutating func appendColorAttributes(_ rgba: RGBA, name: PaintTarget) {
    appendColorAttributes(rgba, names: [name])
  }

  /// Appends a colour for each target, then its Display P3 value in a `style` when it has one.
  mutating func appendColorAttributes(_ rgba: RGBA, names: [PaintTarget]) {
    let alpha = Self.unit(rgba.alpha)
    let visible = (alpha * 100).rounded() != 0
    for name in names {
      body.append(" ")
      body.append(name.name)
      body.append("=\"")
      guard visible else {
        body.append("none\"")
        continue
      }
      body.appendHexColor(rgba)
      body.append("\"")
      if alpha < 0.995 {
        body.append(" ")
        body.append(name.opacityName)
        body.append("=\"")
        body.appendNumber(alpha)
        body.append("\"")
      }
    }
    if visible { body.appendDisplayP3Style(rgba, properties: names.map(\.name)) }
  }

  /// Whether the paint draws nothing at all (a clear colour).
  func isInvisible(_ paint: Paint, group: PaintGroup) -> Bool {
    if case .color(let rgba) = appearance.paint(paint, group: group) {
      return (Self.unit(rgba.alpha) * 100).rounded() == 0
    }
    return false
  }

  /// A component clamped to 0…1; not-finite values count as 0.
  static func unit(_ value: Double) -> Double { SVGBuffer.unit(value) }

  /// Stops sorted by location (stable), with locations clamped to 0…1.
  static func sortedStops(_ stops: [Gradient.Stop]) -> [(location: Double, color: RGBA)] {
    stops.enumerated()
      .map { (index: $0.offset, location: unit($0.element.location), color: $0.element.color.resolvedRGBA) }
      .sorted { ($0.location, $0.index) < ($1.location, $1.index) }
      .map { (location: $0.location, color: $0.color) }
  }

  private func appendStops(_ stops: [(location: Double, color: RGBA)], to rest: inout SVGBuffer) {
    for stop in stops {
      rest.append("<stop offset=\"")
      rest.appendNumber(stop.location)
      rest.append("\" stop-color=\"")
      rest.appendHexColor(stop.color)
      rest.append("\"")
      rest.appendDisplayP3Style(stop.color, properties: ["stop-color"])
      let alpha = Self.unit(stop.color.alpha)
      if alpha < 0.995 {
        rest.append(" stop-opacity=\"")
        rest.appendNumber(alpha)
        rest.append("\"")
      }
      rest.append("/>\n")
    }
  }

  /// Defines the gradient (or, for angular gradients, the wedge pattern) and returns its id.
  mutating func gradientID(_ paint: Paint, frame: CGRect) -> String {
    var rest = SVGBuffer(capacity: 512)
    switch paint {
    case .color:
      preconditionFailure("colours are written inline")
    case .linearGradient(let stops, let start, let end):
      rest.append(" gradientUnits=\"userSpaceOnUse\" x1=\"")
      rest.appendNumber(frame.minX + start.x * frame.width)
      rest.append("\" y1=\"")
      rest.appendNumber(frame.minY + start.y * frame.height)
      rest.append("\" x2=\"")
      rest.appendNumber(frame.minX + end.x * frame.width)
      rest.append("\" y2=\"")
      rest.appendNumber(frame.minY + end.y * frame.height)
      rest.append("\">\n")
      appendStops(Self.sortedStops(stops), to: &rest)
      rest.append("</linearGradient>\n")
      return define(prefix: "lg-", tag: "linearGradient", rest: rest)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      // SVG 1.1 has no start radius: the stops are remapped into [start/end, 1] instead.
      let r1 = sanitizedLength(endRadius)
      let r0 = min(sanitizedLength(startRadius), r1)
      let inner = r1 > 0 ? r0 / r1 : 0
      let mapped = Self.sortedStops(stops).map { (location: inner + $0.location * (1 - inner), color: $0.color) }
      rest.append(" gradientUnits=\"userSpaceOnUse\" cx=\"")
      rest.appendNumber(frame.minX + center.x * frame.width)
      rest.append("\" cy=\"")
      rest.appendNumber(frame.minY + center.y * frame.height)
      rest.append("\" r=\"")
      rest.appendNumber(r1)
      rest.append("\">\n")
      appendStops(mapped, to: &rest)
      rest.append("</radialGradient>\n")
      return define(prefix: "rg-", tag: "radialGradient", rest: rest)
    case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
      // The gradient's unit square is mapped onto the frame, so its circles become ellipses.
      let r1 = max(endFraction.isFinite ? endFraction : 0.5, 0)
      let r0 = min(max(startFraction.isFinite ? startFraction : 0, 0), r1)
      let inner = r1 > 0 ? r0 / r1 : 0
      let mapped = Self.sortedStops(stops).map { (location: inner + $0.location * (1 - inner), color: $0.color) }
      rest.append(" gradientUnits=\"userSpaceOnUse\" cx=\"")
      rest.appendNumber(Double(center.x))
      rest.append("\" cy=\"")
      rest.appendNumber(Double(center.y))
      rest.append("\" r=\"")
      rest.appendNumber(Double(r1))
      rest.append("\" gradientTransform=\"matrix(")
      rest.appendNumbers(Double(frame.width), 0, 0, Double(frame.height), Double(frame.minX), Double(frame.minY))
      rest.append(")\">\n")
      appendStops(mapped, to: &rest)
      rest.append("</radialGradient>\n")
      return define(prefix: "eg-", tag: "radialGradient", rest: rest)
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      return angularPatternID(
        stops: Self.sortedStops(stops), center: center, startAngle: startAngle.radians,
        endAngle: endAngle.radians, frame: frame)
    }
  }

  /// Wedges per full turn in the angular-gradient approximation.
  static let angularWedges = 72

  /// SVG has no conic gradient: an angular gradient becomes a pattern of solid wedges around
  /// the centre, each in the gradient's colour at its middle angle (72 per turn, so bands are
  /// 5° wide). Outside the gradient's angles the nearer end colour continues, as in SwiftUI.
  private mutating func angularPatternID(
    stops: [(location: Double, color: RGBA)], center: UnitPoint, startAngle: Double,
    endAngle: Double, frame: CGRect
  ) -> String {
    // Pattern content is laid out from the tile's top-left corner.
    let cx = center.x * frame.width
    let cy = center.y * frame.height
    let corners = [(0, 0), (frame.width, 0), (0, frame.height), (frame.width, frame.height)]
    let radius = corners.map { hypot($0.0 - cx, $0.1 - cy) }.max()! * 1.5 + 1
    let start = startAngle.isFinite ? startAngle : 0
    var span = endAngle.isFinite ? endAngle - start : 2 * .pi
    if span <= 0 { span = 2 * .pi }
    let gap = max(2 * .pi - span, 0)
    var rest = SVGBuffer(capacity: 8 * 1024)
    rest.append(" patternUnits=\"userSpaceOnUse\" ")
    rest.appendRectAttributes(frame)
    rest.append(">\n")
    let count = Self.angularWedges
    let step = 2 * Double.pi / Double(count)
    // Neighbouring wedges overlap by a fraction of a band so that no seam shows through.
    let overlap = step * 0.15
    for index in 0..<count {
      let a0 = start + Double(index) * step
      let middle = Double(index) * step + step / 2
      let t: Double
      if middle <= span || span >= 2 * .pi {
        t = min(middle / span, 1)
      } else {
        t = middle - span < gap / 2 ? 1 : 0
      }
      let color = Self.color(at: t, in: stops)
      let p0 = (cx + radius * cos(a0 - overlap), cy + radius * sin(a0 - overlap))
      let p1 = (cx + radius * cos(a0 + step + overlap), cy + radius * sin(a0 + step + overlap))
      rest.append("<path d=\"M")
      rest.appendNumbers(cx, cy)
      rest.append("L")
      rest.appendNumbers(p0.0, p0.1)
      rest.append("L")
      rest.appendNumbers(p1.0, p1.1)
      rest.append("Z\" fill=\"")
      rest.appendHexColor(color)
      rest.append("\"")
      rest.appendDisplayP3Style(color, properties: ["fill"])
      let alpha = Self.unit(color.alpha)
      if alpha < 0.995 {
        rest.append(" fill-opacity=\"")
        rest.appendNumber(alpha)
        rest.append("\"")
      }
      rest.append("/>\n")
    }
    rest.append("</pattern>\n")
    return define(prefix: "ag-", tag: "pattern", rest: rest)
  }

  /// The colour at `t` (0…1) along sorted stops, interpolated in sRGB.
  static func color(at t: Double, in stops: [(location: Double, color: RGBA)]) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for index in 1..<stops.count where t <= stops[index].location {
      let a = stops[index - 1]
      let b = stops[index]
      let width = b.location - a.location
      let f = width > 0 ? (t - a.location) / width : 1
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
      return RGBA(
        mix(a.color.red, b.color.red), mix(a.color.green, b.color.green),
        mix(a.color.blue, b.color.blue), mix(a.color.alpha, b.color.alpha))
    }
    return last.color
  }
}
