import Foundation
import LayoutEngine
import MirrorCore
import TextEngine

extension SVGRenderer {
  /// Draws laid-out text as glyph outlines or as `<text>`, per the options.
  mutating func renderText(_ text: RenderedText, frame: CGRect, identity: SVGBuffer?, group: PaintGroup) {
    if let identity {
      body.append("<g")
      body.append(identity)
      body.append(">\n")
    }
    switch options.text {
    case .glyphOutlines: renderGlyphText(text, group: group)
    case .text(let families): renderTextElements(text, families: families, group: group)
    }
    if identity != nil { body.append("</g>\n") }
  }

  /// The text's layout box in widget coordinates; gradients on text are fitted to it.
  private func textFrame(_ text: RenderedText) -> CGRect {
    sanitizedRect(CGRect(origin: text.origin, size: text.layout.size))
  }

  private func paint(for run: GlyphRun, in text: RenderedText) -> Paint {
    text.paints.indices.contains(run.attribute) ? text.paints[run.attribute] : (text.paints.first ?? .color(RGBA(0, 0, 0)))
  }

  /// Each glyph run becomes a nested viewport one em wide and tall at the pen position, whose
  /// view box is the font's em square: the glyphs inside are placed with `<use>` in font units,
  /// so every number keeps two decimals. Runs painted with a gradient draw a rectangle of the
  /// gradient through a mask made of the glyphs.
  private mutating func renderGlyphText(_ text: RenderedText, group: PaintGroup) {
    let origin = CGPoint(x: text.origin.x.isFinite ? text.origin.x : 0, y: text.origin.y.isFinite ? text.origin.y : 0)
    for line in text.layout.lines {
      for run in line.glyphRuns {
        let paint = paint(for: run, in: text)
        guard run.size.isFinite, run.size > 0, !isInvisible(paint, group: group) else { continue }
        let pen = CGPoint(x: origin.x + line.frame.minX, y: origin.y + line.baseline)
        if TextEngine.shared.hasColorGlyphs(run.face) {
          appendColorGlyphRun(run, pen: pen, group: group)
        } else if case .color = appearance.paint(paint, group: group) {
          appendGlyphRun(run, pen: pen) { renderer in
            renderer.appendPaintAttributes(paint, frame: .zero, group: group, name: .fill)
          }
        } else {
          let glyphs = capture { renderer in
            renderer.appendGlyphRun(run, pen: pen) { $0.body.append(" fill=\"#fff\"") }
          }
          var rest = SVGBuffer(capacity: glyphs.bytes.count + 128)
          appendMaskRegion(to: &rest)
          rest.append(">\n")
          rest.append(glyphs)
          rest.append("</mask>\n")
          let mask = define(prefix: "m-", tag: "mask", rest: rest)
          let frame = textFrame(text)
          let area = frame.union(CGRect(x: pen.x, y: pen.y - run.size, width: line.frame.width, height: run.size))
            .insetBy(dx: -run.size / 2, dy: -run.size / 2)
          body.append("<rect ")
          body.appendRectAttributes(area)
          appendPaintAttributes(paint, frame: frame, group: group, name: .fill)
          body.attribute("mask", "url(#\(mask))")
          body.append("/>\n")
        }
      }
    }
  }

  /// Draws a run of the colour emoji face: each glyph's PNG as an `<image>` over the glyph's
  /// box, in its own colours whatever the text's paint; in the accented and vibrant modes
  /// recoloured as images are (see `renderImage`).
  private mutating func appendColorGlyphRun(_ run: GlyphRun, pen: CGPoint, group: PaintGroup) {
    guard spend(glyphs: run.glyphs.count) else { return }
    let filter = imageModeFilterID(group: group)
    if let filter {
      body.append("<g")
      body.attribute("filter", "url(#\(filter))")
      body.append(">\n")
    }
    for (glyph, position) in zip(run.glyphs, run.positions) {
      guard let bitmap = TextEngine.shared.colorGlyph(glyph: glyph, face: run.face),
        let image = ImageData(data: bitmap.png, scale: 1)
      else { continue }
      let rect = CGRect(
        x: pen.x + position.x + bitmap.box.minX * run.size, y: pen.y + position.y + bitmap.box.minY * run.size,
        width: bitmap.box.width * run.size, height: bitmap.box.height * run.size)
      appendImageElements(image, in: sanitizedRect(rect))
    }
    if filter != nil { body.append("</g>\n") }
  }

