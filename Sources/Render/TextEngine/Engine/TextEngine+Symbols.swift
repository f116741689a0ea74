import CHarfBuzz

extension TextEngine {
  /// The icon glyph that stands in for SF Symbol `name`, or nil when the mapping table has no
  /// such name or the icon font (`fonts-materialdesignicons-webfont`) is not installed.
  ///
  /// An enclosed name the table lacks (`bolt.circle`, `house.square.fill`) is its base
  /// symbol's glyph with a `SymbolEnclosure`. The outline comes from `outline(glyph:face:)`,
  /// like any text glyph.
  package func symbol(named name: String) -> SymbolGlyph? {
    var entry = SymbolTable.byName[name]
    var enclosure = SymbolEnclosure.none
    if entry == nil, let split = SymbolEnclosure.split(name) {
      entry = SymbolTable.byName[split.base]
      enclosure = split.enclosure
    }
    guard let entry, let face = symbolFace(), let glyph = face.glyph(for: entry.codePoint) else { return nil }
    let descender = face.metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? 0
    let advance = face.advance(of: glyph)
    return SymbolGlyph(
      face: face.face, glyph: glyph, name: name, iconName: entry.icon, descender: min(descender, 0),
      advance: advance > 0 ? advance : face.face.unitsPerEm, enclosure: enclosure)
  }

  /// The width of SF Symbol `name`'s image as a fraction of its height: 1 (square) unless the
  /// symbol is known to be narrower or wider. The icon glyph is drawn to fill that image.
  package static func symbolWidthRatio(named name: String) -> Double {
    SymbolTable.widthRatios[name] ?? 1
  }

  /// The SF Symbol names the table maps, with the icon name and code point of each, in
  /// table order (for tests and documentation).
  package static var symbolTable: [(symbol: String, icon: String, codePoint: UInt32)] {
    SymbolTable.entries.map { ($0.symbol, $0.icon, $0.codePoint) }
  }

  /// The installed icon font, opened once.
  private func symbolFace() -> LoadedFace? {
    guard let path = resolver.catalog.path(of: SymbolTable.fontFile, in: SymbolTable.fontDirectory) else { return nil }
    return resolver.load(path: path, index: 0)
  }
}
