import Foundation

extension View {
  /// The URL the app opens when the widget is tapped outside any `Link`.
  nonisolated public func widgetURL(_ url: URL?) -> some View {
    ModifiedView(content: self) { context, resolveContent in
      if !context.widget.hasWidgetURL {
        context.widget.hasWidgetURL = true
        context.widget.widgetURL = url
      }
      return resolveContent(context).map {
        $0.wrapped(in: .widgetURL(url), viewType: "widgetURL", environment: context.environment)
      }
    }
  }

  /// Puts this view in the accent group, painted in the accent tint in the accented mode.
  nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View {
    environmentWriting { $0.isWidgetAccentable = accentable }
  }

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
      if container == .widget, context.widget.containerBackground == nil {
        context.widget.containerBackground = context.resolveLayered(background, alignment: alignment)
      }
      return resolveContent(context)
    }
  }

  /// The label an accessory widget shows beside a gauge on the Lock Screen; kept as metadata.
  @_disfavoredOverload
  nonisolated public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
    let string = String(label)
    return traitWriting { if $0.accessibilityLabel == nil { $0.accessibilityLabel = string } }
  }

  /// The label a watch complication draws beside a gauge or in the corner; iPhone's Lock
  /// Screen has no place for it, so it is not drawn.
  nonisolated public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    self
  }

  nonisolated public func widgetLabel(_ label: LocalizedStringKey) -> some View {
    widgetLabel(Text(label).plainString)
  }

  /// The family a `PreviewProvider`'s preview is shown in, in the gallery's Previews page.
  nonisolated public func previewContext(_ context: WidgetPreviewContext) -> some View {
    traitWriting { $0.previewFamily = context.family }
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
  let name: String
  /// The widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}
