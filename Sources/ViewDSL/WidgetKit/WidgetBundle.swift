import Foundation

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
/// The builders that collect configurations read the widgets' main-actor `body`; they run
/// inside a bundle's `body`, on the main actor.
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

  /// A control (iOS 18) in a bundle; controls are not drawn, so it adds no widget, only the
  /// site's note that it is left out.
  public static func buildExpression<C: ControlWidget>(_ control: C) -> EmptyWidget {
    EmptyWidget(undrawn: [.control(String(describing: C.self))])
  }

  public static func buildBlock() -> EmptyWidget { EmptyWidget() }

  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }

  @MainActor
  public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> TupleWidget<(repeat each W)> {
    var configurations: [ErasedWidgetConfiguration] = []
    var undrawn: [UndrawnWidget] = []
    for w in repeat each widget {
      configurations.append(contentsOf: w.erasedConfigurations)
      undrawn.append(contentsOf: w.undrawnWidgets)
    }
    return TupleWidget(value: (repeat each widget), configurations: configurations, undrawn: undrawn)
  }

  public static func buildOptional<W: Widget>(_ widget: W?) -> OptionalWidget<W> { OptionalWidget(widget: widget) }

  @MainActor
  public static func buildEither<First: Widget, Second: Widget>(first: First) -> EitherWidget<First, Second> {
    EitherWidget(configurations: first.erasedConfigurations, undrawn: first.undrawnWidgets)
  }

  @MainActor
  public static func buildEither<First: Widget, Second: Widget>(second: Second) -> EitherWidget<First, Second> {
    EitherWidget(configurations: second.erasedConfigurations, undrawn: second.undrawnWidgets)
  }

  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> OptionalWidget<W> { OptionalWidget(widget: widget) }
}

/// Several widgets from a bundle builder block.
nonisolated public struct TupleWidget<T>: Widget {
  public let value: T
  let configurations: [ErasedWidgetConfiguration]
  let undrawn: [UndrawnWidget]
  init(value: T, configurations: [ErasedWidgetConfiguration], undrawn: [UndrawnWidget]) {
    self.value = value
    self.configurations = configurations
    self.undrawn = undrawn
  }
  public init() { fatalError("TupleWidget is made by WidgetBundleBuilder") }
  public var body: Never { fatalError("TupleWidget has no body") }
}

/// No widget; for a control, the note that the gallery leaves it out.
nonisolated public struct EmptyWidget: Widget {
  let undrawn: [UndrawnWidget]
  init(undrawn: [UndrawnWidget]) { self.undrawn = undrawn }
  public init() { undrawn = [] }
  public var body: Never { fatalError("EmptyWidget has no body") }
}

/// A widget from an `if` without `else`.
nonisolated public struct OptionalWidget<W: Widget>: Widget {
  let widget: W?
  init(widget: W?) { self.widget = widget }
  public init() { widget = nil }
  public var body: Never { fatalError("OptionalWidget has no body") }
}

/// One of two widgets from an `if`/`else`.
nonisolated public struct EitherWidget<First: Widget, Second: Widget>: Widget {
  let configurations: [ErasedWidgetConfiguration]
  let undrawn: [UndrawnWidget]
  init(configurations: [ErasedWidgetConfiguration], undrawn: [UndrawnWidget]) {
    self.configurations = configurations
    self.undrawn = undrawn
  }
  public init() {
    configurations = []
    undrawn = []
  }
  public var body: Never { fatalError("EitherWidget has no body") }
}

extension Never: WidgetConfiguration {}

extension Widget {
  /// The widget's configuration as the gallery uses it, with the widget's type.
  package var ownConfiguration: ErasedWidgetConfiguration {
    var configuration = body.galleryConfiguration
    configuration.widgetType = Self.self
    return configuration
  }

  /// The configurations this widget stands for: one for a widget, several for builder results.
  package var erasedConfigurations: [ErasedWidgetConfiguration] {
    switch self {
    case let tuple as any ErasedWidgetContainer: tuple.containedConfigurations
    default: [ownConfiguration].filter { $0.undrawn == nil }
    }
  }

  /// What this widget stands for that the gallery does not draw (Live Activities, controls).
  package var undrawnWidgets: [UndrawnWidget] {
    switch self {
    case let tuple as any ErasedWidgetContainer: tuple.containedUndrawn
    default: [body.galleryConfiguration].compactMap(\.undrawn)
    }
  }
}

extension WidgetBundle {
  /// Every widget of the bundle, in the order the bundle lists them.
  package var erasedConfigurations: [ErasedWidgetConfiguration] { body.erasedConfigurations }
  /// The Live Activities and controls of the bundle, which the gallery does not draw.
  package var undrawnWidgets: [UndrawnWidget] { body.undrawnWidgets }
}

/// Builder results that hold other widgets' configurations.
@MainActor protocol ErasedWidgetContainer {
  var containedConfigurations: [ErasedWidgetConfiguration] { get }
  var containedUndrawn: [UndrawnWidget] { get }
}

extension TupleWidget: ErasedWidgetContainer {
  @MainActor var containedConfigurations: [ErasedWidgetConfiguration] { configurations }
  @MainActor var containedUndrawn: [UndrawnWidget] { undrawn }
}
extension EmptyWidget: ErasedWidgetContainer {
  @MainActor var containedConfigurations: [ErasedWidgetConfiguration] { [] }
  @MainActor var containedUndrawn: [UndrawnWidget] { undrawn }
}
extension OptionalWidget: ErasedWidgetContainer {
  @MainActor var containedConfigurations: [ErasedWidgetConfiguration] { widget?.erasedConfigurations ?? [] }
  @MainActor var containedUndrawn: [UndrawnWidget] { widget?.undrawnWidgets ?? [] }
}
extension EitherWidget: ErasedWidgetContainer {
  @MainActor var containedConfigurations: [ErasedWidgetConfiguration] { configurations }
  @MainActor var containedUndrawn: [UndrawnWidget] { undrawn }
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
