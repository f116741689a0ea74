import CHarfBuzz

/// Decomposes a FreeType outline into SVG path data (M, L, Q, C, Z) in font units, y up.
final class OutlinePathBuilder {
  private var data: [UInt8] = []
  private var open = false

  /// Loads `glyph` unscaled and unhinted; nil when it cannot be loaded or is not an outline.
  static func path(face: FT_Face, glyph: UInt32) -> String? {
    let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return nil }
    let builder = OutlinePathBuilder()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        OutlinePathBuilder.from(user).move(to!.pointee)
        return 0
      },
      line_to: { to, user in
        OutlinePathBuilder.from(user).command("L", [to!.pointee])
        return 0
      },
      conic_to: { control, to, user in
        OutlinePathBuilder.from(user).command("Q", [control!.pointee, to!.pointee])
        return 0
      },
      cubic_to: { control1, control2, to, user in
        OutlinePathBuilder.from(user).command("C", [control1!.pointee, control2!.pointee, to!.pointee])
        return 0
      },
      shift: 0, delta: 0)
    var outline = slot.pointee.outline
    let status = withExtendedLifetime(builder) {
      FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
    }
    guard status == 0 else { return nil }
    builder.closeIfOpen()
    return String(decoding: builder.data, as: UTF8.self)
  }

  private static func from(_ user: UnsafeMutableRawPointer?) -> OutlinePathBuilder {
    Unmanaged<OutlinePathBuilder>.fromOpaque(user!).takeUnretainedValue()
  }

  private func move(_ point: FT_Vector) {
    closeIfOpen()
    command("M", [point])
    open = true
  }

  private func closeIfOpen() {
    if open { data.append(UInt8(ascii: "Z")) }
    open = false
  }

  private func command(_ letter: Unicode.Scalar, _ points: [FT_Vector]) {
    data.append(UInt8(ascii: letter))
    for (index, point) in points.enumerated() {
      if index > 0 { data.append(UInt8(ascii: " ")) }
      data.append(contentsOf: String(point.x).utf8)
      data.append(UInt8(ascii: " "))
      data.append(contentsOf: String(point.y).utf8)
    }
  }
}
