/// How the SVG writer draws text and stores images.
package struct SVGOptions: Hashable, Sendable {
  /// How text is drawn.
  package enum TextMode: Hashable, Sendable {
    /// Glyph outlines defined once in `<defs>` and placed with `<use>`: exact, font-independent.
    case glyphOutlines
    /// `<text>` elements naming these font families (first available wins): smaller files,
    /// but the viewer's fonts decide the look; one element per line, stretched to the
    /// measured width, in the first run's font and colour.
    case text(fontFamilies: [String])
  }

  /// Where image pixels go.
  package enum ImageMode: Hashable, Sendable {
    /// Inside the document as `data:` URIs (self-contained).
    case embedded
    /// In files named by their content, referenced as `<directory>/<name>`; the writer
    /// returns the files in `SVGOutput.imageFiles` and the caller writes them.
    case referenced(directory: String)
  }

  package var text: TextMode
  package var images: ImageMode
  /// In the accented and vibrant modes the background is removed; this draws a neutral
  /// backdrop in the widget's shape instead, so that white content stays visible on a page.
  package var drawsAppearanceBackdrop: Bool

  package init(
    text: TextMode = .glyphOutlines, images: ImageMode = .embedded,
    drawsAppearanceBackdrop: Bool = true
  ) {
    self.text = text
    self.images = images
    self.drawsAppearanceBackdrop = drawsAppearanceBackdrop
  }

  /// Font families for `.text`: SF Pro where the viewer has it, then the substitutes the
  /// layout measured with.
  package static let defaultFontFamilies = [
    "SF Pro Text", "-apple-system", "Inter", "PingFang SC", "Noto Sans CJK SC", "sans-serif",
  ]
}
