import Foundation
import MirrorCore

extension LayoutContext {
  /// HStack and VStack: SwiftUI's distribution by layout priority, then by flexibility.
  ///
  /// The space left after spacing goes to priority groups, highest first; each group first
  /// reserves the minimum sizes of the lower groups. Inside a group the least flexible child
  /// (ideal size at ∞ minus size at 0) is proposed an equal share of what remains first.
  mutating func arrangeStack(
    _ node: ViewNode, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [ViewNode], proposal: ProposedViewSize
  ) -> Arrangement {
    let count = children.count
    guard count > 0 else { return Arrangement(size: .zero) }
    for child in children { recordStackAxis(axis, for: child) }
    let cross = axis.other
    var gaps = [CGFloat](repeating: 0, count: count)
    for index in 1..<count {
      gaps[index] =
        spacing.map { $0.isFinite ? $0 : 0 } ?? defaultSpacing(between: children[index - 1], and: children[index], axis: axis)
    }
    let totalGap = gaps.reduce(0, +)

    var placements = children.map { Arrangement.Placement(node: $0, proposal: .unspecified, origin: .zero, size: .zero) }
    func childProposal(along: CGFloat?) -> ProposedViewSize {
      var result = ProposedViewSize.unspecified
      result[axis] = along
      result[cross] = proposal[cross]
      return result
    }

    if let available = proposal[axis], available.isFinite {
      distribute(children, available: available - totalGap, axis: axis, childProposal: childProposal, placements: &placements)
    } else {
      for index in children.indices {
        placements[index].proposal = childProposal(along: proposal[axis])
        placements[index].size = size(children[index], placements[index].proposal)
      }
    }

    var position: CGFloat = 0
    for index in children.indices {
      position += gaps[index]
      placements[index].origin[axis] = position
      position += placements[index].size[axis]
    }
    let crossLength = alignAcross(&placements, axis: cross, key: alignment)
    var size = CGSize.zero
    size[axis] = position
    size[cross] = crossLength
    return Arrangement(size: size, children: placements)
  }

  /// Sets the proposal and size of every placement, by priority group and flexibility.
  private mutating func distribute(
    _ children: [ViewNode], available: CGFloat, axis: Axis, childProposal: (CGFloat?) -> ProposedViewSize,
    placements: inout [Arrangement.Placement]
  ) {
    let priorities = children.map {
      isSpacer($0) ? -Double.infinity : ($0.traits.layoutPriority.isNaN ? 0 : $0.traits.layoutPriority)
    }
    let minimums = children.map { size($0, childProposal(0))[axis] }
    var flexibility = [CGFloat](repeating: 0, count: children.count)
    var members: [Int] = []
    members.reserveCapacity(children.count)
    var remaining = available
    var group = priorities.max()
    while let priority = group {
      members.removeAll(keepingCapacity: true)
      var lowerMinimum: CGFloat = 0
      group = nil
      for index in children.indices {
        if priorities[index] == priority {
          members.append(index)
        } else if priorities[index] < priority {
          lowerMinimum += minimums[index]
          group = max(group ?? priorities[index], priorities[index])
        }
      }
      var budget = remaining - lowerMinimum
      for index in members {
        flexibility[index] = size(children[index], childProposal(.infinity))[axis] - minimums[index]
      }
      members.sort { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
      var used: CGFloat = 0
      for (rank, index) in members.enumerated() {
        let share = max(budget / CGFloat(members.count - rank), 0)
        placements[index].proposal = childProposal(share)
        placements[index].size = size(children[index], placements[index].proposal)
        budget -= placements[index].size[axis]
        used += placements[index].size[axis]
      }
      remaining -= used
    }
  }

  /// Aligns children across the stack axis; returns the stack's cross length.
  mutating func alignAcross(_ placements: inout [Arrangement.Placement], axis: Axis, key: AlignmentKey) -> CGFloat {
    let crossLength = placements.map { $0.size[axis] }.max() ?? 0
    if case .vertical(let guide) = key, guide.key == .firstTextBaseline || guide.key == .lastTextBaseline {
      return alignBaselines(&placements, last: guide.key == .lastTextBaseline)
    }
    if placements.contains(where: { needsGuides($0.node, key) }) {
      return alignByGuides(&placements, axis: axis, key: key)
    }
    switch key {
    case .horizontal(let guide):
      for index in placements.indices {
        placements[index].origin.x = guide.offset(container: crossLength, child: placements[index].size.width)
      }
      return crossLength
    case .vertical(let guide):
      switch guide.key {
      case .firstTextBaseline, .lastTextBaseline:
        return alignBaselines(&placements, last: guide.key == .lastTextBaseline)
      default:
        for index in placements.indices {
          placements[index].origin.y = guide.offset(container: crossLength, child: placements[index].size.height)
        }
        return crossLength
      }
    }
  }

  /// Puts every child's `key` guide on one line (explicit `alignmentGuide`s and custom
  /// guides); returns the length spanned.
  mutating func alignByGuides(_ placements: inout [Arrangement.Placement], axis: Axis, key: AlignmentKey) -> CGFloat {
    let values = placements.map { guideValue($0.node, $0.proposal, size: $0.size, key) }
    let line = values.max() ?? 0
    var length: CGFloat = 0
    for index in placements.indices {
      let start = line - values[index]
      if axis == .horizontal { placements[index].origin.x = start } else { placements[index].origin.y = start }
      length = max(length, start + placements[index].size[axis])
    }
    return length
  }

  /// Puts every child's text baseline (its bottom when it shows no text) on one line;
  /// returns the height spanned.
  mutating func alignBaselines(_ placements: inout [Arrangement.Placement], last: Bool) -> CGFloat {
    let values = placements.map { baseline($0.node, $0.proposal, last: last) ?? $0.size.height }
    let line = values.max() ?? 0
    var bottom: CGFloat = 0
    for index in placements.indices {
      placements[index].origin.y = line - values[index]
      bottom = max(bottom, placements[index].origin.y + placements[index].size.height)
    }
    return bottom
  }
}
