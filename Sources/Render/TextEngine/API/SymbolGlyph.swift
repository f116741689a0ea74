/// The icon-font glyph that draws an SF Symbol name (see `TextEngine.symbol(named:)`).
///
/// The icon's design square is the em square from `descender` up to `descender + unitsPerEm`
/// and across the advance, in font units, y up; the icon sits centred in it inside `margin`
/// (MDI draws on a 24-unit grid with a 2-unit margin, 1/12 of the square on each side).
package struct SymbolGlyph: Hashable, Sendable {
  package var face: FontFace
  package var glyph: UInt32
  /// The SF Symbol name and the icon font's own name for the glyph.
  package var name: String
  package var iconName: String
  /// Bottom of the design square in font units (the font's descender, ≤ 0).
  package var descender: Int
  /// Width of the design square in font units (the glyph's advance).
  package var advance: Int
  /// The shape drawn around the glyph, for an enclosed name the table has no icon of its own
  /// for (`bolt.circle` is `bolt` in a circle).
  package var enclosure: SymbolEnclosure
  /// The design square's empty margin on each side, as a fraction of its side.
  package var margin: Double { SymbolTable.designMargin }

  package init(
    face: FontFace, glyph: UInt32, name: String, iconName: String, descender: Int, advance: Int,
    enclosure: SymbolEnclosure = .none
  ) {
    self.enclosure = enclosure
    self.face = face
    self.glyph = glyph
    self.name = name
    self.iconName = iconName
    self.descender = descender
    self.advance = advance
  }
}
