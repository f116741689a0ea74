import LayoutEngine

/// Turns a laid-out widget into one self-contained, deterministic SVG document.
///
/// The same widget and options always give the same bytes. Ids in the document are derived
/// from content (FNV-1a), numbers carry at most two decimals, and every element sits on its
/// own line, so that a change in the widget shows up as a small text diff. Thread-safe.
package struct SVGWriter: Sendable {
  package var options: SVGOptions

  package init(options: SVGOptions = SVGOptions()) {
    self.options = options
  }

  /// The SVG text for `widget`. With `.referenced` images, use `render(_:)` to get the files.
  package func document(for widget: RenderedWidget) -> String {
    render(widget).svg
  }

  /// The SVG document (its bytes, and its text on demand) and the image files it references.
  package func render(_ widget: RenderedWidget) -> SVGOutput {
    var renderer = SVGRenderer(options: options, widget: widget)
    renderer.renderWidget()
    return renderer.output()
  }
}
