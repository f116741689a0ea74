/// A glyph's outline as SVG path data in font units, y up as in the font.
///
/// To draw at `size` points with the pen at (x, y) in SVG space, transform by
/// `translate(x y) scale(size/unitsPerEm, -size/unitsPerEm)`.
package struct GlyphOutline: Hashable, Sendable {
  /// Path data using M, L, Q, C and Z with integer coordinates; empty for blank glyphs.
  package var path: String
  package var unitsPerEm: Int
  /// Horizontal advance in font units.
  package var advance: Int

  package init(path: String, unitsPerEm: Int, advance: Int) {
    self.path = path
    self.unitsPerEm = unitsPerEm
    self.advance = advance
  }
}
