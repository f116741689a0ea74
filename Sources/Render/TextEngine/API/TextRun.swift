/// One styled piece of a Text; `Text + Text` gives several runs laid out as one paragraph.
package struct TextRun: Hashable, Sendable {
  package var text: String
  package var font: FontSpec
  /// Opaque tag copied onto every `GlyphRun` drawn from this run (the caller maps it to colour).
  package var attribute: Int
  /// Extra points after every grapheme cluster, the last one of a line included.
  package var tracking: Double
  /// Points to raise the glyphs above the baseline (negative lowers); grows the line box.
  package var baselineOffset: Double
  /// An inline object instead of text: the run's text is then `TextAttachment.character`.
  package var attachment: TextAttachment?

  package init(
    _ text: String, font: FontSpec, attribute: Int = 0, tracking: Double = 0,
    baselineOffset: Double = 0
  ) {
    self.text = text
    self.font = font
    self.attribute = attribute
    self.tracking = tracking
    self.baselineOffset = baselineOffset
  }

  /// A run holding one inline object of `attachment`'s size, in `font`'s line.
  package init(attachment: TextAttachment, font: FontSpec, attribute: Int = 0, baselineOffset: Double = 0) {
    self.init(TextAttachment.character, font: font, attribute: attribute, baselineOffset: baselineOffset)
    self.attachment = attachment
  }
}

extension TextRun {
  var sanitized: TextRun {
    var run = self
    run.font = font.sanitized
    run.tracking = tracking.isFinite ? min(max(tracking, -1000), 1000) : 0
    run.baselineOffset = baselineOffset.isFinite ? min(max(baselineOffset, -10_000), 10_000) : 0
    if let attachment {
      run.attachment = attachment.sanitized
      run.text = TextAttachment.character
    }
    return run
  }
}
