/// Vertical metrics of a `FontSpec` in points, as UIFont reports them.
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the line box's natural ascent.
  public var ascender: Double
  /// Distance from the baseline down to the natural descent; negative, as in UIFont.
  public var descender: Double
  /// Height of one line box (the explicit line height when the spec has one).
  public var lineHeight: Double
  /// For a text style, its HIG leading over the natural line height (body 22 − 20.29);
  /// otherwise the explicit line height's excess (0 when not explicit). The layout uses it
  /// for the spacing between two Texts.
  public var leading: Double
  /// Cap height and x-height of the face that draws Latin text for this spec.
  public var capHeight: Double
  public var xHeight: Double
  /// Baseline's distance from the top of the line box.
  public var baselineOffsetInLine: Double

  public init(
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
