import Foundation

/// One visual line.
public struct TextLine: Sendable {
  /// The line box within the layout: x from alignment, width of the visible glyphs (trailing
  /// white space excluded), height of the tallest run's line box.
  public var frame: CGRect
  /// Baseline y within the layout.
  public var baseline: Double
  /// What the line shows, in logical order, "…" included.
  public var text: String
  /// Runs in visual order, left to right.
  public var glyphRuns: [GlyphRun]

  public init(frame: CGRect, baseline: Double, text: String, glyphRuns: [GlyphRun]) {
    self.frame = frame
    self.baseline = baseline
    self.text = text
    self.glyphRuns = glyphRuns
  }
}
