import Foundation
import MirrorCore

/// What a parent offers a child: a width and a height, each optional (nil asks for the ideal
/// size) and possibly infinite (asks for the largest size).
///
/// Values are sanitised on creation: NaN counts as nil and negative values as 0, so every
/// proposal that reaches a view is either nil, finite and non-negative, or +infinity.
package struct ProposedViewSize: Hashable, Sendable {
  package var width: CGFloat?
  package var height: CGFloat?

  package init(width: CGFloat?, height: CGFloat?) {
    self.width = width.flatMap(Self.sanitized)
    self.height = height.flatMap(Self.sanitized)
  }

  package init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the ideal size on both axes.
  package static let unspecified = ProposedViewSize(width: nil, height: nil)
  package static let zero = ProposedViewSize(width: 0, height: 0)
  package static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue.flatMap(Self.sanitized) } else { height = newValue.flatMap(Self.sanitized) }
    }
  }

  /// Nil components replaced by `fallback`'s; infinite ones stay infinite (layout clamps
  /// sizes to `maximumLength`, so flexible views still measure as flexible).
  package func replacingUnspecified(by fallback: CGSize) -> CGSize {
    CGSize(width: width ?? fallback.width, height: height ?? fallback.height)
  }

  private static func sanitized(_ value: CGFloat) -> CGFloat? {
    if value.isNaN { return nil }
    return max(value, 0)
  }
}
