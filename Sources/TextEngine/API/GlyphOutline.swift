/// A glyph's outline as SVG path data in font units, y up as in the font.
///
/// To draw at `size` points with the pen at (x, y) in SVG space, transform by
/// `translate(x y) scale(size/unitsPerEm, -size/unitsPerEm)`.
public struct GlyphOutline: Hashable, Sendable {
  /// Path data using M, L, Q, C and Z with integer coordinates; empty for blank glyphs.
  public var path: String
  public var unitsPerEm: Int
  /// Horizontal advance in font units.
  public var advance: Int

  public init(path: String, unitsPerEm: Int, advance: Int) {
    self.path = path
    self.unitsPerEm = unitsPerEm
    self.advance = advance
  }
}
