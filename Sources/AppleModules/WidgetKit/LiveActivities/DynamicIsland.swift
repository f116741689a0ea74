import ActivityKit
import Foundation
import SwiftUI
import ViewDSL

/// A Live Activity's Dynamic Island layouts: expanded regions, compact leading and trailing,
/// and minimal. Not drawn by the gallery.
public struct DynamicIsland {
  public init<Expanded: DynamicIslandExpandedContent, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
    @ViewBuilder compactLeading: () -> CompactLeading,
    @ViewBuilder compactTrailing: () -> CompactTrailing,
    @ViewBuilder minimal: () -> Minimal
  ) {}

  public func keylineTint(_ color: Color?) -> DynamicIsland { self }
  public func widgetURL(_ url: URL?) -> DynamicIsland { self }
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// Which Dynamic Island layout content margins apply to.
public struct DynamicIslandMode: Hashable, Sendable {
  let name: String
  public static let compact = DynamicIslandMode(name: "compact")
  public static let expanded = DynamicIslandMode(name: "expanded")
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// The content of the expanded Dynamic Island.
public protocol DynamicIslandExpandedContent {}

/// One region of the expanded Dynamic Island (`DynamicIslandExpandedRegion(.leading) { … }`).
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
  let content: Content
  public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// Regions listed in a `DynamicIsland`'s `expanded:` closure.
public struct _DynamicIslandExpandedRegions: DynamicIslandExpandedContent {
  let regions: [any DynamicIslandExpandedContent]
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  public static func buildExpression<Content: DynamicIslandExpandedContent>(_ content: Content)
    -> [any DynamicIslandExpandedContent]
  {
    [content]
  }
  public static func buildBlock(_ parts: [any DynamicIslandExpandedContent]...) -> [any DynamicIslandExpandedContent] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [any DynamicIslandExpandedContent]?) -> [any DynamicIslandExpandedContent] {
    part ?? []
  }
  public static func buildEither(first: [any DynamicIslandExpandedContent]) -> [any DynamicIslandExpandedContent] { first }
  public static func buildEither(second: [any DynamicIslandExpandedContent]) -> [any DynamicIslandExpandedContent] { second }
  public static func buildFinalResult(_ parts: [any DynamicIslandExpandedContent]) -> _DynamicIslandExpandedRegions {
    _DynamicIslandExpandedRegions(regions: parts)
  }
}
