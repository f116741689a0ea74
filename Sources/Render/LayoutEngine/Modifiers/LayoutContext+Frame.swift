import Foundation
import MirrorCore

extension LayoutContext {
  /// `frame(width:height:)`: a set dimension is proposed to the child and is the frame's;
  /// an unset one passes the proposal through and takes the child's. Invalid dimensions
  /// (NaN, infinite) count as unset, negative ones as 0.
  mutating func arrangeFixedFrame(
    _ child: ViewNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, proposal: ProposedViewSize
  ) -> Arrangement {
    let width = width.flatMap { $0.isFinite ? $0.sanitizedOptionalLength : nil }
    let height = height.flatMap { $0.isFinite ? $0.sanitizedOptionalLength : nil }
    let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let childSize = size(child, childProposal)
    let own = CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    return aligned(child, childProposal, childSize, in: own, alignment: alignment)
  }

  /// `frame(minWidth:idealWidth:maxWidth:…)`, as SwiftUI's flexible frame: the proposal is
  /// clamped into the bounds for the child (a nil proposal becomes the ideal); the frame is
  /// the child's size clamped, where a minimum grows it up to the proposal's size and a
  /// maximum lets it take the proposal (so `maxWidth: .infinity` fills what is offered).
  mutating func arrangeFlexibleFrame(_ child: ViewNode, _ frame: ResolvedModifier.FlexibleFrame, proposal: ProposedViewSize)
    -> Arrangement
  {
    let horizontal = FlexibleBounds(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
    let vertical = FlexibleBounds(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
    let childProposal = ProposedViewSize(
      width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    let childSize = size(child, childProposal)
    let own = CGSize(
      width: horizontal.size(child: childSize.width, proposed: proposal.width),
      height: vertical.size(child: childSize.height, proposed: proposal.height))
    return aligned(child, childProposal, childSize, in: own, alignment: frame.alignment)
  }

  private mutating func aligned(
    _ child: ViewNode, _ proposal: ProposedViewSize, _ childSize: CGSize, in own: CGSize, alignment: Alignment
  ) -> Arrangement {
    let origin = alignedOrigin(
      alignment, container: own, containerNode: nil, child: childSize, childNode: child, childProposal: proposal)
    return Arrangement(size: own, children: [.init(node: child, proposal: proposal, origin: origin, size: childSize)])
  }
}

/// One axis of a flexible frame, with its bounds sanitised (NaN unset, negatives 0, a
/// maximum below the minimum raised to it).
struct FlexibleBounds {
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?

  init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    self.min = min.flatMap { $0.isFinite ? $0.sanitizedOptionalLength : nil }
    self.ideal = ideal.flatMap { $0.isFinite ? $0.sanitizedOptionalLength : nil }
    var maximum = max.flatMap(\.sanitizedOptionalLength)
    if let low = self.min, let high = maximum, high < low { maximum = low }
    self.max = maximum
  }

  func childProposal(_ proposed: CGFloat?) -> CGFloat? {
    guard var value = proposed else { return ideal.map(clamp) }
    if let min { value = Swift.max(value, min) }
    if let max { value = Swift.min(value, max) }
    return value
  }

  func size(child: CGFloat, proposed: CGFloat?) -> CGFloat {
    if proposed == nil, let ideal { return clamp(ideal) }
    var result = child
    if let min { result = Swift.max(min, Swift.min(result, proposed ?? .infinity)) }
    if let max { result = Swift.min(max, Swift.max(result, proposed ?? -.infinity)) }
    return result
  }

  private func clamp(_ value: CGFloat) -> CGFloat {
    var value = value
    if let min { value = Swift.max(value, min) }
    if let max { value = Swift.min(value, max) }
    return value
  }
}
