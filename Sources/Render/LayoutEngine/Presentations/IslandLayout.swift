import Foundation
import MirrorCore
import TextEngine

/// The Dynamic Island's presentations laid out: a black island whose regions are placed
/// around the TrueDepth camera.
///
/// Each region's content is proposed its region's size less the content margins and centred
/// in it, as a widget's content is. Expanded: the leading and trailing regions sit beside
/// the camera (a region with a higher priority than the center's may be as wide as half the
/// island and wraps below the camera; one marked `belowIfTooWide` whose ideal width does not
/// fit beside the camera goes below it, across the island); the center region sits below the
/// camera between them; the bottom region below all three. The island is as high as its
/// content, 84 to 160 points; what does not fit is cut.
struct IslandLayout {
  let island: IslandGeometry
  let views: ActivityViews
  let environment: EnvironmentValues
  let textEngine: TextEngine

  private static let black = Paint.color(RGBA(0, 0, 0))
  /// The gap between a region beside the camera and the camera: an estimate.
  static let cameraGap: CGFloat = 4

  mutating func layout(_ presentation: DynamicIslandPresentation) -> RenderedWidget {
    let height = IslandGeometry.height
    switch presentation {
    case .compact:
      let size = CGSize(width: island.compactWidth, height: height)
      var context = makeContext(size, radius: height / 2)
      let region = island.compactRegionWidth
      var children = [islandShape(CGRect(origin: .zero, size: size), radius: height / 2)]
      children.append(
        context.placeRegion(
          views.compactLeading, named: "compactLeading", in: CGRect(x: 0, y: 0, width: region, height: height),
          margins: margins("compactLeading", IslandGeometry.compactMargins)))
      let trailingDefaults = EdgeInsets(
        top: IslandGeometry.compactMargins.top, leading: IslandGeometry.compactMargins.trailing,
        bottom: IslandGeometry.compactMargins.bottom, trailing: IslandGeometry.compactMargins.leading)
      children.append(
        context.placeRegion(
          views.compactTrailing, named: "compactTrailing",
          in: CGRect(x: size.width - region, y: 0, width: region, height: height),
          margins: margins("compactTrailing", trailingDefaults)))
      return finish(&context, size: size, radius: height / 2, children: children)
    case .minimal, .minimalTrailing:
      let insets = margins("minimal", IslandGeometry.minimalMargins)
      var measuring = makeContext(.zero, radius: 0)
      let ideal = views.minimal.map {
        measuring.size($0, ProposedViewSize(width: nil, height: height - insets.top - insets.bottom))
      }
      let width = min(
        max((ideal?.width ?? 0) + insets.leading + insets.trailing, IslandGeometry.minimalWidths.lowerBound),
        IslandGeometry.minimalWidths.upperBound)
      let size =
        presentation == .minimal ? CGSize(width: width, height: height) : CGSize(width: island.compactWidth, height: height)
      let bubble = CGRect(x: size.width - width, y: 0, width: width, height: height)
      var context = makeContext(size, radius: height / 2)
      var children: [RenderNode] = []
      if presentation == .minimalTrailing {
        // The island itself, holding the other activity, then the detached bubble.
        let body = CGRect(x: 0, y: 0, width: bubble.minX - IslandGeometry.detachedGap, height: height)
        children.append(islandShape(body, radius: height / 2, name: "DynamicIsland"))
      }
      children.append(islandShape(bubble, radius: height / 2, name: "MinimalBubble"))
      children.append(context.placeRegion(views.minimal, named: "minimal", in: bubble, margins: insets))
      var rendered = finish(&context, size: size, radius: height / 2, children: children, outlined: bubble)
      if presentation == .minimalTrailing { rendered.cornerRadius = 0 }
      return rendered
    case .expanded:
      return expanded()
    }
  }

