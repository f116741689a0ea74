import Foundation

extension TextEngine {
  /// What a layout depends on: sanitised runs, width and style.
  ///
  /// Texts compare and hash by their UTF-8 bytes rather than as `String`s: String hashing
  /// normalises to NFC on every lookup, which cost more than the rest of a cached layout
  /// for CJK text. Canonically equivalent texts spelled differently get entries of their own.
  struct LayoutKey: Hashable, Sendable {
    var runs: [TextRun]
    var width: Double?
    var height: Double?
    var style: ParagraphStyle

    static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
      lhs.width == rhs.width && lhs.height == rhs.height && lhs.style == rhs.style && lhs.runs.count == rhs.runs.count
        && zip(lhs.runs, rhs.runs).allSatisfy {
          $0.font == $1.font && $0.attribute == $1.attribute
            && $0.tracking == $1.tracking && $0.baselineOffset == $1.baselineOffset
            && $0.attachment == $1.attachment && $0.text.hasSameUTF8(as: $1.text)
        }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(runs.count)
      for run in runs {
        run.text.hashUTF8(into: &hasher)
        hasher.combine(run.font)
        hasher.combine(run.attribute)
        hasher.combine(run.tracking)
        hasher.combine(run.baselineOffset)
        hasher.combine(run.attachment)
      }
      hasher.combine(width)
      hasher.combine(height)
      hasher.combine(style)
    }
  }

  /// Lays out runs within `width` (nil = unbounded, i.e. the ideal single-line-per-paragraph size).
  ///
  /// A negative or NaN width counts as 0 and +∞ as nil. The result's width is its widest
  /// line, which may be less than `width`. When `style.minimumScaleFactor` < 1 and the text
  /// does not fit (it would truncate or break inside a word, or be taller than `height`), the
  /// largest scale ≥ the factor that fits is used (searched to 1/1024); if none fits, the
  /// factor is used and the text is truncated. `height` (nil = unbounded) only matters to that
  /// search: text without a scale factor is laid out as if it were nil. Layouts are cached by
  /// (runs, width, height, style).
  package func layout(_ runs: [TextRun], width: Double?, height: Double? = nil, style: ParagraphStyle) -> TextLayout {
    let style = style.sanitized
    let height = style.minimumScaleFactor < 1 ? TextEngine.sanitizedWidth(height) : nil
    let key = LayoutKey(
      runs: runs.map(\.sanitized), width: TextEngine.sanitizedWidth(width), height: height, style: style)
    return layouts.value(for: key) { computeLayout(key) }
  }

  private func computeLayout(_ key: LayoutKey) -> TextLayout {
    let builder = LayoutBuilder(
      runs: key.runs, width: key.width, style: key.style, resolver: resolver, shaper: shaper)
    func fits(_ attempt: LayoutBuilder.Attempt) -> Bool {
      attempt.fits && (key.height.map { Double(attempt.layout.size.height) <= $0 + 0.001 } ?? true)
    }
    let full = builder.attempt(scale: 1)
    let factor = key.style.minimumScaleFactor
    guard !fits(full), factor < 1, key.width != nil || key.height != nil else { return full.layout }
    let smallest = builder.attempt(scale: factor)
    guard fits(smallest) else { return smallest.layout }
    var best = smallest
    var low = factor
    var high = 1.0
    while high - low > 1.0 / 1024 {
      let middle = (low + high) / 2
      let candidate = builder.attempt(scale: middle)
      if fits(candidate) {
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
