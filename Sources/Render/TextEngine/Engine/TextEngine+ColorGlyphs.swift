import Foundation

extension TextEngine {
  /// True when `face` draws its glyphs as colour bitmaps (the emoji face), which are drawn with
  /// `colorGlyph(glyph:face:)` instead of outlines.
  package func hasColorGlyphs(_ face: FontFace) -> Bool {
    resolver.load(path: face.path, index: face.index)?.hasColorBitmaps ?? false
  }

  /// The colour bitmap of glyph `glyph` of `face`, or nil when it has none; cached.
  package func colorGlyph(glyph: UInt32, face: FontFace) -> ColorGlyph? {
    let key = OutlineKey(path: face.path, index: face.index, glyph: glyph)
    return colorGlyphs.value(for: key) {
      guard let loaded = resolver.load(path: face.path, index: face.index),
        let bitmap = loaded.colorBitmap(of: glyph)
      else { return nil }
      let unitsPerEm = Double(max(loaded.face.unitsPerEm, 1))
      let box = CGRect(
        x: Double(bitmap.box.x) / unitsPerEm, y: -Double(bitmap.box.top) / unitsPerEm,
        width: Double(bitmap.box.width) / unitsPerEm, height: Double(bitmap.box.height) / unitsPerEm)
      return ColorGlyph(png: Data(bitmap.png), box: box)
    }
  }
}
