import Foundation
import TextEngine

/// A text some of whose glyphs cannot be seen: cut by the widget's bounds, a frame's clip or
/// a clip shape, as culling found while placing it.
struct ClippedText {
  /// The text's frame, widget coordinates.
  var frame: CGRect
  var string: String
  /// Glyphs left visible, and glyphs laid out.
  var shown: Int
  var drawn: Int
}

extension RenderedText {
  /// The number of glyphs drawn, over all lines and runs.
  var glyphCount: Int {
    var count = 0
    for line in layout.lines {
      for run in line.glyphRuns { count += min(run.glyphs.count, run.positions.count) }
    }
    return count
  }
}
