import Foundation
import MirrorCore

extension LayoutContext {
  /// Layout modifiers change the child's proposal, size or place; drawing modifiers keep
  /// the child's size and place it at their own origin.
  mutating func arrangeModified(_ child: ViewNode, _ modifier: ResolvedModifier, proposal: ProposedViewSize) -> Arrangement {
    switch modifier {
    case .padding(let insets):
      return arrangePadding(child, insets: insets, proposal: proposal)
    case .frame(let width, let height, let alignment):
      return arrangeFixedFrame(child, width: width, height: height, alignment: alignment, proposal: proposal)
    case .flexibleFrame(let frame):
      return arrangeFlexibleFrame(child, frame, proposal: proposal)
    case .fixedSize(let horizontal, let vertical):
      // SwiftUI measures the ideal length on the fixed axes, then lays the child out at that
      // length (and the given proposal on the others), so flexible descendants fill it.
      let ideal = size(
        child, ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      return single(
        child,
        ProposedViewSize(width: horizontal ? ideal.width : proposal.width, height: vertical ? ideal.height : proposal.height))
    case .aspectRatio(let ratio, let mode):
      return arrangeAspectRatio(child, ratio: ratio, mode: mode, proposal: proposal)
    case .position(let point):
      let childSize = size(child, proposal)
      let own = proposal.replacingUnspecified(by: childSize)
      let center = point.sanitized
      let origin = CGPoint(x: center.x - childSize.width / 2, y: center.y - childSize.height / 2)
      return Arrangement(size: own, children: [.init(node: child, proposal: proposal, origin: origin, size: childSize)])
    case .background(let secondary, let alignment):
      return arrangeLayered(child, secondary, alignment: alignment, layer: .background, proposal: proposal)
    case .overlay(let secondary, let alignment):
      return arrangeLayered(child, secondary, alignment: alignment, layer: .overlay, proposal: proposal)
    case .mask(let secondary, let alignment):
      return arrangeLayered(child, secondary, alignment: alignment, layer: .mask, proposal: proposal)
    case .offset, .clipShape, .clipped, .opacity, .blur, .shadow, .blendMode, .compositingGroup, .rotation, .scale, .hidden,
      .link, .intent, .widgetURL:
      return single(child, proposal)
    }
  }

  /// The child alone, at the origin, with the given proposal.
  private mutating func single(_ child: ViewNode, _ proposal: ProposedViewSize) -> Arrangement {
    let size = size(child, proposal)
    return Arrangement(size: size, children: [.init(node: child, proposal: proposal, origin: .zero, size: size)])
  }

  private mutating func arrangePadding(_ child: ViewNode, insets: EdgeInsets, proposal: ProposedViewSize) -> Arrangement {
    let top = insets.top.sanitizedCoordinate
    let bottom = insets.bottom.sanitizedCoordinate
    let leading = insets.leading.sanitizedCoordinate
    let trailing = insets.trailing.sanitizedCoordinate
    let childProposal = ProposedViewSize(
      width: proposal.width.map { max($0 - leading - trailing, 0) },
      height: proposal.height.map { max($0 - top - bottom, 0) })
    let childSize = size(child, childProposal)
    let own = CGSize(width: childSize.width + leading + trailing, height: childSize.height + top + bottom)
    return Arrangement(
      size: own, children: [.init(node: child, proposal: childProposal, origin: CGPoint(x: leading, y: top), size: childSize)])
  }

  /// The modified view decides the size; the secondary view is proposed exactly that size
  /// and aligned to it (baselines align with the modified view's).
  private mutating func arrangeLayered(
    _ child: ViewNode, _ secondary: ViewNode, alignment: Alignment, layer: Arrangement.Layer, proposal: ProposedViewSize
  ) -> Arrangement {
    let childSize = size(child, proposal)
    let secondaryProposal = ProposedViewSize(childSize)
    let secondarySize = size(secondary, secondaryProposal)
    var origin = alignedOrigin(
      alignment, container: childSize, containerNode: (child, proposal), child: secondarySize, childNode: secondary,
      childProposal: secondaryProposal)
    if alignment.vertical.key == .firstTextBaseline || alignment.vertical.key == .lastTextBaseline {
      let last = alignment.vertical.key == .lastTextBaseline
      let primaryLine = baseline(child, proposal, last: last) ?? childSize.height
      let secondaryLine = baseline(secondary, secondaryProposal, last: last) ?? secondarySize.height
      origin.y = primaryLine - secondaryLine
    }
    return Arrangement(
      size: childSize,
      children: [
        .init(node: child, proposal: proposal, origin: .zero, size: childSize),
        .init(node: secondary, proposal: secondaryProposal, origin: origin, size: secondarySize, layer: layer),
      ])
  }

  /// `.fit` proposes the largest size of the ratio inside the proposal, `.fill` the smallest
  /// that covers it; a nil ratio is the child's ideal size's. The view is its child's size.
  private mutating func arrangeAspectRatio(_ child: ViewNode, ratio: CGFloat?, mode: ContentMode, proposal: ProposedViewSize)
    -> Arrangement
  {
    let ideal = size(child, .unspecified)
    var aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    if !aspect.isFinite || aspect <= 0 { aspect = 1 }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    let target: CGSize
    switch (width, height) {
    case (let w?, let h?):
      let wider = w / max(h, .leastNonzeroMagnitude) > aspect
      target = (wider == (mode == .fit)) ? CGSize(width: h * aspect, height: h) : CGSize(width: w, height: w / aspect)
    case (let w?, nil): target = CGSize(width: w, height: w / aspect)
    case (nil, let h?): target = CGSize(width: h * aspect, height: h)
    case (nil, nil):
      target =
        ideal.width / max(ideal.height, .leastNonzeroMagnitude) > aspect || ideal.height == 0
        ? CGSize(width: ideal.height * aspect, height: ideal.height)
        : CGSize(width: ideal.width, height: ideal.width / aspect)
    }
    return single(child, ProposedViewSize(target.sanitized))
  }
}
