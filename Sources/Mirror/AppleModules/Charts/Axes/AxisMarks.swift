import Foundation
import MirrorCore
import SwiftUI

/// Axis content: one or more `AxisMarks`.
public protocol AxisContent {}

/// Axis content the chart reads itself.
protocol PrimitiveAxisContent: AxisContent {
  @MainActor func axisMarks(in context: ResolveContext, axis: ChartAxisKind) -> [ChartAxisMarks]
}

/// Which axis marks are made for.
enum ChartAxisKind { case x, y }

/// Marks along an axis: at which values, on which side, and what each draws (by default a
/// grid line, a tick and a label).
public struct AxisMarks: AxisContent, PrimitiveAxisContent {
  let values: AxisMarkValues
  let position: AxisMarkPosition
  let content: ((AxisValue) -> any AxisMark)?

  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
    self.values = values
    self.position = position
    self.content = nil
  }

  public init<Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    self.values = values
    self.position = position
    self.content = { content($0) }
  }

  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value]) {
    self.init(preset: preset, position: position, values: .explicit(values))
  }

  public init<Value: Plottable, Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    self.init(preset: preset, position: position, values: .explicit(values), content: content)
  }

  @MainActor func axisMarks(in context: ResolveContext, axis: ChartAxisKind) -> [ChartAxisMarks] {
    let content = content
    let timeZone = context.environment.timeZone
    return [
      ChartAxisMarks(values: values.values, position: position.position) { tick in
        let value = AxisValue(tick: tick, timeZone: timeZone)
        let drafts =
          content.map { $0(value).axisElements(for: value, in: context) }
          ?? AxisMarks.defaultElements(for: tick, axis: axis)
        return drafts.map { $0.resolved(in: context, value: value, axis: axis) }
      }
    ]
  }

  /// Swift Charts' default marks: a grid line, a tick and a label for numbers and dates; a
  /// label alone under each category.
  static func defaultElements(for tick: ChartAxisTick, axis: ChartAxisKind) -> [AxisElementDraft] {
    let label = AxisElementDraft(kind: .valueLabel(centered: nil, anchor: nil, content: .text(tick.label)))
    if case .category = tick.value { return [label] }
    return [
      AxisElementDraft(kind: .gridLine(centered: nil, stroke: nil)),
      AxisElementDraft(kind: .tick(centered: nil, length: nil, stroke: nil)),
      label,
    ]
  }
}

extension AxisElementDraft {
  /// Default styles, as measured on iOS 17 renders: 0.5-pt lines in the tertiary label
  /// colour, dashed 2-on-2-off across the x axis and solid across the y axis; labels in
  /// `caption2` and the secondary label colour.
  @MainActor func resolved(in context: ResolveContext, value: AxisValue, axis: ChartAxisKind) -> ChartAxisElement {
    let lineStyle = style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary)
    let defaultStroke = StrokeStyle(lineWidth: 0.5, dash: axis == .x ? [2, 2] : [])
    switch kind {
    case .gridLine(let centered, let stroke):
      return .gridLine(centered: centered, stroke: stroke ?? defaultStroke, style: lineStyle)
    case .tick(let centered, let length, let stroke):
      return .tick(centered: centered, length: length, stroke: stroke ?? StrokeStyle(lineWidth: 0.5), style: lineStyle)
    case .valueLabel(let centered, let anchor, let content):
      // The secondary label colour as a colour, not a hierarchical style: the label's own
      // foreground is what hierarchical styles resolve against.
      let labelStyle = style ?? AnyShapeStyle(Color.secondary)
      let labelFont = font ?? .caption2
      let node: ViewNode =
        switch content {
        case .text(let string):
          context.resolveSingle(Text(verbatim: string).font(labelFont).foregroundStyle(labelStyle))
        case .view(let view):
          context.updating { environment in
            environment.font = labelFont
            environment.foregroundStyles = [labelStyle]
          }.resolveSingle(view)
        }
      let shifted = offset == .zero ? node : node.wrapped(in: .offset(offset), viewType: "offset")
      return .valueLabel(centered: centered, anchor: anchor, label: shifted)
    }
  }
}

/// Builds axis content from several `AxisMarks` and conditions.
@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
  public static func buildBlock() -> some AxisContent { TupleAxisContent(children: []) }
  public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> some AxisContent {
    var children: [any AxisContent] = []
    for child in repeat each content { children.append(child) }
    return TupleAxisContent(children: children)
  }
  public static func buildOptional<Content: AxisContent>(_ content: Content?) -> some AxisContent {
    TupleAxisContent(children: content.map { [$0] } ?? [])
  }
  public static func buildEither<First: AxisContent, Second: AxisContent>(first: First) -> _EitherAxisContent<First, Second> {
    _EitherAxisContent(first: first, second: nil)
  }
  public static func buildEither<First: AxisContent, Second: AxisContent>(second: Second) -> _EitherAxisContent<First, Second> {
    _EitherAxisContent(first: nil, second: second)
  }
  public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> some AxisContent {
    TupleAxisContent(children: [content])
  }
}

/// Several axis contents.
struct TupleAxisContent: PrimitiveAxisContent {
  let children: [any AxisContent]
  @MainActor func axisMarks(in context: ResolveContext, axis: ChartAxisKind) -> [ChartAxisMarks] {
    children.flatMap { ($0 as? any PrimitiveAxisContent)?.axisMarks(in: context, axis: axis) ?? [] }
  }
}

/// One of two axis contents, chosen by an `if` or `switch`.
public struct _EitherAxisContent<First: AxisContent, Second: AxisContent>: AxisContent, PrimitiveAxisContent {
  let first: First?
  let second: Second?
  @MainActor func axisMarks(in context: ResolveContext, axis: ChartAxisKind) -> [ChartAxisMarks] {
    let chosen: (any AxisContent)? = first ?? second
    return (chosen as? any PrimitiveAxisContent)?.axisMarks(in: context, axis: axis) ?? []
  }
}
