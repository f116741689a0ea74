import Foundation
import MirrorCore

extension View {
  /// The widget's removable background, drawn behind the content and the margins.
  nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
  {
    let fill = Rectangle().fill(style)
    return containerBackground(for: container) { fill }
  }

  /// The widget's removable background, as a view.
  nonisolated public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let background = content()
    return ModifiedView(content: self) { context, resolveContent in
      if container.name == "widget", context.widget.containerBackground == nil {
        context.widget.containerBackground = context.resolveLayered(background, alignment: alignment)
      }
      return resolveContent(context)
    }
  }

  /// The context a `PreviewProvider`'s preview is shown in; a `WidgetPreviewContext` sets the
  /// family it is shown in, in the gallery's Previews page.
  nonisolated public func previewContext<C: PreviewContext>(_ context: C) -> some View {
    let family = (context as? any WidgetFamilyPreviewContext)?.family
    return traitWriting { $0.previewFamily = family }
  }

  /// The name of a `PreviewProvider`'s preview in the gallery's Previews page.
  nonisolated public func previewDisplayName(_ name: String?) -> some View {
    traitWriting { $0.previewDisplayName = name }
  }

  /// How a `PreviewProvider`'s preview is laid out in the gallery: as a widget, at its ideal
  /// size or at a fixed size.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
    traitWriting { $0.previewLayout = value }
  }

  /// Marks content that becomes stale when the widget's data changes; nothing to draw.
  nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    self
  }
}

/// Where a container background belongs.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  package let name: String

  package init(name: String) { self.name = name }

  /// The widget's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}
