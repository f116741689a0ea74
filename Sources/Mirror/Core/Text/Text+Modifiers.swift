import Foundation
import FoundationAdditions

extension Text {
  private func adding(_ modifier: Modifier) -> Text {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  public func font(_ font: Font?) -> Text { adding(.font(font)) }
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
  public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
  public func bold() -> Text { adding(.bold(true)) }
  public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
  public func italic() -> Text { adding(.italic(true)) }
  public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
  public func monospacedDigit() -> Text { adding(.monospacedDigit) }
  public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : self }
  public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color.map(AnyShapeStyle.init))) }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground(AnyShapeStyle(style))) }
  public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
  public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
  public func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.underline(isActive, color)) }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.strikethrough(isActive, color)) }
}

/// A `Text` flattened into styled runs, with every run's font settled.
package struct ResolvedText {
  package var runs: [Run]

  /// The whole string, as a reader or an accessibility label sees it.
  package var string: String { runs.map(\.string).joined() }

  /// One piece of text in one style.
  package struct Run {
    package var string: String
    package var font: ResolvedFont
    /// nil means the environment's foreground style.
    package var foreground: AnyShapeStyle?
    package var kerning: CGFloat = 0
    package var tracking: CGFloat = 0
    package var baselineOffset: CGFloat = 0
    package var underline: Color?
    package var strikethrough: Color?
    /// An inline image (`Text(Image(...))`), drawn at the size of the font.
    package var image: ResolvedImage?
  }
}

extension Text {
  /// Flattens this text into runs; `inherited` are the modifiers of enclosing texts,
  /// outermost first, so inner settings win.
  package func runs(in environment: EnvironmentValues, inherited: [Modifier]) -> [ResolvedText.Run] {
    let modifiers = inherited + self.modifiers
    func run(_ string: String, image: ResolvedImage? = nil) -> [ResolvedText.Run] {
      [Self.makeRun(string, modifiers: modifiers, image: image, environment: environment)]
    }
    // Xcode's Double-Length Pseudolanguage shows every translated string twice.
    if localization != nil, let table = environment.localizationTable, Pseudolanguage.isDoubleLength(table.locale) {
      var once = environment
      once.localizationTable = nil
      let runs = self.runs(in: once, inherited: inherited)
      return runs + run(" ") + runs
    }
    if let localization, let table = environment.localizationTable,
      let translation = table.value(for: localization.key.key, table: localization.table)
    {
      let segments = LocalizationTable.segments(of: translation, arguments: localization.key.arguments)
      return segments.flatMap { $0.runs(in: environment, inherited: modifiers) }
    }
    switch storage {
    case .verbatim(let string): return run(string)
    case .date(let date, let style): return run(DateText.format(date, style: style, in: environment))
    case .dateRange(let range): return run(DateText.range(range, in: environment))
    case .timer(let range, let countsDown, let showsHours):
      return run(DateText.timer(range, countsDown: countsDown, showsHours: showsHours, in: environment))
    case .image(let image): return run("\u{FFFC}", image: image.resolved(in: environment))
    case .concatenated(let parts): return parts.flatMap { $0.runs(in: environment, inherited: modifiers) }
    }
  }

  private static func makeRun(_ string: String, modifiers: [Modifier], image: ResolvedImage?, environment: EnvironmentValues)
    -> ResolvedText.Run
  {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var italic = false
    var bold = false
    var monospacedDigit = false
    var run = ResolvedText.Run(string: string, font: environment.resolve(nil), image: image)
    let decorations = environment.textDecorations
    run.kerning = decorations.kerning
    run.tracking = decorations.tracking
    run.baselineOffset = decorations.baselineOffset
    run.underline = decorations.underline
    run.strikethrough = decorations.strikethrough
    for modifier in modifiers {
      switch modifier {
      case .font(let f): font = f
      case .weight(let w): weight = w
      case .design(let d): design = d
      case .italic(let on): italic = on
      case .bold(let on): bold = on
      case .monospacedDigit: monospacedDigit = true
      case .foreground(let style): run.foreground = style
      case .kerning(let value): run.kerning = value
      case .tracking(let value): run.tracking = value
      case .baselineOffset(let value): run.baselineOffset = value
      case .underline(let on, let color): run.underline = on ? (color ?? .primary) : nil
      case .strikethrough(let on, let color): run.strikethrough = on ? (color ?? .primary) : nil
      }
    }
    var resolved = environment.resolve(font)
    if let weight { resolved.weight = weight.value }
    if bold { resolved.weight = max(resolved.weight ?? 400, Font.Weight.bold.value) }
    if let design { resolved.design = design }
    if italic { resolved.isItalic = true }
    if monospacedDigit { resolved.monospacedDigit = true }
    run.font = resolved
    switch environment.textCase {
    case .uppercase?: run.string = string.uppercased(with: environment.locale)
    case .lowercase?: run.string = string.lowercased(with: environment.locale)
    case nil: break
    }
    return run
  }
}
