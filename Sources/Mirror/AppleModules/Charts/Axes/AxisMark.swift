import Foundation
import MirrorCore
import SwiftUI

/// What an axis draws at each marked value: grid lines, ticks and labels.
public protocol AxisMark {}

/// Axis marks the chart evaluates itself (the three elements, groups and modified marks).
protocol PrimitiveAxisMark: AxisMark {
  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft]
}

/// An axis element before its label is resolved into a view.
struct AxisElementDraft {
  enum Kind {
    case gridLine(centered: Bool?, stroke: StrokeStyle?)
    case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?)
    case valueLabel(centered: Bool?, anchor: UnitPoint?, content: Content)
  }

  enum Content {
    case text(String)
    case view(AnyView)
  }

  var kind: Kind
  var style: AnyShapeStyle?
  var font: Font?
  var offset: CGSize = .zero
}

extension AxisMark {
  func axisElements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    (self as? any PrimitiveAxisMark)?.elements(for: value, in: context) ?? []
  }

  /// The colour of a grid line, tick or label.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
    ModifiedAxisMark(content: self) { $0.style = AnyShapeStyle(style) }
  }

  /// The font of a label.
  public func font(_ font: Font?) -> some AxisMark {
    ModifiedAxisMark(content: self) { $0.font = font }
  }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
    ModifiedAxisMark(content: self) { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
  }
}

/// Axis marks with a change applied to each element.
struct ModifiedAxisMark<Content: AxisMark>: PrimitiveAxisMark {
  let content: Content
  let modify: (inout AxisElementDraft) -> Void

  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    content.axisElements(for: value, in: context).map { element in
      var element = element
      modify(&element)
      return element
    }
  }
}

/// A line across the plot at the marked value.
public struct AxisGridLine: PrimitiveAxisMark {
  let centered: Bool?
  let stroke: StrokeStyle?

  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    self.centered = centered
    self.stroke = stroke
  }

  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    [AxisElementDraft(kind: .gridLine(centered: centered, stroke: stroke))]
  }
}

/// A short line outside the plot at the marked value.
public struct AxisTick: PrimitiveAxisMark {
  let centered: Bool?
  let length: CGFloat?
  let stroke: StrokeStyle?

  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
    self.centered = centered
    self.length = length
    self.stroke = stroke
  }

  /// `AxisTick(length: .label)` and the like: the gallery draws every tick at one length.
  public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {
    self.init(centered: centered, length: length.value, stroke: stroke)
  }

  /// How long a tick is.
  public struct Length: Sendable {
    let value: CGFloat?
    public static let automatic = Length(value: nil)
    public static let label = Length(value: nil)
    public static func longestLabel() -> Length { Length(value: nil) }
  }

  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    [AxisElementDraft(kind: .tick(centered: centered, length: length, stroke: stroke))]
  }
}

/// The label of a marked value: formatted by default, with a format style, or any view.
public struct AxisValueLabel: PrimitiveAxisMark {
  let centered: Bool?
  let anchor: UnitPoint?
  let content: (AxisValue) -> AxisElementDraft.Content

  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.centered = centered
    self.anchor = anchor
    self.content = { .text($0.label) }
  }

  public init<Format: FormatStyle>(
    format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
    self.centered = centered
    self.anchor = anchor
    self.content = { value in
      guard let input = value.as(Format.FormatInput.self) else { return .text(value.label) }
      return .text(AxisValueLabel.formatted(input, with: format, timeZone: value.timeZone))
    }
  }

  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.centered = centered
    self.anchor = anchor
    self.content = { _ in .view(AnyView(content())) }
  }

  public init(
    _ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.centered = centered
    self.anchor = anchor
    self.content = { _ in .view(AnyView(Text(label))) }
  }

  /// A label of a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.centered = centered
    self.anchor = anchor
    let label = String(label)
    self.content = { _ in .view(AnyView(Text(verbatim: label))) }
  }

  /// The value in the format's own locale: the device's unless the format names another.
  /// Swift Charts does not apply the environment's locale to a label's format style: under
  /// `.environment(\.locale, Locale(identifier: "en_US"))` on a device in the Netherlands
  /// region, iOS labels `.dateTime.hour(.twoDigits(amPM: .omitted))` marks "00", "06", "12",
  /// "18" while `Text(date, style: .time)` beside the chart reads "1:00 PM".
  /// Dates are shown in the chart's time zone (the gallery's, UTC unless set), so that the
  /// labels are the same on every machine.
  static func formatted<Format: FormatStyle>(_ input: Format.FormatInput, with format: Format, timeZone: TimeZone) -> String
  where Format.FormatOutput == String {
    if var dateFormat = format as? Date.FormatStyle, let date = input as? Date {
      dateFormat.timeZone = timeZone
      return dateFormat.format(date)
    }
    return format.format(input)
  }

  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    [AxisElementDraft(kind: .valueLabel(centered: centered, anchor: anchor, content: content(value)))]
  }
}

/// How overlapping labels are resolved; the gallery drops labels that overflow the plot.
public struct AxisValueLabelCollisionResolution: Sendable {
  public static let automatic = AxisValueLabelCollisionResolution()
  public static let truncate = AxisValueLabelCollisionResolution()
  public static let disabled = AxisValueLabelCollisionResolution()
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// How labels are turned; the gallery draws them horizontal.
public struct AxisValueLabelOrientation: Sendable {
  public static let automatic = AxisValueLabelOrientation()
  public static let horizontal = AxisValueLabelOrientation()
  public static let vertical = AxisValueLabelOrientation()
  public static let verticalReversed = AxisValueLabelOrientation()
}

/// Several axis marks drawn at each value.
struct TupleAxisMark: PrimitiveAxisMark {
  let children: [any AxisMark]
  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    children.flatMap { $0.axisElements(for: value, in: context) }
  }
}

/// Builds the marks drawn at each value of `AxisMarks`.
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { content }
  public static func buildBlock() -> some AxisMark { TupleAxisMark(children: []) }
  public static func buildBlock<Content: AxisMark>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> some AxisMark {
    var children: [any AxisMark] = []
    for child in repeat each content { children.append(child) }
    return TupleAxisMark(children: children)
  }
  public static func buildOptional<Content: AxisMark>(_ content: Content?) -> some AxisMark {
    TupleAxisMark(children: content.map { [$0] } ?? [])
  }
  public static func buildEither<First: AxisMark, Second: AxisMark>(first: First) -> _EitherAxisMark<First, Second> {
    _EitherAxisMark(first: first, second: nil)
  }
  public static func buildEither<First: AxisMark, Second: AxisMark>(second: Second) -> _EitherAxisMark<First, Second> {
    _EitherAxisMark(first: nil, second: second)
  }
  public static func buildLimitedAvailability<Content: AxisMark>(_ content: Content) -> some AxisMark {
    TupleAxisMark(children: [content])
  }
}

/// One of two axis marks, chosen by an `if` or `switch`.
public struct _EitherAxisMark<First: AxisMark, Second: AxisMark>: AxisMark, PrimitiveAxisMark {
  let first: First?
  let second: Second?
  func elements(for value: AxisValue, in context: ResolveContext) -> [AxisElementDraft] {
    first?.axisElements(for: value, in: context) ?? second?.axisElements(for: value, in: context) ?? []
  }
}
