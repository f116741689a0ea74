import Foundation

/// How much one preview may make and draw. Past a limit, a preview is drawn as an error card
/// that says what was too big, rather than taking seconds and writing megabytes.
///
/// No sane widget comes near these: the built-in gallery's largest preview has a few hundred
/// views and a few thousand glyphs, while a `ForEach` of 10,000 text rows stays within them.
package enum PreviewBudget {
  /// Views in a preview: counted as `ForEach`es make them (resolution stops there) and as
  /// layout meets them (`GeometryReader` content included).
  package static let views = 50_000
  /// Sizes layout may ask of views, cached answers included: a stack asks each child a few times.
  package static let measurements = 1_000_000
  /// Glyphs text layout may shape, counting every attempt of text that shrinks to fit.
  package static let shapedGlyphs = 250_000
  /// Glyphs the drawing may show.
  package static let drawnGlyphs = 40_000
  /// Views the drawing may show.
  package static let drawnViews = 20_000
  /// Bytes of one drawing.
  package static let bytes = 2_000_000

  /// `count` with thousands separators, as messages show it (`120,000`).
  package static func format(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (count < 0 ? "-" : "") + grouped
  }
}
