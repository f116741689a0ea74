/// One face of one installed font file.
package struct FontFace: Hashable, Sendable {
  /// Stable identifier, the face's PostScript name ("Inter-SemiBold", "NotoSansCJKsc-Regular");
  /// safe to use in SVG ids.
  package var id: String
  package var path: String
  /// Index of the face inside a collection (.ttc); 0 for single-face files.
  package var index: Int
  package var unitsPerEm: Int

  package init(id: String, path: String, index: Int, unitsPerEm: Int) {
    self.id = id
    self.path = path
    self.index = index
    self.unitsPerEm = unitsPerEm
  }
}
