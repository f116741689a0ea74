import Foundation

/// A vector drawing, such as an asset catalog's PDF image set, held as SVG markup in its own
/// coordinate space (`0 0 size.width size.height`, points, y down).
///
/// The drawing's own ids (clip paths, gradients, glyphs) are kept apart from the markup, so
/// the SVG writer can give them names that are unique in each document it writes.
package struct VectorImage: Hashable, Sendable {
  /// A run of SVG markup, or the drawing's id number `n`, written where the id or a reference
  /// to it appears (`id="…"`, `url(#…)`, `href="#…"` carry the name the writer chooses).
  package enum Piece: Hashable, Sendable {
    case markup(String)
    case id(Int)
  }

  /// The drawing's size in points, which is the image's size.
  package let size: CGSize
  package let pieces: [Piece]

  package init(size: CGSize, pieces: [Piece]) {
    self.size = size
    self.pieces = pieces
  }
}
