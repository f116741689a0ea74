/// Apple's Dynamic Type table for iOS: each text style's size, leading and weight at each of
/// the twelve text sizes.
///
/// The figures are Apple's, from the Human Interface Guidelines, Typography → Specifications →
/// "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger accessibility
/// type sizes" (AX1 … AX5), https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
/// (points at @2x/@3x). Every style is Regular except Headline, Semibold at every size.
///
/// The DSL (`Font`, `@ScaledMetric`) and the text engine (`FontSpec`) both read it, each
/// through its own names for styles and sizes.
package enum DynamicTypeTable {
  /// The HIG's text styles, in the table's order.
  package enum Style: Int, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
  }

  /// The twelve text sizes, smallest first; `large` is iOS's default.
  package enum Size: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    package static func < (lhs: Size, rhs: Size) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One cell of the table.
  package struct Metrics: Hashable, Sendable {
    /// Point size.
    package var size: Double
    /// The HIG's leading: the distance between the baselines of wrapped lines.
    package var leading: Double
    /// 400 regular, 600 semibold.
    package var weight: Double
  }

  /// The size, leading and weight of `style` at `size`.
  package static func metrics(_ style: Style, at size: Size) -> Metrics {
    let cell = table[size.rawValue][style.rawValue]
    return Metrics(size: cell.size, leading: cell.leading, weight: style == .headline ? 600 : 400)
  }

  /// How much larger `style` is at `size` than at the default size, `large`: the factor
  /// `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` scale by.
  package static func scale(relativeTo style: Style, at size: Size) -> Double {
    metrics(style, at: size).size / metrics(style, at: .large).size
  }

  /// Size/leading per size (rows) and style (columns, in `Style` order).
  private static let table: [[(size: Double, leading: Double)]] = [
    // xSmall
    [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
    // small
    [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
    // medium
    [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
    // large (default)
    [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
    // xLarge
    [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
    // xxLarge
    [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
    // xxxLarge
    [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
    // AX1
    [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
    // AX2
    [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
    // AX3
    [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
    // AX4
    [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
    // AX5
    [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
  ]
}
