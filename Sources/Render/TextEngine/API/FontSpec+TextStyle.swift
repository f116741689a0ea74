import GalleryFormats

extension FontSpec {
  /// The iOS Dynamic Type text styles.
  package enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
      caption, caption2

    /// Point size, leading and weight from the HIG's Dynamic Type table (SF Pro) at `size`.
    ///
    /// The leading column (body 17/22 at Large) is the HIG's recommended line spacing, not what
    /// a SwiftUI `Text` draws: iOS sets text-style lines at the font's natural height
    /// (`UIFont.lineHeight`, 14.32 pt for caption1, 13.13 pt for caption2), which iOS renders
    /// show (a caption1 over caption2 row with 1 pt between is 86 px at 3x = 14.33 + 1 + 13.33).
    /// The layout uses the leading for wrapped lines and the default gap between two stacked texts.
    package func metrics(at size: DynamicTypeTable.Size = .large) -> (size: Double, lineHeight: Double, weight: Double) {
      let metrics = DynamicTypeTable.metrics(tableStyle, at: size)
      return (metrics.size, metrics.leading, metrics.weight)
    }

    /// The style's column in `DynamicTypeTable`.
    var tableStyle: DynamicTypeTable.Style {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .body: .body
      case .callout: .callout
      case .subheadline: .subheadline
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// The spec for a text style at `dynamicTypeSize` and its natural line height; `weight`
  /// overrides the style's.
  package init(
    textStyle: TextStyle, dynamicTypeSize: DynamicTypeTable.Size = .large, design: Design = .default,
    weight: Double? = nil, italic: Bool = false, monospacedDigits: Bool = false
  ) {
    let metrics = textStyle.metrics(at: dynamicTypeSize)
    self.init(
      size: metrics.size, weight: weight ?? metrics.weight, design: design, italic: italic,
      monospacedDigits: monospacedDigits)
    self.textStyle = textStyle
    self.dynamicTypeSize = dynamicTypeSize
  }
}
