import ActivityKit
import Foundation
import MirrorCore
import SwiftUI

/// The presentation a Live Activity preview shows in Xcode. The gallery draws every
/// presentation for each of the preview's content states.
public enum ActivityPreviewViewKind: Hashable, Sendable {
  case content
  case dynamicIsland(DynamicIslandPreviewViewState)

  public enum DynamicIslandPreviewViewState: Hashable, Sendable {
    case compact
    case expanded
    case minimal
  }
}

/// Collects the content states of a `#Preview(_:as:using:widget:contentStates:)`.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
  public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
  public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
  public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
    accumulated + next
  }
  public static func buildArray(_ parts: [[A.ContentState]]) -> [A.ContentState] { parts.flatMap { $0 } }
}

/// A Live Activity preview declared with `#Preview(_:as:using:widget:contentStates:)`, what
/// the macro expands to.
public struct _ActivityPreview {
  package let name: String?
  package let viewKind: ActivityPreviewViewKind
  package let configurations: [ErasedWidgetConfiguration]
  package let attributes: Any
  package let states: [Any]

  @MainActor public init<W: Widget, Attributes: ActivityAttributes>(
    name: String?, viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @MainActor () -> [Attributes.ContentState]
  ) {
    self.name = name
    self.viewKind = viewKind
    self.configurations = widget().erasedConfigurations
    self.attributes = attributes
    self.states = contentStates()
  }
}

/// Declares a Live Activity preview: a presentation, the attributes and the content states
/// shown with them, one row each in the gallery.
@freestanding(declaration)
public macro Preview<Widget, Attributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> Widget,
  @PreviewActivityBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]
) = #externalMacro(module: "MirrorMacros", type: "ActivityPreviewMacro")
where Widget: SwiftUI.Widget, Attributes: ActivityAttributes
