import Foundation

/// Xcode previews of views; the gallery renders widgets itself, so previews only need to
/// compile (their views can be resolved like any other).
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

/// The family a widget preview shows.
public struct WidgetPreviewContext: Sendable {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }
}

/// A widget preview declared with `#Preview(as:widget:timeline:)` (what the macro expands to).
public struct _WidgetPreview {
  package let name: String?
  package let family: WidgetFamily
  package let configurations: [ErasedWidgetConfiguration]
  package let entries: [any TimelineEntry]

  public init<W: Widget>(name: String?, family: WidgetFamily, widget: () -> W, @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]) {
    self.name = name
    self.family = family
    self.configurations = widget().erasedConfigurations
    self.entries = timeline()
  }
}

/// Collects the entries of a `#Preview` timeline block.
@resultBuilder
public enum PreviewTimelineBuilder {
  public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
  public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
  public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
  public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
  public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
}

/// Declares a widget preview: a family, a widget and a timeline of entries.
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: () -> W,
  @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]
) = #externalMacro(module: "ViewDSLMacros", type: "WidgetPreviewMacro")

/// Declares a view preview.
@freestanding(declaration)
public macro Preview<V: View>(_ name: String? = nil, @ViewBuilder body: () -> V) = #externalMacro(module: "ViewDSLMacros", type: "ViewPreviewMacro")

/// A view preview declared with `#Preview { … }` (what the macro expands to).
public struct _ViewPreview {
  package let name: String?
  package let view: AnyView

  public init<V: View>(name: String?, @ViewBuilder body: () -> V) {
    self.name = name
    self.view = AnyView(body())
  }
}
