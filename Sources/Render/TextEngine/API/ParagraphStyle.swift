/// How the lines of a Text are limited, truncated, aligned and spaced.
package struct ParagraphStyle: Hashable, Sendable {
  /// Where "…" (U+2026) replaces text when `lineLimit` cuts it short.
  ///
  /// Head and middle truncation apply to the last allowed line, which then stands for the
  /// rest of its paragraph; later paragraphs are dropped.
  package enum Truncation: Hashable, Sendable { case head, middle, tail }
  /// `multilineTextAlignment`; leading and trailing follow `direction`.
  package enum Alignment: Hashable, Sendable { case leading, center, trailing }
  package enum Direction: Hashable, Sendable { case leftToRight, rightToLeft }

  /// Maximum number of lines; nil is unlimited, values below 1 count as 1.
  package var lineLimit: Int?
  package var truncation: Truncation
  package var alignment: Alignment
  /// Points added between lines (not above the first or below the last).
  package var lineSpacing: Double
  /// 1 never shrinks; below 1 the engine shrinks all runs uniformly, down to this factor,
  /// to avoid truncation or breaking inside a word before it truncates.
  package var minimumScaleFactor: Double
  /// Base (paragraph) direction; embedded runs are resolved with the Unicode bidi algorithm.
  package var direction: Direction

  package init(
    lineLimit: Int? = nil, truncation: Truncation = .tail, alignment: Alignment = .leading,
    lineSpacing: Double = 0, minimumScaleFactor: Double = 1, direction: Direction = .leftToRight
  ) {
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.minimumScaleFactor = minimumScaleFactor
    self.direction = direction
  }
}

extension ParagraphStyle {
  var sanitized: ParagraphStyle {
    var style = self
    if let limit = lineLimit { style.lineLimit = max(limit, 1) }
    style.lineSpacing = lineSpacing.isFinite ? min(max(lineSpacing, -1000), 10_000) : 0
    style.minimumScaleFactor =
      minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0.01), 1) : 1
    return style
  }
}
