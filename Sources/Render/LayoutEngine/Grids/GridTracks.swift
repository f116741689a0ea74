import Foundation
import MirrorCore

/// The resolved columns of a `LazyVGrid` (rows of a `LazyHGrid`): each track's length, the
/// gap after it and its cell alignment.
struct GridTracks {
  var lengths: [CGFloat] = []
  var gaps: [CGFloat] = []
  var alignments: [Alignment?] = []

  /// SwiftUI's track sizing: fixed items take their size; flexible items share what is left
  /// equally within their bounds; an adaptive item fits as many tracks of at least its
  /// minimum into its share as it can. With no length offered, flexible and adaptive items
  /// take their minimum.
  init(items: [GridItem], available: CGFloat?) {
    let items = items.isEmpty ? [GridItem()] : items
    let spacing = items.map { ($0.spacing ?? StackSpacing.standard).sanitizedLength }
    let gapTotal = spacing.dropLast().reduce(0, +)
    var shares = [CGFloat](repeating: 0, count: items.count)
    var open: [Int] = []
    var remaining = (available ?? 0) - gapTotal
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed(let length):
        shares[index] = length.sanitizedLength
        remaining -= shares[index]
      case .flexible(let minimum, _), .adaptive(let minimum, _):
        if available == nil { shares[index] = minimum.sanitizedLength } else { open.append(index) }
      }
    }
    while !open.isEmpty {
      let share = max(remaining, 0) / CGFloat(open.count)
      let bound = open.first { index in
        guard case .flexible(let low, let high) = items[index].size else { return false }
        return share < low.sanitizedLength || share > high.sanitizedLength
      }
      guard let bound, case .flexible(let low, let high) = items[bound].size else {
        for index in open { shares[index] = share }
        break
      }
      shares[bound] = share < low.sanitizedLength ? low.sanitizedLength : high.sanitizedLength
      remaining -= shares[bound]
      open.removeAll { $0 == bound }
    }
    for (index, item) in items.enumerated() {
      let gap = index < items.count - 1 ? spacing[index] : 0
      if case .adaptive(let minimum, let maximum) = item.size, available != nil {
        let low = max(minimum.sanitizedLength, 1)
        let count = max(1, Int(((shares[index] + spacing[index]) / (low + spacing[index])).rounded(.down).clamped(0, 10_000)))
        let length = min((shares[index] - CGFloat(count - 1) * spacing[index]) / CGFloat(count), maximum.sanitizedLength)
        for track in 0..<count {
          lengths.append(max(length, 0))
          gaps.append(track < count - 1 ? spacing[index] : gap)
          alignments.append(item.alignment)
        }
      } else {
        lengths.append(shares[index])
        gaps.append(gap)
        alignments.append(item.alignment)
      }
    }
  }

  /// Each track's start.
  var offsets: [CGFloat] {
    var result: [CGFloat] = []
    var position: CGFloat = 0
    for (length, gap) in zip(lengths, gaps) {
      result.append(position)
      position += length + gap
    }
    return result
  }

  var total: CGFloat { zip(lengths, gaps).reduce(0) { $0 + $1.0 + $1.1 } }
}

extension CGFloat {
  func clamped(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
    isNaN ? low : Swift.min(Swift.max(self, low), high)
  }
}
