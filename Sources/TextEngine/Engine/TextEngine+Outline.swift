import CHarfBuzz

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
