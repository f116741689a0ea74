import Foundation
import LayoutEngine
import MirrorCore
import TextEngine

extension SVGRenderer {
  /// Draws a node: its link, one group carrying its effects (when it has any, or children),
  /// its content, then its children in order.
  ///
  /// The group applies, outermost first: transform, opacity, blend mode (and the isolation of a
  /// compositing group), blur and shadow, then
  /// clip and mask (in a nested group when there is also a filter, so that a shadow is not
  /// clipped away). A node that draws nothing and carries nothing is left out.
  mutating func render(_ node: RenderNode, group inherited: PaintGroup) {
    let group = PaintGroup(node, inside: inherited)
    let effects = AppliedEffects(node.effects)
    let link = effects.link.map(\.absoluteString)
    if case .group = node.content, node.children.isEmpty, link == nil, node.accessibilityLabel == nil {
      return
    }
    guard spend(views: 1) else { return }
    let identity = identityAttributes(node)
    let filter = filterID(node, effects, group: group)
    let clip = effects.clip.map { clipID($0.path, style: $0.style) }
    let mask = effects.mask.isEmpty ? nil : maskID(effects.mask, group: group)
    let transform = Self.transformValue(effects.transform)
    let opacity = effects.opacity.isFinite ? min(max(effects.opacity, 0), 1) : 1
    let blend = BlendModeName.css(effects.blendMode)
    let needsGroup =
      !node.children.isEmpty || filter != nil || clip != nil || mask != nil || transform != nil
      || opacity < 0.995 || blend != nil || effects.isolated || link != nil || effects.intent != nil

    openLink(link, viewName: "Link")
    var openGroups = 0
    if needsGroup {
      body.append("<g")
      body.append(identity)
      if let transform { body.attribute("transform", transform) }
      if opacity < 0.995 { body.attribute("opacity", number: opacity) }
      switch (blend, effects.isolated) {
      case (let blend?, true): body.attribute("style", "mix-blend-mode:" + blend + ";isolation:isolate")
      case (let blend?, false): body.attribute("style", "mix-blend-mode:" + blend)
      case (nil, true): body.attribute("style", "isolation:isolate")
      case (nil, false): break
      }
      if effects.blendMode != .normal { body.attribute("data-blend-mode", "\(effects.blendMode)") }
      if let intent = effects.intent { body.attribute("data-intent", intent) }
      if let filter { body.attribute("filter", "url(#\(filter))") }
      if filter != nil, clip != nil || mask != nil {
        body.append(">\n<g")
        openGroups += 1
      }
      if let clip { body.attribute("clip-path", "url(#\(clip))") }
      if let mask { body.attribute("mask", "url(#\(mask))") }
      body.append(">\n")
      openGroups += 1
    }
    renderContent(node, identity: needsGroup ? nil : identity, group: group)
    for child in node.children {
      render(child, group: group)
    }
    for _ in 0..<openGroups { body.append("</g>\n") }
    if link != nil {
      appendHitArea(node.frame)
      closeLink(link)
    }
  }

  /// ` data-view="…" data-defined-by="…" aria-label="…"` for a node.
  func identityAttributes(_ node: RenderNode) -> SVGBuffer {
    var buffer = SVGBuffer(capacity: 64)
    buffer.attribute("data-view", node.viewType)
    if !node.definedBy.isEmpty { buffer.attribute("data-defined-by", node.definedBy.joined(separator: " ")) }
    if let label = node.accessibilityLabel {
      buffer.attribute("aria-label", label)
    } else if case .text(let text) = node.content {
      buffer.attribute("aria-label", text.string)
    }
    return buffer
  }

  /// Draws the node's own content; `identity` goes on its outermost element when not nil.
  mutating func renderContent(_ node: RenderNode, identity: SVGBuffer?, group: PaintGroup) {
    switch node.content {
    case .group:
      if let identity {
        body.append("<g")
        body.append(identity)
        body.append("/>\n")
      }
    case .fill(let path, let paint, let fillStyle):
      body.appendShapeOpening(path)
      if let identity { body.append(identity) }
      appendPaintAttributes(paint, frame: node.frame, group: group, name: .fill)
      if fillStyle.isEOFilled { body.append(" fill-rule=\"evenodd\"") }
      body.append("/>\n")
    case .stroke(let path, let paint, let style):
      body.appendShapeOpening(path)
      if let identity { body.append(identity) }
      body.append(" fill=\"none\"")
      appendPaintAttributes(paint, frame: node.frame, group: group, name: .stroke)
      appendStrokeStyle(style)
      body.append("/>\n")
    case .redaction(let path, let paint):
      body.appendShapeOpening(path)
      if let identity { body.append(identity) }
      body.append(" data-redacted=\"true\"")
      appendPaintAttributes(paint, frame: node.frame, group: group, name: .fill)
      body.append("/>\n")
    case .text(let text):
      renderText(text, frame: node.frame, identity: identity, group: group)
    case .image(let image):
      renderImage(image, identity: identity, group: group)
    case .symbol(let name, let paint):
      renderSymbol(name: name, paint: paint, frame: node.frame, identity: identity, group: group)
    case .symbolGlyph(let symbol):
      renderSymbolGlyph(symbol, identity: identity, group: group)
    }
  }

