import CHarfBuzz

/// A FreeType library and face pair, owned by one `LoadedFace` and used under its lock.
struct FreeTypeHandle: ~Copyable {
  private var library: FT_Library?
  private var face: FT_Face?
  private var failed = false

  mutating func open(path: String, index: Int) -> FT_Face? {
    if let face { return face }
    if failed { return nil }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      failed = true
      return nil
    }
    var face: FT_Face?
    guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else {
      FT_Done_FreeType(library)
      failed = true
      return nil
    }
    self.library = library
    self.face = face
    return face
  }

  mutating func close() {
    if let face { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
    face = nil
    library = nil
  }
}
