import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLineCountKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct ForegroundStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle?] = [] }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TextDecorationsKey: EnvironmentKey { static let defaultValue = TextDecorations() }

extension EnvironmentValues {
  /// The default font of text in this view; nil means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// A weight that overrides the font's.
  public var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  public var fontDesign: Font.Design? {
    get { self[FontDesignKey.self] }
    set { self[FontDesignKey.self] = newValue }
  }

  package var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  package var isMonospacedDigit: Bool {
    get { self[MonospacedDigitKey.self] }
    set { self[MonospacedDigitKey.self] = newValue }
  }

  /// The most lines text may take; nil means no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The lines text takes room for even when it has fewer (`lineLimit(_:reservesSpace:)`).
  package var reservedLineCount: Int? {
    get { self[ReservedLineCountKey.self] }
    set { self[ReservedLineCountKey.self] = newValue }
  }

  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The primary, secondary and tertiary foreground styles set by `foregroundStyle`;
  /// empty means the label colours.
  package var foregroundStyles: [AnyShapeStyle?] {
    get { self[ForegroundStylesKey.self] }
    set { self[ForegroundStylesKey.self] = newValue }
  }

  /// The tint set by `tint(_:)`; nil means the accent colour.
  package var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The spacing, offset and lines that `kerning(_:)`, `underline(_:pattern:color:)` … on a
  /// view give every text inside it; a text's own modifiers win.
  package var textDecorations: TextDecorations {
    get { self[TextDecorationsKey.self] }
    set { self[TextDecorationsKey.self] = newValue }
  }

  /// Resolves a font in this environment: the environment's weight, design, italic and
  /// monospaced-digit settings apply on top of the font's own, and its Dynamic Type size sizes
  /// text styles and the custom fonts relative to them.
  package func resolve(_ font: Font?) -> ResolvedFont {
    let font = font ?? self.font ?? .body
    var weight = fontWeight?.value ?? font.weight?.value
    if font.isBold { weight = max(weight ?? 400, Font.Weight.bold.value) }
    let typeSize = dynamicTypeSize
    return ResolvedFont(
      textStyle: { if case .textStyle(let style) = font.size { style } else { nil } }(),
      pointSize: {
        switch font.size {
        case .textStyle: nil
        case .fixed(let size): size
        case .relative(let size, let style): size * CGFloat(style.scale(at: typeSize))
        }
      }(),
      dynamicTypeSize: typeSize,
      weight: weight,
      design: fontDesign ?? font.design ?? .default,
      isItalic: isItalic || font.isItalic,
      monospacedDigit: isMonospacedDigit || font.hasMonospacedDigit,
      leading: font.leading,
      customName: font.customName)
  }
}

/// How lines of text line up with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// Text settings a view hands every text inside it.
package struct TextDecorations: Equatable, Sendable {
  package var kerning: CGFloat = 0
  package var tracking: CGFloat = 0
  package var baselineOffset: CGFloat = 0
  /// The colour of the underline, nil for none; `.primary` is the text's colour.
  package var underline: Color?
  package var strikethrough: Color?
}
