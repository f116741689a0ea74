import Foundation
import MirrorCore

extension View {
  nonisolated public func font(_ font: Font?) -> some View {
    environmentWriting { $0.font = font }
  }

  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    environmentWriting { $0.fontWeight = weight }
  }

  nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
    environmentWriting { $0.fontDesign = design }
  }

  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    environmentWriting { if isActive { $0.fontWeight = .bold } }
  }

  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    environmentWriting { $0.isItalic = isActive }
  }

  nonisolated public func monospacedDigit() -> some View {
    environmentWriting { $0.isMonospacedDigit = true }
  }

  nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
    environmentWriting { if isActive { $0.fontDesign = .monospaced } }
  }

  nonisolated public func lineLimit(_ number: Int?) -> some View {
    environmentWriting { $0.lineLimit = number.map { max($0, 1) } }
  }

  /// Limits text to `limit` lines; with `reservesSpace`, text of fewer lines still takes the
  /// height of `limit` lines, its lines at the top, as in SwiftUI.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environmentWriting {
      $0.lineLimit = max(limit, 1)
      $0.reservedLineCount = reservesSpace ? max(limit, 1) : nil
    }
  }

  /// Reserves space for a range of lines; the gallery uses the upper bound as the limit.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environmentWriting { $0.lineLimit = max(limit.upperBound, 1) }
  }

  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environmentWriting { $0.lineSpacing = lineSpacing }
  }

  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentWriting { $0.multilineTextAlignment = alignment }
  }

  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environmentWriting { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
  }

  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environmentWriting { $0.truncationMode = mode }
  }

  nonisolated public func allowsTightening(_ flag: Bool) -> some View {
    environmentWriting { $0.allowsTightening = flag }
  }

  nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
    environmentWriting { $0.textCase = textCase }
  }

  /// Sets the Dynamic Type size of the view: a range set further out does not limit it, one
  /// set further in does.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentWriting { $0.dynamicTypeSize = size }
  }

  /// Limits the Dynamic Type size of the view to `range` (e.g. `...DynamicTypeSize.xxLarge`);
  /// several ranges limit it to their intersection. A range that holds no size changes nothing.
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
    return environmentWriting { environment in
      if let lower = sizes.first, let upper = sizes.last { environment.limitDynamicTypeSize(to: lower...upper) }
    }
  }

  /// Adds space after each character of the texts inside, after shaping (ligatures kept).
  nonisolated public func kerning(_ kerning: CGFloat) -> some View {
    environmentWriting { $0.textDecorations.kerning = kerning }
  }

  /// Adds space after each character of the texts inside.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View {
    environmentWriting { $0.textDecorations.tracking = tracking }
  }

  /// Raises (or, negative, lowers) the texts inside from their baseline.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environmentWriting { $0.textDecorations.baselineOffset = baselineOffset }
  }

  /// Underlines the texts inside, in `color` or their own colour (drawn solid).
  nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> some View
  {
    environmentWriting { $0.textDecorations.underline = isActive ? (color ?? .primary) : nil }
  }

  /// Strikes the texts inside through, in `color` or their own colour (drawn solid).
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    environmentWriting { $0.textDecorations.strikethrough = isActive ? (color ?? .primary) : nil }
  }

  /// The scale of the texts inside; the gallery draws them at their fonts' size.
  nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }

  /// The width of the fonts inside; drawn at the standard width (the gallery's fonts have one).
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// The language texts inside are set in.
  nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

  /// Sets the colour of text and default-filled shapes.
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    environmentWriting { $0.foregroundStyles = color.map { [AnyShapeStyle($0)] } ?? [] }
  }

  /// Sets the primary foreground style; `.secondary` etc. derive from it.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let style = AnyShapeStyle(style)
    return environmentWriting { environment in
      let resolved = AnyShapeStyle(ResolvedStyle(paint: style.resolve(in: environment)))
      environment.foregroundStyles = [style.base is HierarchicalShapeStyle ? resolved : style]
    }
  }

  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    environmentWriting { $0.foregroundStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)] }
  }

  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  )
    -> some View
  {
    environmentWriting { $0.foregroundStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)] }
  }

  /// Sets the tint of links, progress views and gauges.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environmentWriting { $0.tint = tint.map(AnyShapeStyle.init) }
  }

  nonisolated public func tint(_ tint: Color?) -> some View {
    environmentWriting { $0.tint = tint.map(AnyShapeStyle.init) }
  }

  nonisolated public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }
}

/// Paint already resolved in an outer environment (so `.secondary` set as the foreground
/// does not refer to itself).
struct ResolvedStyle: ResolvableShapeStyle, Equatable {
  let paint: Paint
  func resolve(in environment: EnvironmentValues) -> Paint { paint }
}
