/// An inline object in a run of text (`Text("\(Image(...))")`): a box sitting on the
/// baseline, as wide and tall as given at the run's font size.
///
/// A run with an attachment holds one U+FFFC OBJECT REPLACEMENT CHARACTER; no glyph is drawn
/// for it. Each line lists where its attachments landed (`TextLine.attachments`), so the caller
/// draws the object there. The box scales with the text when `minimumScaleFactor` shrinks it.
package struct TextAttachment: Hashable, Sendable {
  package var width: Double
  package var height: Double

  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The text an attachment run holds.
  package static let character = "\u{FFFC}"

  var sanitized: TextAttachment {
    func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 10_000) : 0 }
    return TextAttachment(width: clamp(width), height: clamp(height))
  }
}
