import Foundation

extension AnyShapeStyle: DrawingComparable {
  /// Equal when the wrapped styles are: public styles and the gallery's own wrappers are
  /// `Equatable`. A custom style is never equal to anything.
  package func drawsLike(_ other: AnyShapeStyle) -> Bool {
    valuesEqual(base, other.base)
  }
}

extension OpacityShapeStyle: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.opacity == rhs.opacity && lhs.base.drawsLike(rhs.base) }
}

extension LeveledShapeStyle: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.level == rhs.level && lhs.base.drawsLike(rhs.base) }
}