  private mutating func expanded() -> RenderedWidget {
    let width = island.expandedWidth
    let insets = margins("expanded", IslandGeometry.expandedMargins)
    let cameraHeight = IslandGeometry.height
    let cameraLeft = (width - IslandGeometry.sensorWidth) / 2
    let cameraRight = cameraLeft + IslandGeometry.sensorWidth
    let maxHeight = ActivityGeometry.heights.upperBound
    var context = makeContext(
      CGSize(width: width, height: maxHeight), radius: IslandGeometry.expandedCornerRadius)
    let center = views.regions.first { $0.position == "center" }
    // Frames of every region first, then the island's height, then placement.
    var frames: [(ActivityViews.Region, CGRect, EdgeInsets)] = []
    var below = cameraHeight
    for position in ["leading", "trailing"] {
      guard let region = views.regions.first(where: { $0.position == position }) else { continue }
      let isLeading = position == "leading"
      // Beside the camera, a region keeps only a small gap from it (an estimate).
      var regionInsets = region.margins.applied(
        to: EdgeInsets(
          top: insets.top, leading: isLeading ? insets.leading : Self.cameraGap, bottom: 0,
          trailing: isLeading ? Self.cameraGap : insets.trailing))
      let besideWidth = isLeading ? cameraLeft : width - cameraRight
      let outer = isLeading ? regionInsets.leading : regionInsets.trailing
      let ideal = context.size(region.node, ProposedViewSize(width: nil, height: nil))
      var regionWidth = besideWidth
      var top: CGFloat = 0
      if region.belowIfTooWide && ideal.width > besideWidth - outer - Self.cameraGap {
        regionWidth = width
        top = cameraHeight
      } else if region.priority > (center?.priority ?? 0) {
        regionWidth = width / 2
      }
      let x = isLeading || regionWidth == width ? 0 : width - regionWidth
      if regionWidth == width {
        regionInsets.leading = insets.leading
        regionInsets.trailing = insets.trailing
      }
      let innerWidth = regionWidth - regionInsets.leading - regionInsets.trailing
      let fitted = context.size(region.node, ProposedViewSize(width: max(innerWidth, 0), height: nil))
      let frame = CGRect(
        x: x, y: top, width: regionWidth, height: fitted.height + regionInsets.top + (top == 0 ? 0 : regionInsets.bottom))
      frames.append((region, frame, regionInsets))
      below = max(below, frame.maxY)
    }
    if let center {
      let regionInsets = center.margins.applied(to: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
      // Between the leading and trailing regions where they reach below the camera.
      let left = frames.filter { $0.0.position == "leading" && $0.1.maxY > cameraHeight }.map(\.1.maxX).max() ?? insets.leading
      let right =
        frames.filter { $0.0.position == "trailing" && $0.1.maxY > cameraHeight }.map(\.1.minX).min() ?? width - insets.trailing
      let regionWidth = max(min(right, cameraRight) - max(left, cameraLeft), IslandGeometry.sensorWidth)
      let x = (left + right) / 2 - regionWidth / 2
      let fitted = context.size(
        center.node, ProposedViewSize(width: max(regionWidth - regionInsets.leading - regionInsets.trailing, 0), height: nil))
      let frame = CGRect(
        x: x, y: cameraHeight, width: regionWidth, height: fitted.height + regionInsets.top + regionInsets.bottom)
      frames.append((center, frame, regionInsets))
      below = max(below, frame.maxY)
    }
    if let bottom = views.regions.first(where: { $0.position == "bottom" }) {
      let regionInsets = bottom.margins.applied(
        to: EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing))
      let fitted = context.size(
        bottom.node, ProposedViewSize(width: max(width - regionInsets.leading - regionInsets.trailing, 0), height: nil))
      let frame = CGRect(x: 0, y: below, width: width, height: fitted.height + regionInsets.top + regionInsets.bottom)
      frames.append((bottom, frame, regionInsets))
      below = frame.maxY
    }
    let height = min(max(below + insets.bottom, ActivityGeometry.heights.lowerBound), maxHeight)
    let size = CGSize(width: width, height: height)
    context = makeContext(size, radius: IslandGeometry.expandedCornerRadius)
    var children = [islandShape(CGRect(origin: .zero, size: size), radius: IslandGeometry.expandedCornerRadius)]
    for (region, frame, regionInsets) in frames {
      children.append(
        context.placeRegion(region.node, named: region.position, in: frame, margins: regionInsets, topAligned: true))
    }
    return finish(&context, size: size, radius: IslandGeometry.expandedCornerRadius, children: children)
  }

