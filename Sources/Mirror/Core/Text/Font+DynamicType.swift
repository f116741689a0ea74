import GalleryFormats

extension Font.TextStyle {
  /// How much larger the style is at `size` than at the default size (`large`), from Apple's
  /// Dynamic Type table: what `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` scale by.
  package func scale(at size: DynamicTypeSize) -> Double {
    DynamicTypeTable.scale(relativeTo: tableStyle, at: size.tableSize)
  }

  /// The style's column in `DynamicTypeTable`.
  package var tableStyle: DynamicTypeTable.Style {
    switch self {
    case .largeTitle: .largeTitle
    case .title: .title1
    case .title2: .title2
    case .title3: .title3
    case .headline: .headline
    case .subheadline: .subheadline
    case .body: .body
    case .callout: .callout
    case .footnote: .footnote
    case .caption: .caption1
    case .caption2: .caption2
    }
  }
}

extension DynamicTypeSize {
  /// The size's row in `DynamicTypeTable`.
  package var tableSize: DynamicTypeTable.Size {
    switch self {
    case .xSmall: .xSmall
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .xLarge: .xLarge
    case .xxLarge: .xxLarge
    case .xxxLarge: .xxxLarge
    case .accessibility1: .accessibility1
    case .accessibility2: .accessibility2
    case .accessibility3: .accessibility3
    case .accessibility4: .accessibility4
    case .accessibility5: .accessibility5
    }
  }
}
