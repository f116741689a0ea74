import GalleryFormats

extension SVGBuffer {
  /// Appends user text as `XMLEscaping` writes it (in attributes, tab and line breaks are kept
  /// as character references).
  mutating func appendEscaped(_ text: String, inAttribute: Bool) {
    XMLEscaping.append(text, inAttribute: inAttribute, to: &bytes)
  }

  /// Appends text content (between tags) escaped.
  mutating func appendText(_ text: String) {
    appendEscaped(text, inAttribute: false)
  }
}
