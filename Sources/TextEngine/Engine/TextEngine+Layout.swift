extension TextEngine {
  struct LayoutKey: Hashable, Sendable {
    var runs: [TextRun]
    var width: Double?
    var style: ParagraphStyle
  }

  /// Lays out runs within `width` (nil = unbounded, i.e. the ideal single-line-per-paragraph size).
  ///
  /// A negative or NaN width counts as 0 and +∞ as nil. The result's width is its widest
  /// line, which may be less than `width`. When `style.minimumScaleFactor` < 1 and the text
  /// does not fit (it would truncate or break inside a word), the largest scale ≥ the factor
  /// that fits is used (searched to 1/1024); if none fits, the factor is used and the text is
  /// truncated. Layouts are cached by (runs, width, style).
  public func layout(_ runs: [TextRun], width: Double?, style: ParagraphStyle) -> TextLayout {
    let key = LayoutKey(
      runs: runs.map(\.sanitized), width: TextEngine.sanitizedWidth(width), style: style.sanitized)
    return layouts.value(for: key) { computeLayout(key) }
  }

  private func computeLayout(_ key: LayoutKey) -> TextLayout {
    let builder = LayoutBuilder(
      runs: key.runs, width: key.width, style: key.style, resolver: resolver, shaper: shaper)
    let full = builder.attempt(scale: 1)
    let factor = key.style.minimumScaleFactor
    guard !full.fits, factor < 1, key.width != nil else { return full.layout }
    let smallest = builder.attempt(scale: factor)
    guard smallest.fits else { return smallest.layout }
    var best = smallest
    var low = factor
    var high = 1.0
    while high - low > 1.0 / 1024 {
      let middle = (low + high) / 2
      let candidate = builder.attempt(scale: middle)
      if candidate.fits {
        best = candidate
        low = middle
      } else {
        high = middle
      }
    }
    return best.layout
  }

  static func sanitizedWidth(_ width: Double?) -> Double? {
    guard let width else { return nil }
    if width.isNaN || width <= 0 { return 0 }
    if width == .infinity { return nil }
    return min(width, 10_000_000)
  }
}
