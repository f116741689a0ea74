import Foundation
import MirrorCore
import TextEngine

extension FontSpec {
  /// The text engine's font for a resolved DSL font.
  ///
  /// Text styles take their size from the Dynamic Type table at the font's Dynamic Type size,
  /// at SF Pro's natural line height, as iOS draws them
  /// (headline is semibold unless a weight is set; wrapped lines the style's leading apart,
  /// see the text engine's `LineBox`), 2 pt less with `.leading(.tight)` and
  /// 2 pt more with `.leading(.loose)`, as UIKit's `traitTightLeading` and
  /// `traitLooseLeading` document for text-style fonts.
  /// Fixed sizes use SF Pro's natural line height; leading does not change it. `Font.custom`
  /// names the face (see `FontSpec.family`).
  init(_ font: ResolvedFont) {
    let design = FontSpec.Design(font.design)
    if let style = font.textStyle {
      self.init(
        textStyle: FontSpec.TextStyle(style), dynamicTypeSize: font.dynamicTypeSize.tableSize, design: design,
        weight: font.weight, italic: font.isItalic, monospacedDigits: font.monospacedDigit)
      switch font.leading {
      case .standard: break
      case .tight: lineHeight = max(naturalLineHeight - 2, 0)
      case .loose: lineHeight = naturalLineHeight + 2
      }
    } else {
      let size = font.pointSize ?? CGFloat(FontSpec.TextStyle.body.metrics().size)
      self.init(
        size: Double(size), weight: font.weight ?? 400, design: design, italic: font.isItalic,
        monospacedDigits: font.monospacedDigit)
    }
    family = font.customName
  }
}

extension FontSpec.Design {
  init(_ design: Font.Design) {
    switch design {
    case .default: self = .default
    case .serif: self = .serif
    case .rounded: self = .rounded
    case .monospaced: self = .monospaced
    }
  }
}

extension FontSpec.TextStyle {
  init(_ style: Font.TextStyle) {
    switch style {
    case .largeTitle: self = .largeTitle
    case .title: self = .title
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption: self = .caption
    case .caption2: self = .caption2
    }
  }
}
