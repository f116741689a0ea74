import Foundation

/// A glyph drawn as a colour bitmap (an emoji): its PNG bytes, as the font stores them, and the
/// box they fill.
package struct ColorGlyph: Hashable, Sendable {
  /// The PNG file, byte for byte from the font, so the same font package gives the same bytes.
  package var png: Data
  /// The box the bitmap fills, in ems from the pen position on the baseline, y down (SVG):
  /// multiply by the run's size and add the pen position.
  package var box: CGRect

  package init(png: Data, box: CGRect) {
    self.png = png
    self.box = box
  }
}
