import CHarfBuzz

/// Shapes item text with HarfBuzz and memoises the result.
///
/// Results are keyed by (text, face, direction, script, features) and hold font units, so a
/// string is shaped once whatever sizes it is laid out at.
final class Shaper: Sendable {
  struct Key: Hashable, Sendable {
    var text: [UInt16]
    var face: String
    var rightToLeft: Bool
    var script: UInt32
    var tabularDigits: Bool
  }

  let cache: BoundedCache<Key, ShapedItem>

  init(capacity: Int = 20_000) {
    cache = BoundedCache(capacity: capacity)
  }

  func shape(
    _ text: ArraySlice<UInt16>, face: LoadedFace, rightToLeft: Bool, script: Script,
    tabularDigits: Bool
  ) -> ShapedItem {
    let key = Key(
      text: Array(text), face: face.face.path + "#\(face.face.index)", rightToLeft: rightToLeft,
      script: script.tag, tabularDigits: tabularDigits)
    return cache.value(for: key) {
      Shaper.run(key.text, font: face.hbFont, rightToLeft: rightToLeft, script: script, tabularDigits: tabularDigits)
    }
  }

  private static func run(
    _ text: [UInt16], font: OpaquePointer, rightToLeft: Bool, script: Script, tabularDigits: Bool
  ) -> ShapedItem {
    guard !text.isEmpty, text.count < Int(Int32.max), let buffer = hb_buffer_create() else {
      return ShapedItem()
    }
    defer { hb_buffer_destroy(buffer) }
    text.withUnsafeBufferPointer { units in
      hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), 0, Int32(units.count))
    }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, script.isWeak ? HB_SCRIPT_LATIN : script.hbScript)
    hb_buffer_set_language(buffer, hb_language_from_string(script.language, -1))
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    var features: [hb_feature_t] = []
    if tabularDigits {
      features.append(hb_feature_t(tag: tag("tnum"), value: 1, start: 0, end: UInt32.max))
    }
    hb_shape(font, buffer, features, UInt32(features.count))

    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ShapedItem() }
    var item = ShapedItem()
    let n = Int(count)
    item.glyphs.reserveCapacity(n)
    item.clusters.reserveCapacity(n)
    item.advances.reserveCapacity(n)
    item.xOffsets.reserveCapacity(n)
    item.yOffsets.reserveCapacity(n)
    for index in 0..<n {
      item.glyphs.append(infos[index].codepoint)
      item.clusters.append(Int(infos[index].cluster))
      item.advances.append(positions[index].x_advance)
      item.xOffsets.append(positions[index].x_offset)
      item.yOffsets.append(positions[index].y_offset)
    }
    return item
  }

  private static func tag(_ name: String) -> hb_tag_t {
    name.utf8.prefix(4).reduce(0) { ($0 << 8) | hb_tag_t($1) }
  }
}
