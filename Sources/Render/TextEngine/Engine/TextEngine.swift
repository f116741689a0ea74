import Foundation

/// Shapes and lays out text for the layout engine and draws glyph outlines for the SVG writer.
///
/// Thread-safe: every cache is behind a lock and HarfBuzz fonts are immutable. Results depend
/// only on the arguments and the installed fonts, so the same machine packages give the same
/// bytes. Fonts are found on first use (see `FontFamily.chain(for:size:)` for the mapping).
package final class TextEngine: Sendable {
  /// The engine everyone shares, so that its caches serve the whole process.
  package static let shared = TextEngine()

  let resolver: FontResolver
  let shaper: Shaper
  let layouts: BoundedCache<LayoutKey, TextLayout>
  let outlines: BoundedCache<OutlineKey, GlyphOutline>
  let colorGlyphs: BoundedCache<OutlineKey, ColorGlyph?>

  /// A separate engine with its own caches (tests, or tools that want isolated counters).
  package convenience init() {
    self.init(catalog: FontCatalog())
  }

  init(catalog: FontCatalog, layoutCapacity: Int = 4096, shapeCapacity: Int = 20_000, outlineCapacity: Int = 8192) {
    resolver = FontResolver(catalog: catalog)
    shaper = Shaper(capacity: shapeCapacity)
    layouts = BoundedCache(capacity: layoutCapacity)
    outlines = BoundedCache(capacity: outlineCapacity)
    colorGlyphs = BoundedCache(capacity: 1024)
  }

  /// Shaping cache counters: a miss is one HarfBuzz shaping call.
  var shapeCounters: BoundedCache<Shaper.Key, ShapedItem>.Counters { shaper.cache.counters }
  /// Layout cache counters: a miss is one full layout.
  var layoutCounters: BoundedCache<LayoutKey, TextLayout>.Counters { layouts.counters }
  var outlineCounters: BoundedCache<OutlineKey, GlyphOutline>.Counters { outlines.counters }

  /// Makes the font files in `directory` (`.ttf`, `.otf`, `.ttc`, `.otc`, searched
  /// recursively) available to `FontSpec.family`, before the installed fonts.
  ///
  /// Layouts made before are forgotten, since a name may now find another face.
  package func registerFonts(in directory: URL) {
    var files: [String] = []
    if let enumerator = FileManager.default.enumerator(atPath: directory.path) {
      while let relative = enumerator.nextObject() as? String {
        if FontCatalog.fontExtensions.contains((relative as NSString).pathExtension.lowercased()) {
          files.append(directory.appendingPathComponent(relative).path)
        }
      }
    }
    resolver.register(files: files.sorted())
    layouts.removeAll()
  }

  /// The face that draws Latin text for `font` (nil only when no font is installed at all).
  package func face(for font: FontSpec) -> FontFace? {
    resolver.primary(for: font.sanitized)?.face.face
  }
}
