/// One face of one installed font file.
public struct FontFace: Hashable, Sendable {
  /// Stable identifier, the face's PostScript name ("Inter-SemiBold", "NotoSansCJKsc-Regular");
  /// safe to use in SVG ids.
  public var id: String
  public var path: String
  /// Index of the face inside a collection (.ttc); 0 for single-face files.
  public var index: Int
  public var unitsPerEm: Int

  public init(id: String, path: String, index: Int, unitsPerEm: Int) {
    self.id = id
    self.path = path
    self.index = index
    self.unitsPerEm = unitsPerEm
  }
}
