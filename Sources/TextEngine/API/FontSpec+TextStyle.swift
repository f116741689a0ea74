extension FontSpec {
  /// The iOS Dynamic Type text styles at the default "Large" size.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
      caption, caption2

    /// Point size, line height and weight from the HIG table (SF Pro, "Large").
    public var metrics: (size: Double, lineHeight: Double, weight: Double) {
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

  /// The spec for a text style, with its explicit line height; `weight` overrides the style's.
  public init(
    textStyle: TextStyle, design: Design = .default, weight: Double? = nil, italic: Bool = false,
    monospacedDigits: Bool = false
  ) {
    let metrics = textStyle.metrics
    self.init(
      size: metrics.size, weight: weight ?? metrics.weight, design: design, italic: italic,
      monospacedDigits: monospacedDigits, lineHeight: metrics.lineHeight)
  }
}
