import Foundation

/// A font: an iOS text style or a fixed size, with weight, design and traits.
///
/// Drawn with open fonts (Inter for SF Pro, Noto Sans CJK SC for PingFang); the documentation's
/// "Fonts and symbols" has the mapping of designs. Text styles take their size from Apple's
/// Dynamic Type table at the environment's `dynamicTypeSize`; `system(size:)` and
/// `custom(_:fixedSize:)` keep their size, `custom(_:size:)` and `custom(_:size:relativeTo:)`
/// scale as their text style does. Custom font names fall back to the default design.
public struct Font: Hashable, Sendable {
  enum Size: Hashable, Sendable {
    case textStyle(TextStyle)
    case fixed(CGFloat)
    /// A size at the default Dynamic Type size that grows and shrinks with `TextStyle`.
    case relative(CGFloat, TextStyle)
  }

  var size: Size
  var weight: Weight?
  var design: Design?
  var isItalic = false
  var isBold = false
  var hasMonospacedDigit = false
  var leading: Leading = .standard
  /// The PostScript or family name of `Font.custom`.
  var customName: String?

  init(size: Size, weight: Weight? = nil, design: Design? = nil) {
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// The iOS Dynamic Type text styles; their sizes follow the environment's `dynamicTypeSize`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A font weight, from ultraLight (100) to black (900).
  public struct Weight: Hashable, Sendable {
    package let value: Double
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// The family design: SF Pro (`default`), New York (`serif`), SF Pro Rounded, SF Mono.
  public enum Design: Hashable, Sendable, CaseIterable {
    case `default`, serif, rounded, monospaced
  }

  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }

  public static let largeTitle = Font(size: .textStyle(.largeTitle))
  public static let title = Font(size: .textStyle(.title))
  public static let title2 = Font(size: .textStyle(.title2))
  public static let title3 = Font(size: .textStyle(.title3))
  public static let headline = Font(size: .textStyle(.headline))
  public static let subheadline = Font(size: .textStyle(.subheadline))
  public static let body = Font(size: .textStyle(.body))
  public static let callout = Font(size: .textStyle(.callout))
  public static let footnote = Font(size: .textStyle(.footnote))
  public static let caption = Font(size: .textStyle(.caption))
  public static let caption2 = Font(size: .textStyle(.caption2))

  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(size: .textStyle(style), weight: weight, design: design)
  }

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: .fixed(size), weight: weight, design: design)
  }

  /// A custom font that scales with the body text style.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A custom font that scales with `textStyle`: `size` at the default Dynamic Type size.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var font = Font(size: .relative(size, textStyle))
    font.customName = name
    return font
  }

  /// A custom font of a size that does not follow Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(size: .fixed(fixedSize))
    font.customName = name
    return font
  }

  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  public func bold() -> Font {
    var copy = self
    copy.isBold = true
    return copy
  }

  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  public func monospacedDigit() -> Font {
    var copy = self
    copy.hasMonospacedDigit = true
    return copy
  }

  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  public func leading(_ leading: Leading) -> Font {
    var copy = self
    copy.leading = leading
    return copy
  }
}

/// A font with every trait settled, ready for the text engine.
package struct ResolvedFont: Hashable, Sendable {
  /// The text style, whose size and line height come from the reference table; nil for
  /// fixed sizes.
  package var textStyle: Font.TextStyle?
  /// The point size for fixed-size fonts, and for sizes relative to a text style already
  /// scaled to `dynamicTypeSize`.
  package var pointSize: CGFloat?
  /// The Dynamic Type size text styles take their size at.
  package var dynamicTypeSize: DynamicTypeSize = .large
  /// 100…900; nil means the text style's own weight (semibold for headline, else regular).
  package var weight: Double?
  package var design: Font.Design
  package var isItalic: Bool
  package var monospacedDigit: Bool
  package var leading: Font.Leading
  /// `Font.custom`'s font name: the face to draw with when it is installed or registered.
  package var customName: String?
}
