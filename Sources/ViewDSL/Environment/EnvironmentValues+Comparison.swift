import Foundation

extension EnvironmentValues {
  /// Whether layout and drawing see the same values in both environments.
  ///
  /// Values are compared with `==`; a value that is not `Equatable` (and not a shape style the
  /// gallery can compare) makes the environments different unless they share storage. The
  /// entry date is not compared: it is read while views are resolved, never by layout, and it
  /// differs between every two timeline entries. `memo` remembers storages already found
  /// equal, so a tree's nodes, which share a handful of storages, cost a few comparisons.
  package func drawsLike(_ other: EnvironmentValues, memo: inout DrawingComparisonMemo) -> Bool {
    Self.same(storage, other.storage, memo: &memo)
  }

  private static func same(_ lhs: Storage, _ rhs: Storage, memo: inout DrawingComparisonMemo) -> Bool {
    if lhs === rhs || memo.equalStorages[ObjectIdentifier(lhs)] === rhs { return true }
    let equal: Bool
    if let lhsParent = lhs.parent, let rhsParent = rhs.parent, lhs.written == rhs.written,
      same(lhsParent, rhsParent, memo: &memo)
    {
      equal = lhs.written.allSatisfy { key in key == Self.entryDateKey || valuesEqual(lhs.values[key], rhs.values[key]) }
    } else {
      equal = lhs.values.count == rhs.values.count
        && lhs.values.allSatisfy { key, value in key == Self.entryDateKey || valuesEqual(value, rhs.values[key]) }
    }
    if equal { memo.equalStorages[ObjectIdentifier(lhs)] = rhs }
    return equal
  }
}

/// Environments already found equal during one comparison of two view trees; lives no
/// longer than the comparison, while both trees keep their storages (and identifiers).
package struct DrawingComparisonMemo {
  fileprivate var equalStorages: [ObjectIdentifier: EnvironmentValues.Storage] = [:]

  package init() {}
}

/// Whether two values drawn from the same place are equal, for values that can say so.
///
/// Values need `Equatable`, or `DrawingComparable` for type-erased shape styles and the
/// collections holding them. Anything else (a custom type, a closure) counts as different.
package func valuesEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
  guard let lhs, let rhs else { return lhs == nil && rhs == nil }
  if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) }
  if let comparable = lhs as? any DrawingComparable { return comparable.drawsLike(rhs) }
  return false
}

/// A value the gallery compares for drawing although it is not `Equatable` (type-erased
/// shape styles and the collections that hold them).
package protocol DrawingComparable {
  func drawsLike(_ other: Any) -> Bool
}

extension Equatable {
  func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension Optional: DrawingComparable where Wrapped: DrawingComparable {
  package func drawsLike(_ other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    switch (self, other) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return lhs.drawsLike(rhs)
    default: return false
    }
  }
}

extension Array: DrawingComparable where Element: DrawingComparable {
  package func drawsLike(_ other: Any) -> Bool {
    guard let other = other as? Self, other.count == count else { return false }
    return zip(self, other).allSatisfy { $0.drawsLike($1) }
  }
}
