import Locking
import Synchronization
import TextEngine

/// One glyph's `<path>` definition as written in `<defs>`, formatted once per process.
struct GlyphDefinition: Sendable {
  /// `g-<face id>-<glyph>`.
  let id: String
  /// The bytes of `id`, for `<use href>`.
  let idBytes: [UInt8]
  /// `<path id="…" d="…"/>` and a line break; empty for a glyph that draws nothing (a space),
  /// which gets neither a definition nor a use.
  let markup: [UInt8]
}

/// Glyph definitions by face and glyph, shared by every document: timelines draw the same
/// glyphs in every entry and appearance, and formatting the id and outline of each glyph was
/// most of a document's cost.
///
/// Grows with the distinct glyphs drawn (a few hundred bytes each); it is never emptied, as
/// `TextEngine`'s own outline cache is not either. Thread-safe.
final class GlyphDefinitionCache: Sendable {
  static let shared = GlyphDefinitionCache()

  /// The glyphs of one face; look them up with `definition(_:)`.
  final class Face: Sendable {
    let face: FontFace
    /// `face.id` with the characters ids cannot hold replaced (see `SVGRenderer.idSafe`).
    let safeID: String
    private let glyphs = Mutex<[UInt32: GlyphDefinition]>([:])

    init(face: FontFace) {
      self.face = face
      safeID = SVGRenderer.idSafe(face.id)
    }

    /// The definition of `glyph`, its outline read from `TextEngine.shared` the first time.
    func definition(_ glyph: UInt32) -> GlyphDefinition {
      if let known = glyphs.locked({ $0[glyph] }) { return known }
      let id = "g-" + safeID + "-" + String(glyph)
      let outline = TextEngine.shared.outline(glyph: glyph, face: face)
      var markup = SVGBuffer()
      if !outline.path.isEmpty {
        markup = SVGBuffer(capacity: outline.path.utf8.count + id.utf8.count + 24)
        markup.append("<path id=\"")
        markup.appendRaw(id)
        markup.append("\" d=\"")
        markup.appendRaw(outline.path)
        markup.append("\"/>\n")
      }
      let definition = GlyphDefinition(id: id, idBytes: Array(id.utf8), markup: markup.bytes)
      glyphs.locked { $0[glyph] = $0[glyph] ?? definition }
      return definition
    }
  }

  private let faces = Mutex<[FontFace: Face]>([:])

  /// The glyph table of `face`, made on first use.
  func face(_ face: FontFace) -> Face {
    faces.locked { faces in
      if let known = faces[face] { return known }
      let made = Face(face: face)
      faces[face] = made
      return made
    }
  }
}
