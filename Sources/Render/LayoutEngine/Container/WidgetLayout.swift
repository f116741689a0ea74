import Foundation
import MirrorCore
import TextEngine

/// Lays out a resolved widget for one family and device.
package struct WidgetLayout {
  /// The positioned render tree of `content` (and its container `background`) in a widget of
  /// `family` on `device`.
  ///
  /// The content is proposed the widget size less the content margins (none when
  /// `contentMarginsDisabled`) and centred in it; the background is proposed the whole
  /// widget. The background is dropped where `environment.showsWidgetContainerBackground` is
  /// false. `widgetURL` wins over one found in the tree. Families the device lacks
  /// (systemExtraLarge on iPhone) fall back to its large size.
  package static func layout(
    content: ViewNode, background: ViewNode?, family: WidgetFamily, device: Device = .default,
    contentMarginsDisabled: Bool = false, widgetURL: URL? = nil, environment: EnvironmentValues = EnvironmentValues(),
    textEngine: TextEngine = .shared
  ) -> RenderedWidget {
    let size = (device.size(for: family) ?? device.large).sanitized
    let radius = WidgetContainer.cornerRadius(for: family, size: size, device: device)
    let margins = contentMarginsDisabled ? EdgeInsets() : WidgetContainer.contentMargins(for: family)
    var context = LayoutContext(
      textEngine: textEngine, containerBounds: CGRect(origin: .zero, size: size), containerCornerRadius: radius)
    return context.placeWidget(
      content: content, background: background, size: size, cornerRadius: radius, margins: margins, widgetURL: widgetURL,
      environment: environment)
  }

  /// The positioned render tree of `content` (and its container `background`) in a plain
  /// container of `size`, or of the content's ideal size when `size` is nil: no content
  /// margins, no rounded corners.
  ///
  /// The content is proposed the size (nil × nil when fitting) and centred in it; the
  /// background is proposed the whole container, as in a widget.
  package static func layout(
    content: ViewNode, background: ViewNode?, size: CGSize?, widgetURL: URL? = nil,
    environment: EnvironmentValues = EnvironmentValues(), textEngine: TextEngine = .shared
  ) -> RenderedWidget {
    var context = LayoutContext(textEngine: textEngine, containerBounds: .zero, containerCornerRadius: 0)
    let size = size?.sanitized ?? context.size(content, .unspecified).sanitized
    let overBudget = context.overBudget
    context = LayoutContext(textEngine: textEngine, containerBounds: CGRect(origin: .zero, size: size), containerCornerRadius: 0)
    context.overBudget = overBudget
    return context.placeWidget(
      content: content, background: background, size: size, cornerRadius: 0, margins: EdgeInsets(), widgetURL: widgetURL,
      environment: environment)
  }

  /// Lays out `node` alone in a proposal, placed at the origin: for tests and tools that
  /// want a view's frames without a widget around it.
  package static func layout(_ node: ViewNode, proposal: ProposedViewSize, textEngine: TextEngine = .shared) -> RenderNode {
    let bounds = CGRect(origin: .zero, size: proposal.replacingUnspecified(by: .zero))
    var context = LayoutContext(textEngine: textEngine, containerBounds: bounds, containerCornerRadius: 0)
    return context.place(node, at: .zero, proposal: proposal)
  }
}

extension LayoutContext {
  /// Places a widget's background over the whole container and its content inside `margins`.
  ///
  /// The background is dropped where `environment.showsWidgetContainerBackground` is false;
  /// `widgetURL` wins over one found in the tree.
  mutating func placeWidget(
    content: ViewNode, background: ViewNode?, size: CGSize, cornerRadius: CGFloat, margins: EdgeInsets, widgetURL: URL?,
    environment: EnvironmentValues
  ) -> RenderedWidget {
    let bounds = CGRect(origin: .zero, size: size)
    let contentRect = CGRect(
      x: margins.leading, y: margins.top,
      width: max(size.width - margins.leading - margins.trailing, 0),
      height: max(size.height - margins.top - margins.bottom, 0))

    // Nothing outside the widget's rounded shape can be seen.
    visibleRegion = bounds
    var placedBackground: RenderNode?
    if let background, environment.showsWidgetContainerBackground {
      placedBackground = placeCentered(background, in: bounds)
    }
    let placedContent = placeCentered(content, in: contentRect)

    var widget = RenderedWidget(
      size: size, cornerRadius: cornerRadius, background: placedBackground, content: placedContent,
      widgetURL: widgetURL ?? collectedWidgetURL, colorScheme: environment.colorScheme,
      renderingMode: environment.widgetRenderingMode,
      accessibilityTitle: accessibilityWords.filter { !$0.isEmpty }.joined(separator: " "))
    widget.overBudget = overBudget
    widget.analyseAccessibility(clippedTexts: clippedTexts)
    return widget
  }

  /// Proposes `rect`'s size to `node` and centres it in `rect`.
  mutating func placeCentered(_ node: ViewNode, in rect: CGRect) -> RenderNode {
    let proposal = ProposedViewSize(rect.size)
    let size = size(node, proposal)
    let origin = CGPoint(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2)
    return place(node, at: origin, proposal: proposal)
  }
}
