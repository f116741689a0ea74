/// Vertical metrics of a `FontSpec` in points, as UIFont reports them.
package struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the line box's natural ascent.
  package var ascender: Double
  /// Distance from the baseline down to the natural descent; negative, as in UIFont.
  package var descender: Double
  /// Height of one line box (the explicit line height when the spec has one).
  package var lineHeight: Double
  /// For a text style, its HIG leading over the natural line height (body 22 − 20.29);
  /// otherwise the explicit line height's excess (0 when not explicit). The layout uses it
  /// for the spacing between two Texts.
  package var leading: Double
  /// Cap height and x-height of the face that draws Latin text for this spec.
  package var capHeight: Double
  package var xHeight: Double
  /// Baseline's distance from the top of the line box.
  package var baselineOffsetInLine: Double

  package init(
    ascender: Double, descender: Double, lineHeight: Double, leading: Double, capHeight: Double,
    xHeight: Double, baselineOffsetInLine: Double
  ) {
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
    self.leading = leading
    self.capHeight = capHeight
    self.xHeight = xHeight
    self.baselineOffsetInLine = baselineOffsetInLine
  }
}
