/// The vertical extent a font gives a line: space above and below the baseline.
///
/// Natural ascent and descent are SF Pro's (hhea 1950 and 494 over 2048 units per em), so
/// line boxes match iOS whichever substitute face draws. An explicit line height distributes
/// its difference from ascent + descent equally above and below.
///
/// A text style also spaces wrapped lines at its HIG leading (footnote 13/18): iOS renders a
/// wrapped footnote paragraph with baselines 18 pt apart, though each line, and a one-line
/// text, is only 15.51 pt tall. That excess is `leading`, put between lines, never above the
/// first or below the last. With `Font.leading(.tight)` the lines are 2 pt shorter and so
/// 2 pt closer (20 pt for body), with `.loose` 2 pt further apart.
struct LineBox: Hashable, Sendable {
  static let ascentRatio = 1950.0 / 2048.0
  static let descentRatio = 494.0 / 2048.0

  var above: Double
  var below: Double
  /// Space added between this line and the next.
  var leading: Double = 0

  var height: Double { above + below }

  init(above: Double, below: Double, leading: Double = 0) {
    self.above = above
    self.below = below
    self.leading = leading
  }

  /// The box of `font` (already scaled and sanitised), shifted by a baseline offset.
  init(font: FontSpec, baselineOffset: Double = 0) {
    let ascent = font.size * LineBox.ascentRatio
    let descent = font.size * LineBox.descentRatio
    let height = font.lineHeight ?? (ascent + descent)
    let top = ascent + (height - ascent - descent) / 2
    above = top + max(baselineOffset, 0)
    below = height - top + max(-baselineOffset, 0)
    if let style = font.textStyle {
      let metrics = style.metrics(at: font.dynamicTypeSize)
      leading = max(metrics.lineHeight * font.size / metrics.size - ascent - descent, 0)
    }
  }

  func union(_ other: LineBox) -> LineBox {
    LineBox(above: max(above, other.above), below: max(below, other.below), leading: max(leading, other.leading))
  }
}
