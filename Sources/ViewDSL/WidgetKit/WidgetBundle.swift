import Foundation

/// Several widgets shipped together.
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

/// Builds the widgets of a bundle, including `if #available` and `if` branches.
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

  /// A control (iOS 18) in a bundle; controls are not drawn, so it adds no widget.
  public static func buildExpression<C: ControlWidget>(_ control: C) -> EmptyWidget { EmptyWidget() }

  public static func buildBlock() -> EmptyWidget { EmptyWidget() }

  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

  public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> TupleWidget<(repeat each W)> {
    var configurations: [ErasedWidgetConfiguration] = []
    for w in repeat each widget {
      configurations.append(contentsOf: w.erasedConfigurations)
    }
    return TupleWidget(value: (repeat each widget), configurations: configurations)
  }

  public static func buildOptional<W: Widget>(_ widget: W?) -> OptionalWidget<W> { OptionalWidget(widget: widget) }

  public static func buildEither<First: Widget, Second: Widget>(first: First) -> EitherWidget<First, Second> {
    EitherWidget(configurations: first.erasedConfigurations)
  }

  public static func buildEither<First: Widget, Second: Widget>(second: Second) -> EitherWidget<First, Second> {
    EitherWidget(configurations: second.erasedConfigurations)
  }

  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> OptionalWidget<W> { OptionalWidget(widget: widget) }
}

/// Several widgets from a bundle builder block.
public struct TupleWidget<T>: Widget {
  public let value: T
  let configurations: [ErasedWidgetConfiguration]
  init(value: T, configurations: [ErasedWidgetConfiguration]) {
    self.value = value
    self.configurations = configurations
  }
  public init() { fatalError("TupleWidget is made by WidgetBundleBuilder") }
  public var body: Never { fatalError("TupleWidget has no body") }
}

/// No widget.
public struct EmptyWidget: Widget {
  public init() {}
  public var body: Never { fatalError("EmptyWidget has no body") }
}

/// A widget from an `if` without `else`.
public struct OptionalWidget<W: Widget>: Widget {
  let widget: W?
  init(widget: W?) { self.widget = widget }
  public init() { widget = nil }
  public var body: Never { fatalError("OptionalWidget has no body") }
}

/// One of two widgets from an `if`/`else`.
public struct EitherWidget<First: Widget, Second: Widget>: Widget {
  let configurations: [ErasedWidgetConfiguration]
  init(configurations: [ErasedWidgetConfiguration]) { self.configurations = configurations }
  public init() { configurations = [] }
  public var body: Never { fatalError("EitherWidget has no body") }
}

extension Never: WidgetConfiguration {}

extension Widget {
  /// The configurations this widget stands for: one for a widget, several for builder results.
  package var erasedConfigurations: [ErasedWidgetConfiguration] {
    switch self {
    case let tuple as any ErasedWidgetContainer: tuple.containedConfigurations
    default: [body.galleryConfiguration].filter { $0.undrawnReason == nil }
    }
  }
}

extension WidgetBundle {
  /// Every widget of the bundle, in the order the bundle lists them.
  package var erasedConfigurations: [ErasedWidgetConfiguration] { body.erasedConfigurations }
}

/// Builder results that hold other widgets' configurations.
protocol ErasedWidgetContainer {
  var containedConfigurations: [ErasedWidgetConfiguration] { get }
}

extension TupleWidget: ErasedWidgetContainer {
  var containedConfigurations: [ErasedWidgetConfiguration] { configurations }
}
extension EmptyWidget: ErasedWidgetContainer {
  var containedConfigurations: [ErasedWidgetConfiguration] { [] }
}
extension OptionalWidget: ErasedWidgetContainer {
  var containedConfigurations: [ErasedWidgetConfiguration] { widget?.erasedConfigurations ?? [] }
}
extension EitherWidget: ErasedWidgetContainer {
  var containedConfigurations: [ErasedWidgetConfiguration] { configurations }
}

/// Asks WidgetKit to reload timelines; the gallery builds from scratch each run, so these
/// do nothing.
public final class WidgetCenter: Sendable {
  public static let shared = WidgetCenter()
  private init() {}
  public func reloadAllTimelines() {}
  public func reloadTimelines(ofKind kind: String) {}
  public func invalidateConfigurationRecommendations() {}
}
