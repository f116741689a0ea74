import Foundation
import GalleryFormats
import LayoutEngine
import MirrorCore

/// The state of one document being written: the drawing so far and the definitions it uses.
///
/// Drawing code appends to `body`; anything referenced by id goes through `define`, which
/// names it by a hash of its markup, so equal definitions are written once and ids never
/// depend on drawing order.
struct SVGRenderer {
  let options: SVGOptions
  let widget: RenderedWidget
  let appearance: RenderingModePaint
  var body = SVGBuffer(capacity: 16 * 1024)
  private(set) var definitions: [String: [UInt8]] = [:]
  /// Glyphs this document uses, by face number (`glyphFaceNumbers`) in the high 32 bits and
  /// glyph in the low ones; written into `<defs>` with the other definitions.
  var glyphDefinitions: [UInt64: GlyphDefinition] = [:]
  /// A number per face id (as written in glyph ids), in order of first use.
  var glyphFaceNumbers: [String: UInt64] = [:]
  var imageFiles: [String: Data] = [:]
  /// Views and glyphs drawn and bytes of definitions written so far, against `PreviewBudget`.
  var drawnViews = 0
  var drawnGlyphs = 0
  var definitionBytes = 0
  /// What passed a `PreviewBudget` limit; from then on nothing more is drawn.
  var overBudget: String?

  init(options: SVGOptions, widget: RenderedWidget) {
    self.options = options
    self.widget = widget
    appearance = RenderingModePaint(
      mode: widget.renderingMode, clearGlass: widget.isClearGlass, colorScheme: widget.colorScheme)
  }

  /// The widget's bounds in widget coordinates, with hostile sizes made 0.
  var bounds: CGRect {
    let width = widget.size.width.isFinite ? max(widget.size.width, 0) : 0
    let height = widget.size.height.isFinite ? max(widget.size.height, 0) : 0
    return CGRect(x: 0, y: 0, width: width, height: height)
  }

  /// Registers `<tag id="…"` followed by `rest` (attributes, `>`, children and the closing
  /// tag, or `/>`) and returns its id: `prefix` plus a hash of the tag and `rest`.
  mutating func define(prefix: String, tag: StaticString, rest: SVGBuffer) -> String {
    var hasher = FNV1a()
    tag.withUTF8Buffer { hasher.combine($0) }
    hasher.combine(rest.bytes)
    let id = hasher.id(prefix: prefix)
    define(id: id, tag: tag, rest: rest)
    return id
  }

  /// Registers a definition under `id` (already derived from content) unless one exists.
  mutating func define(id: String, tag: StaticString, rest: SVGBuffer) {
    guard definitions[id] == nil else { return }
    var full = SVGBuffer(capacity: rest.bytes.count + id.utf8.count + 16)
    full.append("<")
    full.append(tag)
    full.append(" id=\"")
    full.appendRaw(id)
    full.append("\"")
    full.append(rest)
    definitionBytes += full.bytes.count
    definitions[id] = full.bytes
  }

  /// Counts one more view and `glyphs` more glyphs drawn; false, with `overBudget` set, once
  /// a limit of `PreviewBudget` is passed (views, glyphs, or the bytes written so far).
  mutating func spend(views: Int = 0, glyphs: Int = 0) -> Bool {
    guard overBudget == nil else { return false }
    drawnViews += views
    drawnGlyphs += glyphs
    let limit = PreviewBudget.format
    if drawnViews > PreviewBudget.drawnViews {
      overBudget = "the drawing shows more than \(limit(PreviewBudget.drawnViews)) views, the limit for one preview"
    } else if drawnGlyphs > PreviewBudget.drawnGlyphs {
      overBudget = "the drawing shows more than \(limit(PreviewBudget.drawnGlyphs)) glyphs, the limit for one preview"
    } else if body.bytes.count + definitionBytes > PreviewBudget.bytes {
      overBudget = "the drawing grew past \(limit(PreviewBudget.bytes)) bytes, the limit for one preview"
    }
    return overBudget == nil
  }

  /// Runs `draw` into a fresh body and returns what it drew, leaving `body` as it was.
  mutating func capture(_ draw: (inout SVGRenderer) -> Void) -> SVGBuffer {
    let saved = body
    body = SVGBuffer(capacity: 1024)
    draw(&self)
    let captured = body
    body = saved
    return captured
  }

  /// `text` without leading and trailing white space and newlines (as Foundation trims
  /// them), skipping Foundation when both ends are visible ASCII, as titles nearly always are.
  static func trimmed(_ text: String) -> String {
    if let first = text.utf8.first, let last = text.utf8.last,
      (0x21...0x7E).contains(first), (0x21...0x7E).contains(last)
    {
      return text
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The whole document: header, title, definitions sorted by id, then the drawing.
  func output() -> SVGOutput {
    var document = SVGBuffer(capacity: (definitions.count + glyphDefinitions.count) * 512 + 1024)
    let size = bounds.size
    document.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    document.append("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    document.attribute("width", number: size.width)
    document.attribute("height", number: size.height)
    document.append(" viewBox=\"0 0 ")
    document.appendNumbers(size.width, size.height)
    document.append("\" role=\"img\"")
    document.attribute("data-color-scheme", widget.colorScheme == .dark ? "dark" : "light")
    document.attribute("data-rendering-mode", widget.renderingMode.description)
    document.append(">\n<title>")
    let title = Self.trimmed(widget.accessibilityTitle)
    document.appendText(title.isEmpty ? "Widget" : title)
    document.append("</title>\n")
    var sorted = definitions.map { (id: $0.key, markup: $0.value) }
    sorted.reserveCapacity(definitions.count + glyphDefinitions.count)
    for glyph in glyphDefinitions.values where !glyph.markup.isEmpty {
      sorted.append((id: glyph.id, markup: glyph.markup))
    }
    if !sorted.isEmpty {
      sorted.sort { $0.id < $1.id }
      document.append("<defs>\n")
      for definition in sorted {
        document.bytes.append(contentsOf: definition.markup)
      }
      document.append("</defs>\n")
    }
    let closing: StaticString = "</svg>\n"
    var data = Data(capacity: document.bytes.count + body.bytes.count + closing.utf8CodeUnitCount)
    data.append(contentsOf: document.bytes)
    data.append(contentsOf: body.bytes)
    closing.withUTF8Buffer { data.append(contentsOf: $0) }
    let files = imageFiles.keys.sorted().map { SVGOutput.ImageFile(path: $0, data: imageFiles[$0]!) }
    var over = overBudget
    if over == nil, data.count > PreviewBudget.bytes {
      over =
        "the drawing is \(PreviewBudget.format(data.count)) bytes, more than \(PreviewBudget.format(PreviewBudget.bytes)), the limit for one preview"
    }
    return SVGOutput(data: data, imageFiles: files, overBudget: over)
  }
}
