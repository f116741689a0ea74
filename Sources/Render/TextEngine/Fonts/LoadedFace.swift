import CHarfBuzz
import Foundation

/// An open font face: an immutable HarfBuzz font for shaping and metrics, and a FreeType face
/// (opened on first use, behind a lock) for outlines.
///
/// The HarfBuzz font is made immutable after creation, which makes it safe to shape with from
/// any thread; FreeType faces are not thread-safe, hence the lock.
final class LoadedFace: @unchecked Sendable {
  // Sendable: the HarfBuzz font is immutable once made, and the FreeType face, which is not thread-safe, is
  // used only under `freeTypeLock`; everything else is a `let`.
  let face: FontFace
  /// Family name from the name table (name ID 1), e.g. "Noto Sans CJK SC".
  let family: String
  /// PostScript name from the name table (name ID 6), e.g. "NotoSerif-Bold"; may be empty.
  let postScriptName: String
  /// OS/2 weight class (400 regular, 700 bold) and slant, as HarfBuzz reads them.
  let weight: Double
  let isItalic: Bool
  /// The box every glyph draws within, in font units (y up), from the `head` table; nil when
  /// the table is missing or empty.
  let glyphBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)?
  /// True when the face draws its glyphs as colour PNG bitmaps (CBDT or sbix), not outlines.
  let hasColorBitmaps: Bool
  let hbFont: OpaquePointer
  private let hbFace: OpaquePointer
  private let freeTypeLock = NSLock()
  private var freeType = FreeTypeHandle()

  /// Opens face `index` of the file at `path`, or returns nil when it is not a usable font.
  init?(path: String, index: Int) {
    guard index >= 0, let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard UInt32(index) < hb_face_count(blob) else { return nil }
    guard let hbFace = hb_face_create(blob, UInt32(index)) else { return nil }
    let upem = Int(hb_face_get_upem(hbFace))
    guard upem > 0, hb_face_get_glyph_count(hbFace) > 0, let font = hb_font_create(hbFace) else {
      hb_face_destroy(hbFace)
      return nil
    }
    hb_font_make_immutable(font)
    self.hbFace = hbFace
    self.hbFont = font
    self.weight = Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT))
    self.isItalic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0
    self.glyphBox = LoadedFace.headBox(hbFace)
    self.hasColorBitmaps = hb_ot_color_has_png(hbFace) != 0
    self.family = LoadedFace.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) ?? ""
    let postScript = LoadedFace.name(hbFace, hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME))
    self.postScriptName = postScript ?? ""
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    let id = postScript.flatMap { $0.isEmpty ? nil : $0 } ?? "\(fileName)#\(index)"
    self.face = FontFace(id: LoadedFace.svgSafe(id), path: path, index: index, unitsPerEm: upem)
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
    freeType.close()
  }

  /// Number of faces in the file at `path` (1 for plain fonts, more for collections).
  static func faceCount(path: String) -> Int {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return 0 }
    defer { hb_blob_destroy(blob) }
    return Int(hb_face_count(blob))
  }

  /// The nominal glyph for a code point, or nil when the face does not cover it.
  func glyph(for scalar: UInt32) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0 ? glyph : nil
  }

  func covers(_ scalar: UInt32) -> Bool { glyph(for: scalar) != nil }

  /// An OpenType metric in font units (cap height, x-height, ascender...), or nil if absent.
  func metric(_ tag: hb_ot_metrics_tag_t) -> Int? {
    var position: hb_position_t = 0
    return hb_ot_metrics_get_position(hbFont, tag, &position) != 0 ? Int(position) : nil
  }

  func advance(of glyph: UInt32) -> Int {
    Int(hb_font_get_glyph_h_advance(hbFont, glyph))
  }

  /// The PNG bitmap of a glyph and its box in font units (y up, from the pen position), from
  /// the face's largest strike; nil when the glyph has none.
  func colorBitmap(of glyph: UInt32) -> (png: [UInt8], box: (x: Int, top: Int, width: Int, height: Int))? {
    guard hasColorBitmaps, let blob = hb_ot_color_glyph_reference_png(hbFont, glyph) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.width > 0, extents.height < 0 else { return nil }
    let png = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
    return (png, (Int(extents.x_bearing), Int(extents.y_bearing), Int(extents.width), Int(-extents.height)))
  }

  /// Runs `body` with the FreeType face, opening it on first use; nil if FreeType fails.
  func withFreeTypeFace<T>(_ body: (FT_Face) -> T) -> T? {
    freeTypeLock.lock()
    defer { freeTypeLock.unlock() }
    guard let face = freeType.open(path: face.path, index: face.index) else { return nil }
    return body(face)
  }

  /// xMin, yMin, xMax and yMax of the `head` table (big-endian 16-bit integers at byte 36).
  private static func headBox(_ face: OpaquePointer) -> (xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
    let tag: hb_tag_t = 0x6865_6164  // 'head'
    guard let blob = hb_face_reference_table(face, tag) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length >= 44 else { return nil }
    let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
    func value(_ offset: Int) -> Int { Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))) }
    let box = (xMin: value(36), yMin: value(38), xMax: value(40), yMax: value(42))
    return box.xMax > box.xMin && box.yMax > box.yMin ? box : nil
  }

  private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
    var length: UInt32 = 256
    var buffer = [CChar](repeating: 0, count: 256)
    let total = hb_ot_name_get_utf8(face, id, nil, &length, &buffer)
    guard total > 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func svgSafe(_ id: String) -> String {
    String(
      id.unicodeScalars.map { scalar -> Character in
        let ok =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar == "-" || scalar == "_" || scalar == ".")
        return ok ? Character(scalar) : "_"
      })
  }
}
