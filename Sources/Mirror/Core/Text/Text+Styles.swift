import Foundation

extension Text {
  /// How an underline or strikethrough is drawn: its pattern and colour.
  public struct LineStyle: Hashable, Sendable {
    public var pattern: Pattern
    public var color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// Solid, dashed or dotted.
    public struct Pattern: Hashable, Sendable {
      let name: String
      public static let solid = Pattern(name: "solid")
      public static let dot = Pattern(name: "dot")
      public static let dash = Pattern(name: "dash")
      public static let dashDot = Pattern(name: "dashDot")
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }

  /// The scale of text relative to its font: `.secondary` for text that accompanies other text.
  public struct Scale: Hashable, Sendable {
    let isSecondary: Bool
    public static let `default` = Scale(isSecondary: false)
    public static let secondary = Scale(isSecondary: true)
  }

  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    underline(isActive, color: color)
  }

  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    strikethrough(isActive, color: color)
  }

  /// The scale of the text; the gallery draws it at its font's size.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

  /// The width of the font; the gallery's fonts have one width, and draw it at the standard width.
  public func fontWidth(_ width: Font.Width?) -> Text { self }

  /// The language the text is set in, for line heights of scripts that need more room.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
}

extension Font {
  /// The width of a font's glyphs, from compressed to expanded.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// The font at another width; drawn at the standard width (the gallery's fonts have one).
  public func width(_ width: Width) -> Font { self }

  /// Small capitals; drawn as the font's ordinary letters.
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }
}
