import Foundation

/// Glyphs of one face, size and attribute with their pen positions.
package struct GlyphRun: Sendable {
  package var face: FontFace
  /// Point size the glyphs are drawn at (after any minimum-scale shrink).
  package var size: Double
  package var glyphs: [UInt32]
  /// Pen position of each glyph relative to the line's origin on its baseline
  /// (`frame.minX`, `baseline`), in SVG coordinates (y down).
  package var positions: [CGPoint]
  package var attribute: Int
  package var isRightToLeft: Bool
  /// Horizontal shear (tan of the slant) to apply when italic was asked for but the face
  /// has no italic; 0 otherwise. In SVG: `skewX(-atan(obliqueSkew))` about the baseline.
  package var obliqueSkew: Double
  /// The characters the glyphs draw, in logical order ("…" for a truncation ellipsis).
  package var text: String

  package init(
    face: FontFace, size: Double, glyphs: [UInt32], positions: [CGPoint], attribute: Int,
    isRightToLeft: Bool, obliqueSkew: Double = 0, text: String = ""
  ) {
    self.face = face
    self.size = size
    self.glyphs = glyphs
    self.positions = positions
    self.attribute = attribute
    self.isRightToLeft = isRightToLeft
    self.obliqueSkew = obliqueSkew
    self.text = text
  }
}
