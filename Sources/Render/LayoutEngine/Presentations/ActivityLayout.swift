import Foundation
import MirrorCore
import TextEngine

/// A Live Activity's resolved views, ready to lay out in one presentation.
package struct ActivityViews {
  /// The Lock Screen view (also the `.small` family's).
  package var content: ViewNode?
  /// `activityBackgroundTint`, as a fill over the whole Lock Screen view; nil: the system's.
  package var background: ViewNode?
  package var compactLeading: ViewNode?
  package var compactTrailing: ViewNode?
  package var minimal: ViewNode?
  package var regions: [Region] = []
  /// `keylineTint`: the island's outline.
  package var keyline: Paint?
  package var widgetURL: URL?
  /// `contentMargins(_:_:for:)` overrides by mode (`compactLeading`, `compactTrailing`,
  /// `minimal`, `expanded`), each edge nil where the default stays.
  package var margins: [String: MarginOverrides] = [:]

  package init() {}

  /// One expanded region.
  package struct Region {
    /// `leading`, `trailing`, `center` or `bottom`.
    package var position: String
    package var priority: Double
    package var node: ViewNode
    /// `dynamicIsland(verticalPlacement: .belowIfTooWide)`.
    package var belowIfTooWide: Bool
    package var margins: MarginOverrides

    package init(position: String, priority: Double, node: ViewNode, belowIfTooWide: Bool, margins: MarginOverrides = .init()) {
      self.position = position
      self.priority = priority
      self.node = node
      self.belowIfTooWide = belowIfTooWide
      self.margins = margins
    }
  }

  /// Margins that replace the defaults on some edges.
  package struct MarginOverrides: Hashable, Sendable {
    package var top, leading, bottom, trailing: CGFloat?
    package init(top: CGFloat? = nil, leading: CGFloat? = nil, bottom: CGFloat? = nil, trailing: CGFloat? = nil) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// `defaults` with these overrides.
    package func applied(to defaults: EdgeInsets) -> EdgeInsets {
      EdgeInsets(
        top: top ?? defaults.top, leading: leading ?? defaults.leading, bottom: bottom ?? defaults.bottom,
        trailing: trailing ?? defaults.trailing)
    }
  }
}

/// Lays out a Live Activity in one of its presentations on a device.
package enum ActivityLayout {
  /// Why a presentation cannot be drawn on a device.
  package enum Unavailable: Error, CustomStringConvertible {
    case noDynamicIsland(device: String)
    package var description: String {
      switch self {
      case .noDynamicIsland(let device): "\(device) has no Dynamic Island"
      }
    }
  }

  /// The render tree of `views` in `presentation` on `device`.
  ///
  /// - Throws: `Unavailable` for a Dynamic Island presentation on a device without one.
  package static func layout(
    _ views: ActivityViews, presentation: ActivityPresentationKind, device: Device = .default,
    environment: EnvironmentValues = EnvironmentValues(), textEngine: TextEngine = .shared
  ) throws -> RenderedWidget {
    let geometry = ActivityGeometry(device: device)
    switch presentation {
    case .liveActivity(let kind):
      let small = kind == .small
      let width = small ? ActivityGeometry.smallSize.width : geometry.lockScreenWidth
      let margin = small ? ActivityGeometry.smallMargin : ActivityGeometry.lockScreenMargin
      let radius = small ? ActivityGeometry.smallCornerRadius : ActivityGeometry.lockScreenCornerRadius
      let content =
        views.content ?? ViewNode(.zStack(alignment: .center, children: []), viewType: "EmptyView", environment: environment)
      var context = LayoutContext(textEngine: textEngine, containerBounds: .zero, containerCornerRadius: radius)
      let height: CGFloat
      if small {
        height = ActivityGeometry.smallSize.height
      } else {
        let fitted = context.size(content, ProposedViewSize(width: width - 2 * margin, height: nil)).height + 2 * margin
        height = min(max(fitted, ActivityGeometry.heights.lowerBound), ActivityGeometry.heights.upperBound)
      }
      let size = CGSize(width: width, height: height)
      let overBudget = context.overBudget
      context = LayoutContext(
        textEngine: textEngine, containerBounds: CGRect(origin: .zero, size: size), containerCornerRadius: radius)
      context.overBudget = overBudget
      return context.placeWidget(
        content: content, background: views.background, size: size, cornerRadius: radius,
        margins: EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin), widgetURL: views.widgetURL,
        environment: environment)
    case .dynamicIsland(let kind):
      guard let island = geometry.island else { throw Unavailable.noDynamicIsland(device: device.name) }
      var layout = IslandLayout(island: island, views: views, environment: environment, textEngine: textEngine)
      return layout.layout(kind)
    }
  }
}
