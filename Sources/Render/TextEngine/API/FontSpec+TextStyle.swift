extension FontSpec {
  /// The iOS Dynamic Type text styles at the default "Large" size.
  package enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
      caption, caption2

    /// Point size, leading and weight from the HIG's Dynamic Type table (SF Pro, "Large").
    ///
    /// The leading column (body 17/22) is the HIG's recommended line spacing, not what a
    /// SwiftUI `Text` draws: iOS sets text-style lines at the font's natural height
    /// (`UIFont.lineHeight`, 14.32 pt for caption1, 13.13 pt for caption2), which iOS renders
    /// show (a caption1 over caption2 row with 1 pt between is 86 px at 3x = 14.33 + 1 + 13.33).
    /// The layout uses the leading only for the default gap between two stacked texts.
    package var metrics: (size: Double, lineHeight: Double, weight: Double) {
      switch self {
      case .largeTitle: (34, 41, 400)
      case .title: (28, 34, 400)
      case .title2: (22, 28, 400)
      case .title3: (20, 25, 400)
      case .headline: (17, 22, 600)
      case .body: (17, 22, 400)
      case .callout: (16, 21, 400)
      case .subheadline: (15, 20, 400)
      case .footnote: (13, 18, 400)
      case .caption: (12, 16, 400)
      case .caption2: (11, 13, 400)
      }
    }
  }

  /// The spec for a text style at its natural line height; `weight` overrides the style's.
  package init(
    textStyle: TextStyle, design: Design = .default, weight: Double? = nil, italic: Bool = false,
    monospacedDigits: Bool = false
  ) {
    let metrics = textStyle.metrics
    self.init(
      size: metrics.size, weight: weight ?? metrics.weight, design: design, italic: italic,
      monospacedDigits: monospacedDigits)
    self.textStyle = textStyle
  }
}
