import Foundation
import MirrorCore
import TextEngine

/// SwiftUI's default spacing between adjacent stack children.
enum StackSpacing {
  /// Between most views, and the default `Spacer` minimum length.
  static let standard: CGFloat = 8
}

extension LayoutContext {
  /// The default gap between two adjacent children of a stack along `axis`.
  ///
  /// Two texts stacked vertically sit the leading of the smaller font apart (the font's line
  /// gap, as the reference says); everything else, texts side by side included, gets 8.
  mutating func defaultSpacing(between first: ViewNode, and second: ViewNode, axis: Axis) -> CGFloat {
    guard axis == .vertical, let a = spacingFont(of: first), let b = spacingFont(of: second) else {
      return StackSpacing.standard
    }
    let smaller = a.size <= b.size ? a : b
    if let known = leadings[smaller] { return known }
    let leading = CGFloat(textEngine.metrics(for: smaller).leading)
    leadings[smaller] = leading
    return leading
  }

  /// The largest font of a text, looking through modifiers that do not change its edges.
  private mutating func spacingFont(of node: ViewNode) -> FontSpec? {
    switch node.kind {
    case .text: return prepareText(node).runs.map(\.font).max { $0.size < $1.size }
    case .modified(let child, let modifier):
      return modifier.keepsTextEdges ? spacingFont(of: child) : nil
    default: return nil
    }
  }

  /// Whether a stack sees the node as a spacer, which gives way to every other child.
  ///
  /// Modifiers that leave the spacer's size alone (drawing, backgrounds, tap targets) keep it
  /// a spacer; a layout modifier (`frame`, `padding`, …) makes a new view of its own, an
  /// ordinary flexible child that shares space with the others.
  func isSpacer(_ node: ViewNode) -> Bool {
    switch node.kind {
    case .spacer: true
    case .modified(let child, let modifier):
      switch modifier {
      case .padding, .frame, .flexibleFrame, .fixedSize, .aspectRatio, .position: false
      case .offset, .background, .overlay, .clipShape, .clipped, .mask, .opacity, .blur, .shadow, .blendMode,
        .compositingGroup, .rotation, .scale, .hidden, .link, .intent, .widgetURL:
        isSpacer(child)
      }
    default: false
    }
  }

  /// Records the stack axis for the spacer or divider at the core of `node`.
  mutating func recordStackAxis(_ axis: Axis, for node: ViewNode) {
    switch node.kind {
    case .spacer, .divider: stackAxes[number(node)] = axis
    case .modified(let child, _): recordStackAxis(axis, for: child)
    default: break
    }
  }
}
