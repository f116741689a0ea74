/// HarfBuzz output for one item, in font units so that it serves every point size.
///
/// Glyphs are in visual order (reversed for right-to-left items); `clusters` holds each
/// glyph's UTF-16 offset within the item's text.
struct ShapedItem: Sendable {
  var glyphs: [UInt32] = []
  var clusters: [Int] = []
  var advances: [Int32] = []
  var xOffsets: [Int32] = []
  var yOffsets: [Int32] = []

  var totalAdvance: Int { advances.reduce(0) { $0 + Int($1) } }
}
