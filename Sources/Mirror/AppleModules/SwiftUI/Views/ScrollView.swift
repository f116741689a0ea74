import Foundation
import MirrorCore
import SwiftUICore

/// A scrolling view, for code shared with the app. A widget does not scroll: the gallery
/// draws the content scrolled to its start (top, or leading edge for a horizontal view),
/// laid out at its ideal size along the scrolling axes and clipped to the view's frame.
nonisolated public struct ScrollView<Content: View>: View {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: some View {
    content
      .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
      .frame(
        minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
        alignment: axes == .horizontal ? .leading : .top
      )
      .clipped()
  }
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  { self }

  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
