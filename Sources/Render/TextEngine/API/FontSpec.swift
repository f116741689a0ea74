import GalleryFormats

/// A font request: size, weight, design and the options that change shaping or line height.
///
/// Values are sanitised by the engine before use: a size that is negative or not finite counts
/// as 0, a weight that is not finite as 400, a non-finite `lineHeight` as nil.
package struct FontSpec: Hashable, Sendable {
  /// The system font design; see `FontCatalog` for the installed family each one maps to.
  package enum Design: Hashable, Sendable { case `default`, rounded, serif, monospaced }

  /// Point size.
  package var size: Double
  /// Weight on the CSS / OpenType scale: 100 ultraLight, 200 thin, 300 light, 400 regular,
  /// 500 medium, 600 semibold, 700 bold, 800 heavy, 900 black.
  package var weight: Double
  package var design: Design
  package var italic: Bool
  /// Tabular figures (the OpenType `tnum` feature), as `monospacedDigit()` asks for.
  package var monospacedDigits: Bool
  /// Explicit line height in points (`.leading(.tight)` sets one).
  ///
  /// When nil the line height is SF Pro's natural one, `size × 2444/2048` (SF Pro's hhea
  /// ascender 1950 plus descender 494 over 2048 units, 20.29 pt at 17 pt), whatever face
  /// draws the glyphs, so that layouts match iOS rather than the substitute font.
  package var lineHeight: Double?
  /// A font's family or PostScript name (`Font.custom`): a registered or installed face of
  /// that name draws the text, nearest in weight and slant; characters it lacks fall back as
  /// usual. Nil, or a name no face has: the design's font.
  package var family: String?
  /// The Dynamic Type style the font was made from (`Font.caption`), nil for fixed sizes; it
  /// gives the style's leading (see `FontMetrics.leading`), not the line height.
  package var textStyle: TextStyle?
  /// The Dynamic Type size the text style's size and leading were taken at (`textStyle`).
  package var dynamicTypeSize: DynamicTypeTable.Size = .large

  package init(
    size: Double, weight: Double = 400, design: Design = .default, italic: Bool = false,
    monospacedDigits: Bool = false, lineHeight: Double? = nil, family: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.italic = italic
    self.monospacedDigits = monospacedDigits
    self.lineHeight = lineHeight
    self.family = family
  }
}

extension FontSpec {
  /// The spec with hostile values replaced, so that it hashes and computes safely.
  var sanitized: FontSpec {
    var spec = self
    spec.size = size.isFinite ? min(max(size, 0), 10_000) : 0
    spec.weight = weight.isFinite ? min(max(weight, 1), 1000) : 400
    if let height = lineHeight {
      spec.lineHeight = height.isFinite ? min(max(height, 0), 100_000) : nil
    }
    return spec
  }

  /// SF Pro's natural line height at this size, `size × 2444/2048` (`UIFont.lineHeight`).
  package var naturalLineHeight: Double { size * (LineBox.ascentRatio + LineBox.descentRatio) }

  /// The same font at `scale` times its size (explicit line height scales with it).
  func scaled(by scale: Double) -> FontSpec {
    guard scale != 1 else { return self }
    var spec = self
    spec.size = size * scale
    spec.lineHeight = lineHeight.map { $0 * scale }
    return spec
  }
}