  mutating func appendStrokeStyle(_ style: StrokeStyle) {
    let width = sanitizedLength(style.lineWidth)
    if width != 1 { body.attribute("stroke-width", number: width) }
    switch style.lineCap {
    case .butt: break
    case .round: body.append(" stroke-linecap=\"round\"")
    case .square: body.append(" stroke-linecap=\"square\"")
    }
    switch style.lineJoin {
    case .miter:
      let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
      if limit != 4 { body.attribute("stroke-miterlimit", number: limit) }
    case .round: body.append(" stroke-linejoin=\"round\"")
    case .bevel: body.append(" stroke-linejoin=\"bevel\"")
    }
    let dash = style.dash.map(sanitizedLength)
    if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
      body.append(" stroke-dasharray=\"")
      for (index, value) in dash.enumerated() {
        if index > 0 { body.append(" ") }
        body.appendNumber(value)
      }
      body.append("\"")
      if style.dashPhase.isFinite, style.dashPhase != 0 {
        body.attribute("stroke-dashoffset", number: style.dashPhase)
      }
    }
  }

  /// An SF Symbol stand-in: a rounded square in the symbol's colour, named by a `<title>`.
  mutating func renderSymbol(name: String, paint: Paint, frame: CGRect, identity: SVGBuffer?, group: PaintGroup) {
    let frame = sanitizedRect(frame)
    let side = min(frame.width, frame.height) * 0.8
    let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    body.append("<g")
    if let identity { body.append(identity) }
    body.attribute("data-symbol", name)
    body.append(">\n<title>")
    body.appendText(name)
    body.append("</title>\n")
    body.appendShapeOpening(Path(roundedRect: square, cornerRadius: side * 0.22, style: .continuous))
    appendPaintAttributes(paint, frame: frame, group: group, name: .fill)
    body.append("/>\n</g>\n")
  }

  /// An SF Symbol drawn with its icon-font glyph: a nested viewport over the symbol's box whose
  /// view box is the glyph's design square (flipped, as font units point up), stretched to the
  /// box, holding a `<use>` of the glyph's outline from `<defs>`, named by a `<title>`. Weights
  /// above regular add an outline stroke in the same paint. An enclosed symbol draws its shape
  /// and the glyph smaller inside it (see `renderEnclosure`).
  mutating func renderSymbolGlyph(_ symbol: RenderedSymbol, identity: SVGBuffer?, group: PaintGroup) {
    let box = sanitizedRect(symbol.box)
    let glyph = symbol.glyph
    body.append("<g")
    if let identity { body.append(identity) }
    body.attribute("data-symbol", glyph.name)
    body.attribute("data-icon", glyph.iconName)
    body.append(">\n<title>")
    body.appendText(glyph.name)
    body.append("</title>\n")
    if glyph.enclosure == .none {
      appendGlyphViewport(symbol, box: box, fill: .paint(group: group))
    } else {
      renderEnclosure(glyph.enclosure, symbol: symbol, box: box, group: group)
    }
    body.append("</g>\n")
  }

  /// How a symbol's glyph is painted: in the symbol's paint, or black inside a mask.
  enum GlyphFill {
    case paint(group: PaintGroup)
    case maskCutOut
  }

  /// The nested viewport that draws `symbol`'s glyph stretched over `box`.
  mutating func appendGlyphViewport(_ symbol: RenderedSymbol, box: CGRect, fill: GlyphFill) {
    let glyph = symbol.glyph
    let face = GlyphDefinitionCache.shared.face(glyph.face)
    let definition = glyphDefinition(glyph.glyph, of: face, faceNumber: glyphFaceNumber(face))
    let unitsPerEm = Double(max(glyph.face.unitsPerEm, 1))
    body.append("<svg ")
    body.appendRectAttributes(box)
    body.append(" viewBox=\"0 ")
    body.appendNumbers(-(Double(glyph.descender) + unitsPerEm), Double(max(glyph.advance, 1)), unitsPerEm)
    body.append("\" preserveAspectRatio=\"none\" overflow=\"visible\"")
    let side = Double(min(box.width, box.height))
    switch fill {
    case .paint(let group):
      let emboldened = symbol.emboldening > 0 && side > 0
      appendPaintAttributes(symbol.paint, frame: box, group: group, names: emboldened ? [.fill, .stroke] : [.fill])
      if emboldened {
        body.attribute("stroke-width", number: Double(symbol.emboldening) * unitsPerEm / side)
        body.append(" stroke-linejoin=\"round\"")
      }
    case .maskCutOut:
      body.append(" fill=\"#000\"")
      if symbol.emboldening > 0, side > 0 {
        body.append(" stroke=\"#000\"")
        body.attribute("stroke-width", number: Double(symbol.emboldening) * unitsPerEm / side)
        body.append(" stroke-linejoin=\"round\"")
      }
    }
    body.append(">\n")
    if !definition.markup.isEmpty {
      body.append("<use href=\"#")
      body.bytes.append(contentsOf: definition.idBytes)
      body.append("\" transform=\"scale(1 -1)\"/>\n")
    }
    body.append("</svg>\n")
  }

  /// An enclosed symbol (`bolt.circle`): the circle or rounded square is one em across (the
  /// symbol's frame is `ResolvedImage.enclosedSymbolBoxRatio` em; iOS draws
  /// `arrow.clockwise.circle` at 28 pt 28 pt across),
  /// outlined with a ring a thirteenth of that (thicker with the weight), and the base glyph is
  /// drawn at half size in its middle; a filled shape has the glyph cut out through a mask.
  mutating func renderEnclosure(_ enclosure: SymbolEnclosure, symbol: RenderedSymbol, box: CGRect, group: PaintGroup) {
    let margin = CGFloat(symbol.glyph.margin)
    let area = box.insetBy(dx: box.width * margin, dy: box.height * margin)
    let side = min(area.width, area.height) / ResolvedImage.enclosedSymbolBoxRatio
    guard side > 0 else { return }
    let ring = side / 13 + symbol.emboldening
    let inner = CGRect(
      x: box.midX - box.width / 4, y: box.midY - box.height / 4, width: box.width / 2, height: box.height / 2)
    let shape = CGRect(x: area.midX - side / 2, y: area.midY - side / 2, width: side, height: side)
      .insetBy(dx: enclosure.isFilled ? 0 : ring / 2, dy: enclosure.isFilled ? 0 : ring / 2)
    let isCircle = enclosure == .circle || enclosure == .circleFill
    if enclosure.isFilled {
      var rest = SVGBuffer(capacity: 512)
      appendMaskRegion(to: &rest)
      rest.append(">\n")
      let cutOut = capture { renderer in
        renderer.appendEnclosureShape(shape, isCircle: isCircle)
        renderer.body.append(" fill=\"#fff\"/>\n")
        renderer.appendGlyphViewport(symbol, box: inner, fill: .maskCutOut)
      }
      rest.append(cutOut)
      rest.append("</mask>\n")
      let mask = define(prefix: "m-", tag: "mask", rest: rest)
      appendEnclosureShape(shape, isCircle: isCircle)
      appendPaintAttributes(symbol.paint, frame: box, group: group, name: .fill)
      body.append(" mask=\"url(#")
      body.appendRaw(mask)
      body.append(")\"/>\n")
    } else {
      appendEnclosureShape(shape, isCircle: isCircle)
      body.append(" fill=\"none\"")
      appendPaintAttributes(symbol.paint, frame: box, group: group, name: .stroke)
      body.attribute("stroke-width", number: Double(ring))
      body.append("/>\n")
      appendGlyphViewport(symbol, box: inner, fill: .paint(group: group))
    }
  }

  /// `<circle cx cy r` or `<rect x y width height rx` for an enclosure, left open for its paint.
  mutating func appendEnclosureShape(_ shape: CGRect, isCircle: Bool) {
    if isCircle {
      body.append("<circle")
      body.attribute("cx", number: Double(shape.midX))
      body.attribute("cy", number: Double(shape.midY))
      body.attribute("r", number: Double(shape.width / 2))
    } else {
      body.append("<rect ")
      body.appendRectAttributes(shape)
      body.attribute("rx", number: Double(shape.width * 0.22))
    }
  }

  /// `translate(…) rotate(…) skewX(…) scale(…)` for a transform (each part left out when it
  /// does nothing), or nil for the identity. Decomposing keeps rotations and scales exact
  /// with two decimals, where raw matrix entries would not be.
  static func transformValue(_ t: CGAffineTransform) -> String? {
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    guard values.allSatisfy(\.isFinite), t != .identity else { return nil }
    let sx = hypot(t.a, t.b)
    guard sx > 1e-9 else { return "scale(0)" }
    let angle = atan2(t.b, t.a)
    let shear = (t.a * t.c + t.b * t.d) / sx
    let sy = (t.a * t.d - t.b * t.c) / sx
    let skew = sy != 0 ? atan(shear / sy) : 0
    var parts: [String] = []
    if SVGBuffer.format(t.tx) != "0" || SVGBuffer.format(t.ty) != "0" {
      parts.append("translate(\(SVGBuffer.format(t.tx)) \(SVGBuffer.format(t.ty)))")
    }
    let degrees = angle * 180 / .pi
    if SVGBuffer.format(degrees) != "0" { parts.append("rotate(\(SVGBuffer.format(degrees)))") }
    let skewDegrees = skew * 180 / .pi
    if SVGBuffer.format(skewDegrees) != "0" { parts.append("skewX(\(SVGBuffer.format(skewDegrees)))") }
    if SVGBuffer.format(sx) != "1" || SVGBuffer.format(sy) != "1" {
      parts.append("scale(\(SVGBuffer.format(sx)) \(SVGBuffer.format(sy)))")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}
