/// The vertical extent a font gives a line: space above and below the baseline.
///
/// Natural ascent and descent are SF Pro's (hhea 1950 and 494 over 2048 units per em), so
/// line boxes match iOS whichever substitute face draws. An explicit line height distributes
/// its difference from ascent + descent equally above and below.
struct LineBox: Hashable, Sendable {
  static let ascentRatio = 1950.0 / 2048.0
  static let descentRatio = 494.0 / 2048.0

  var above: Double
  var below: Double

  var height: Double { above + below }

  init(above: Double, below: Double) {
    self.above = above
    self.below = below
  }

  /// The box of `font` (already scaled and sanitised), shifted by a baseline offset.
  init(font: FontSpec, baselineOffset: Double = 0) {
    let ascent = font.size * LineBox.ascentRatio
    let descent = font.size * LineBox.descentRatio
    let height = font.lineHeight ?? (ascent + descent)
    let top = ascent + (height - ascent - descent) / 2
    above = top + max(baselineOffset, 0)
    below = height - top + max(-baselineOffset, 0)
  }

  func union(_ other: LineBox) -> LineBox {
    LineBox(above: max(above, other.above), below: max(below, other.below))
  }
}
