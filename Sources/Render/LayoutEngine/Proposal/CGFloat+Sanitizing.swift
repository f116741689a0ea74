import Foundation
import MirrorCore

/// The largest length layout reports; anything bigger (an infinite proposal taken by a
/// flexible view) is clamped to it so geometry stays finite.
let maximumLength: CGFloat = 1_000_000

extension CGFloat {
  /// A length usable as a size: NaN and negative values become 0, infinities the maximum.
  var sanitizedLength: CGFloat {
    if isNaN { return 0 }
    return Swift.min(Swift.max(self, 0), maximumLength)
  }

  /// A finite coordinate or offset: NaN becomes 0, infinities are clamped.
  var sanitizedCoordinate: CGFloat {
    if isNaN { return 0 }
    return Swift.min(Swift.max(self, -maximumLength), maximumLength)
  }

  /// A user-given optional length (frame widths, minimums): NaN becomes nil, negatives 0.
  var sanitizedOptionalLength: CGFloat? {
    if isNaN { return nil }
    return Swift.max(self, 0)
  }
}

extension CGSize {
  var sanitized: CGSize { CGSize(width: width.sanitizedLength, height: height.sanitizedLength) }

  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension CGPoint {
  var sanitized: CGPoint { CGPoint(x: x.sanitizedCoordinate, y: y.sanitizedCoordinate) }

  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

extension Axis {
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