  /// The defaults of `mode` with its `contentMargins(_:_:for:)` overrides.
  private func margins(_ mode: String, _ defaults: EdgeInsets) -> EdgeInsets {
    (views.margins[mode] ?? ActivityViews.MarginOverrides()).applied(to: defaults)
  }

  private func makeContext(_ size: CGSize, radius: CGFloat) -> LayoutContext {
    LayoutContext(textEngine: textEngine, containerBounds: CGRect(origin: .zero, size: size), containerCornerRadius: radius)
  }

  /// A black island shape (its continuous rounded rectangle) in `rect`.
  private func islandShape(_ rect: CGRect, radius: CGFloat, name: String = "DynamicIsland") -> RenderNode {
    RenderNode(
      frame: rect, viewType: name,
      content: .fill(
        path: Path(roundedRect: rect, cornerRadius: min(radius, rect.height / 2)), paint: Self.black, fillStyle: FillStyle()))
  }

  /// The widget: the island's shapes and regions, with the keyline around `outlined`.
  private func finish(
    _ context: inout LayoutContext, size: CGSize, radius: CGFloat, children: [RenderNode], outlined: CGRect? = nil
  ) -> RenderedWidget {
    var content = RenderNode(frame: CGRect(origin: .zero, size: size), viewType: "DynamicIsland", content: .group)
    content.children = children
    if let keyline = views.keyline {
      let rect = (outlined ?? CGRect(origin: .zero, size: size)).insetBy(dx: 0.5, dy: 0.5)
      content.children.append(
        RenderNode(
          frame: rect, viewType: "Keyline",
          content: .stroke(
            path: Path(roundedRect: rect, cornerRadius: min(radius, rect.height / 2)), paint: keyline,
            style: StrokeStyle(lineWidth: 1))))
    }
    var rendered = RenderedWidget(
      size: size, cornerRadius: radius, background: nil, content: content,
      widgetURL: views.widgetURL ?? context.collectedWidgetURL, colorScheme: .dark, renderingMode: .fullColor,
      accessibilityTitle: context.accessibilityWords.filter { !$0.isEmpty }.joined(separator: " "))
    rendered.drawsSystemBackground = false
    rendered.overBudget = context.overBudget
    rendered.analyseAccessibility(clippedTexts: context.clippedTexts)
    return rendered
  }
}

extension LayoutContext {
  /// Places `node` in a region of the island: proposed the region less `margins` and centred
  /// in it (at its top when `topAligned`), clipped to the region, named after it.
  mutating func placeRegion(
    _ node: ViewNode?, named name: String, in rect: CGRect, margins: EdgeInsets, topAligned: Bool = false
  ) -> RenderNode {
    var region = RenderNode(frame: rect, viewType: "Region." + name, content: .group)
    region.effects.append(.clip(Path(CGRect(origin: rect.origin, size: rect.size)), style: FillStyle()))
    guard let node else { return region }
    let inner = CGRect(
      x: rect.minX + margins.leading, y: rect.minY + margins.top,
      width: max(rect.width - margins.leading - margins.trailing, 0),
      height: max(rect.height - margins.top - margins.bottom, 0))
    if topAligned {
      let proposal = ProposedViewSize(inner.size)
      let size = size(node, proposal)
      region.children = [
        place(node, at: CGPoint(x: inner.minX + (inner.width - size.width) / 2, y: inner.minY), proposal: proposal)
      ]
    } else {
      region.children = [placeCentered(node, in: inner)]
    }
    return region
  }
}
