import Foundation

extension AnyShapeStyle: DrawingComparable {
  /// Equal when the wrapped styles are: public styles and the gallery's own wrappers are
  /// `Equatable`. A custom style is never equal to anything.
  package func drawsLike(_ other: Any) -> Bool {
    guard let other = other as? AnyShapeStyle else { return false }
    return drawsLike(other)
  }

  package func drawsLike(_ other: AnyShapeStyle) -> Bool {
    valuesEqual(base, other.base)
  }
}

extension Optional where Wrapped == AnyShapeStyle {
  /// Both nil, or both styles alike.
  package func drawsLike(_ other: AnyShapeStyle?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.drawsLike(rhs)
    default: false
    }
  }
}

extension OpacityShapeStyle: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.opacity == rhs.opacity && lhs.base.drawsLike(rhs.base) }
}

extension LeveledShapeStyle: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.level == rhs.level && lhs.base.drawsLike(rhs.base) }
}
