import Foundation
import MirrorCore

/// Several widgets shipped together.
///
/// As in the iOS 18 SDK, bundles are isolated to the main actor.
@MainActor @preconcurrency public protocol WidgetBundle {
  associatedtype Body: Widget
  @MainActor @preconcurrency init()
  @WidgetBundleBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Builds the widgets of a bundle, including `if #available` and `if` branches.
///
/// WidgetKit adds the form that takes a control (iOS 18).
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

  public static func buildBlock() -> some Widget { EmptyWidget() }

  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

  public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> some Widget {
    var widgets: [any Widget] = []
    for w in repeat each widget { widgets.append(w) }
    return TupleWidget(value: (repeat each widget), widgets: widgets)
  }

  public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget { OptionalWidget(widget: widget) }

  public static func buildEither<First: Widget, Second: Widget>(first: First) -> _EitherWidget<First, Second> {
    _EitherWidget(widget: first)
  }

  public static func buildEither<First: Widget, Second: Widget>(second: Second) -> _EitherWidget<First, Second> {
    _EitherWidget(widget: second)
  }

  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget { OptionalWidget(widget: widget) }
}

/// Several widgets from a bundle builder block.
nonisolated struct TupleWidget<T>: Widget {
  let value: T
  let widgets: [any Widget]

  init(value: T, widgets: [any Widget]) {
    self.value = value
    self.widgets = widgets
  }

  init() { fatalError("TupleWidget is made by WidgetBundleBuilder") }
  var body: Never { fatalError("TupleWidget has no body") }
}

/// No widget.
nonisolated struct EmptyWidget: Widget {
  init() {}
  var body: Never { fatalError("EmptyWidget has no body") }
}

/// A widget from an `if` without `else`.
nonisolated struct OptionalWidget<W: Widget>: Widget {
  let widget: W?
  init(widget: W?) { self.widget = widget }
  init() { widget = nil }
  var body: Never { fatalError("OptionalWidget has no body") }
}

/// One of two widgets from an `if`/`else` (the SDK's builder has no such form; real bundles use it).
nonisolated public struct _EitherWidget<First: Widget, Second: Widget>: Widget {
  let widget: (any Widget)?
  init(widget: any Widget) { self.widget = widget }
  public init() { widget = nil }
  public var body: Never { fatalError("_EitherWidget has no body") }
}

extension Never: WidgetConfiguration {}

/// A builder result that stands for the widgets it holds, in order; WidgetKit reads them
/// when it lists a bundle's widgets.
package protocol WidgetContainer {
  var containedWidgets: [any Widget] { get }
}

extension TupleWidget: WidgetContainer {
  package var containedWidgets: [any Widget] { widgets }
}

extension EmptyWidget: WidgetContainer {
  package var containedWidgets: [any Widget] { [] }
}

extension OptionalWidget: WidgetContainer {
  package var containedWidgets: [any Widget] { widget.map { [$0] } ?? [] }
}

extension _EitherWidget: WidgetContainer {
  package var containedWidgets: [any Widget] { widget.map { [$0] } ?? [] }
}