  private mutating func appendGlyphRun(_ run: GlyphRun, pen: CGPoint, paintAttributes: (inout SVGRenderer) -> Void) {
    guard spend(glyphs: run.glyphs.count) else { return }
    let face = GlyphDefinitionCache.shared.face(run.face)
    let unitsPerEm = Double(max(run.face.unitsPerEm, 1))
    let scale = unitsPerEm / run.size
    let faceNumber = glyphFaceNumber(face)
    body.append("<svg ")
    body.appendRectAttributes(x: pen.x, y: pen.y, width: run.size, height: run.size)
    body.append(" viewBox=\"0 0 ")
    body.appendNumbers(unitsPerEm, unitsPerEm)
    body.append("\" overflow=\"visible\"")
    paintAttributes(&self)
    body.append(">\n<g transform=\"")
    if run.obliqueSkew.isFinite, run.obliqueSkew != 0 {
      body.append("skewX(")
      body.appendNumber(-atan(run.obliqueSkew) * 180 / .pi)
      body.append(") ")
    }
    body.append("scale(1 -1)\">\n")
    let count = min(run.glyphs.count, run.positions.count)
    for index in 0..<count {
      let definition = glyphDefinition(run.glyphs[index], of: face, faceNumber: faceNumber)
      // Blank glyphs (spaces) draw nothing: no definition, no use.
      if definition.markup.isEmpty { continue }
      let position = run.positions[index]
      body.append("<use href=\"#")
      body.bytes.append(contentsOf: definition.idBytes)
      body.append("\"")
      let x = position.x * scale
      if !SVGBuffer.roundsToZero(x) { body.attribute("x", number: x) }
      let y = -position.y * scale
      if !SVGBuffer.roundsToZero(y) { body.attribute("y", number: y) }
      body.append("/>\n")
    }
    body.append("</g>\n</svg>\n")
  }

  /// This document's number for a face's glyph definitions.
  mutating func glyphFaceNumber(_ face: GlyphDefinitionCache.Face) -> UInt64 {
    if let known = glyphFaceNumbers[face.safeID] { return known }
    let number = UInt64(glyphFaceNumbers.count)
    glyphFaceNumbers[face.safeID] = number
    return number
  }

  /// The definition of `glyph`, recorded for this document's `<defs>`.
  mutating func glyphDefinition(_ glyph: UInt32, of face: GlyphDefinitionCache.Face, faceNumber: UInt64) -> GlyphDefinition {
    let key = faceNumber << 32 | UInt64(glyph)
    if let known = glyphDefinitions[key] { return known }
    let definition = face.definition(glyph)
    glyphDefinitions[key] = definition
    return definition
  }

  /// One `<text>` per glyph run (a line with one run is one `<text>` holding the line), in
  /// the run's weight, slant, size and paint, stretched to the measured width so that the
  /// layout holds whatever font the viewer picks.
  private mutating func renderTextElements(_ text: RenderedText, families: [String], group: PaintGroup) {
    let family = families.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")
    let frame = textFrame(text)
    for line in text.layout.lines {
      let runs = line.glyphRuns.filter { $0.size.isFinite && $0.size > 0 }
      for (index, run) in runs.enumerated() {
        let paint = paint(for: run, in: text)
        guard !isInvisible(paint, group: group) else { continue }
        // Runs are in visual order and meet: each ends where the next one starts.
        let start = index == 0 ? 0 : (run.positions.first?.x ?? 0)
        let end = index + 1 < runs.count ? (runs[index + 1].positions.first?.x ?? line.frame.width) : line.frame.width
        let style = FaceStyle(faceID: run.face.id)
        body.append("<text x=\"")
        body.appendNumber(frame.minX + line.frame.minX + start)
        body.append("\" y=\"")
        body.appendNumber(frame.minY + line.baseline)
        body.append("\"")
        body.attribute("font-family", family)
        body.attribute("font-size", number: run.size)
        if style.weight != 400 { body.attribute("font-weight", number: Double(style.weight)) }
        if style.isItalic || run.obliqueSkew != 0 { body.append(" font-style=\"italic\"") }
        appendPaintAttributes(paint, frame: frame, group: group, name: .fill)
        if end - start > 0 {
          body.attribute("textLength", number: end - start)
          body.append(" lengthAdjust=\"spacingAndGlyphs\"")
        }
        body.append(" xml:space=\"preserve\">")
        body.appendText(runs.count == 1 && line.attachments.isEmpty ? line.text : run.text)
        body.append("</text>\n")
      }
    }
  }

  /// `text` with every character outside [A-Za-z0-9._-] replaced by `_`, for use in ids.
  static func idSafe(_ text: String) -> String {
    func allowed(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
      default: false
      }
    }
    if text.unicodeScalars.allSatisfy(allowed) { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { allowed($0) ? $0 : "_" }))
  }
}

/// Weight and slant read from a PostScript face name (`Inter-SemiBoldItalic`).
struct FaceStyle {
  var weight: Int
  var isItalic: Bool

  init(faceID: String) {
    let style = (faceID.split(separator: "-").last.map(String.init) ?? "").lowercased()
    isItalic = style.contains("italic") || style.contains("oblique")
    let names: [(String, Int)] = [
      ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
      ("extrabold", 800), ("ultrabold", 800), ("thin", 100), ("light", 300), ("medium", 500),
      ("bold", 700), ("heavy", 900), ("black", 900),
    ]
    weight = names.first { style.contains($0.0) }?.1 ?? 400
  }
}
