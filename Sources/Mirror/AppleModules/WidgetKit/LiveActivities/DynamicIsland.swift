import ActivityKit
import Foundation
import MirrorCore
import SwiftUI

/// A Live Activity's Dynamic Island: the expanded regions, the compact views on either side
/// of the TrueDepth camera, and the minimal view.
public struct DynamicIsland {
  package var expandedRegions: [DynamicIslandRegion]
  package var compactLeading: AnyView
  package var compactTrailing: AnyView
  package var minimal: AnyView
  /// `keylineTint(_:)`: the colour of the island's outline.
  package var keyline: Color?
  /// `widgetURL(_:)`, when set.
  package var url: URL?
  /// `contentMargins(_:_:for:)` calls, outermost first: a later (inner) one wins on the edges it names.
  package var margins: [DynamicIslandMargin] = []

  public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) {
    expandedRegions = expanded().regions
    self.compactLeading = AnyView(compactLeading())
    self.compactTrailing = AnyView(compactTrailing())
    self.minimal = AnyView(minimal())
  }

  /// Tints the island's outline (its keyline) with `color`.
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var island = self
    island.keyline = color
    return island
  }

  /// The URL the app opens when the island is tapped outside any `Link`.
  public func widgetURL(_ url: URL?) -> DynamicIsland {
    var island = self
    island.url = url
    return island
  }

  /// Replaces the default content margins on `edges` of the presentation `mode`.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland {
    var island = self
    island.margins.insert(DynamicIslandMargin(mode: mode, edges: edges, length: length), at: 0)
    return island
  }
}

/// One `contentMargins(_:_:for:)` of a Dynamic Island.
package struct DynamicIslandMargin {
  package var mode: DynamicIslandMode
  package var edges: Edge.Set
  package var length: Double
}

/// A presentation of the Dynamic Island, for `contentMargins(_:_:for:)`.
public struct DynamicIslandMode: Hashable, Sendable {
  package let name: String
  public static let compactLeading = DynamicIslandMode(name: "compactLeading")
  public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
  public static let expanded = DynamicIslandMode(name: "expanded")
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// One region of the expanded Dynamic Island (`DynamicIslandExpandedRegion(.leading) { … }`).
public struct DynamicIslandExpandedRegion<Content: View> {
  package var region: DynamicIslandRegion

  public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
    region = DynamicIslandRegion(position: position, priority: priority, view: AnyView(content()))
  }

  /// Replaces the default content margins of this region on `edges`; the innermost call wins.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion<Content> {
    var copy = self
    copy.region.margins.insert((edges, length), at: 0)
    return copy
  }
}

/// An expanded region with its content type erased.
package struct DynamicIslandRegion {
  package var position: DynamicIslandExpandedRegionPosition
  package var priority: Double
  package var view: AnyView
  /// `contentMargins(_:_:)`, outermost first: a later one (inner) wins on the edges it names.
  package var margins: [(edges: Edge.Set, length: Double)] = []
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  package let name: String
  /// Beside the TrueDepth camera on the leading side, wrapping below it.
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  /// Below the TrueDepth camera.
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  /// Below the leading, trailing and center regions.
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Where a leading or trailing region's content goes when it is too wide for the side of
/// the camera (`dynamicIsland(verticalPlacement:)`).
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  package let name: String
  public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// The regions listed in a `DynamicIsland`'s `expanded:` closure.
public struct DynamicIslandExpandedContent<Content: View> {
  package var regions: [DynamicIslandRegion]
}

/// Collects the regions of a `DynamicIsland`'s `expanded:` closure.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
  public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<AnyView> {
    DynamicIslandExpandedContent(regions: [first.region])
  }

  public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
    DynamicIslandExpandedContent(regions: first.regions)
  }

  public static func buildPartialBlock<C0: View, C1: View>(
    accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
  ) -> DynamicIslandExpandedContent<AnyView> {
    DynamicIslandExpandedContent(regions: accumulated.regions + [next.region])
  }

  public static func buildPartialBlock<C0: View, C1: View>(
    accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
  ) -> DynamicIslandExpandedContent<AnyView> {
    DynamicIslandExpandedContent(regions: accumulated.regions + next.regions)
  }
}
