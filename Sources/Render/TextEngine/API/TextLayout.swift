import Foundation

/// Lines of positioned glyphs for a sequence of runs, sized to its content.
package struct TextLayout: Sendable {
  /// Width of the widest line (never the proposal) by the sum of line heights and spacing.
  package var size: CGSize
  package var lines: [TextLine]
  /// Baselines measured from the top of the layout; 0 when there are no lines.
  package var firstBaseline: Double
  package var lastBaseline: Double
  /// True when `lineLimit` cut text and "…" was inserted.
  package var isTruncated: Bool
  /// Font scale used, between `minimumScaleFactor` and 1.
  package var appliedScale: Double

  package init(
    size: CGSize, lines: [TextLine], firstBaseline: Double, lastBaseline: Double,
    isTruncated: Bool, appliedScale: Double
  ) {
    self.size = size
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.isTruncated = isTruncated
    self.appliedScale = appliedScale
  }

  package static let empty = TextLayout(
    size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, isTruncated: false,
    appliedScale: 1)
}
