import CHarfBuzz
import Foundation

extension TextEngine {
  struct OutlineKey: Hashable, Sendable {
    var path: String
    var index: Int
    var glyph: UInt32
  }

  /// The outline of glyph `glyph` of `face` as SVG path data in font units, y up; cached.
  ///
  /// Unknown faces or glyphs give an empty path (with the face's units per em).
  package func outline(glyph: UInt32, face: FontFace) -> GlyphOutline {
    let key = OutlineKey(path: face.path, index: face.index, glyph: glyph)
    return outlines.value(for: key) {
      guard let loaded = resolver.load(path: face.path, index: face.index) else {
        return GlyphOutline(path: "", unitsPerEm: max(face.unitsPerEm, 1), advance: 0)
      }
      let path = loaded.withFreeTypeFace { OutlinePathBuilder.path(face: $0, glyph: glyph) } ?? nil
      return GlyphOutline(
        path: path ?? "", unitsPerEm: loaded.face.unitsPerEm, advance: loaded.advance(of: glyph))
    }
  }
}

extension TextEngine {
  /// The box every glyph of `face` draws within, in ems from the pen position (y up): the
  /// font's own bounding box grown by a quarter em on each side, for variations and hinting;
  /// 2 ems on each side for a face without one. For culling what cannot be seen.
  package func glyphBox(of face: FontFace) -> CGRect {
    let fallback = CGRect(x: -2, y: -2, width: 5, height: 5)
    guard let loaded = resolver.load(path: face.path, index: face.index), let box = loaded.glyphBox else { return fallback }
    let unitsPerEm = Double(max(loaded.face.unitsPerEm, 1))
    return CGRect(
      x: Double(box.xMin) / unitsPerEm, y: Double(box.yMin) / unitsPerEm,
      width: Double(box.xMax - box.xMin) / unitsPerEm, height: Double(box.yMax - box.yMin) / unitsPerEm
    ).insetBy(dx: -0.25, dy: -0.25)
  }
}
