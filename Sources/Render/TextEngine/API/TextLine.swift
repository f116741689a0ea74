import Foundation

/// One visual line.
package struct TextLine: Sendable {
  /// The line box within the layout: x from alignment, width of the visible glyphs (trailing
  /// white space excluded), height of the tallest run's line box.
  package var frame: CGRect
  /// Baseline y within the layout.
  package var baseline: Double
  /// What the line shows, in logical order, "…" included.
  package var text: String
  /// Runs in visual order, left to right.
  package var glyphRuns: [GlyphRun]
  /// Where the line's inline objects go, left to right.
  package var attachments: [PlacedAttachment]
  /// The text style's leading put between this line and the next (see `LineBox`), 0 without
  /// a text style.
  package var leading: Double

  /// An inline object's place: its box from `x` (relative to `frame.minX`) to `x + width`,
  /// standing on the baseline.
  package struct PlacedAttachment: Sendable, Equatable {
    /// The index of the attachment's run among the runs laid out.
    package var run: Int
    package var x: Double
    package var width: Double
    package var height: Double

    package init(run: Int, x: Double, width: Double, height: Double) {
      self.run = run
      self.x = x
      self.width = width
      self.height = height
    }
  }

  package init(
    frame: CGRect, baseline: Double, text: String, glyphRuns: [GlyphRun], attachments: [PlacedAttachment] = [],
    leading: Double = 0
  ) {
    self.frame = frame
    self.leading = leading
    self.baseline = baseline
    self.text = text
    self.glyphRuns = glyphRuns
    self.attachments = attachments
  }
}
