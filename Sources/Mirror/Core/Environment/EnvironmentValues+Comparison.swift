import Foundation
import Locking
import Synchronization

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
    if lhs === rhs || (lhs === memo.lastEqual?.lhs && rhs === memo.lastEqual?.rhs)
      || memo.equalStorages[ObjectIdentifier(lhs)] === rhs
    {
      return true
    }
    let equal: Bool
    if let lhsParent = lhs.parent, let rhsParent = rhs.parent, lhs.written == rhs.written,
      same(lhsParent, rhsParent, memo: &memo)
    {
      equal = lhs.written.allSatisfy { key in key == Self.entryDateKey || valuesEqual(lhs.values[key], rhs.values[key]) }
    } else {
      equal =
        lhs.values.count == rhs.values.count
        && lhs.values.allSatisfy { key, value in key == Self.entryDateKey || valuesEqual(value, rhs.values[key]) }
    }
    if equal {
      memo.equalStorages[ObjectIdentifier(lhs)] = rhs
      memo.lastEqual = (lhs, rhs)
    }
    return equal
  }
}

/// Environments already found equal during one comparison of two view trees; lives no
/// longer than the comparison, while both trees keep their storages (and identifiers).
package struct DrawingComparisonMemo {
  fileprivate var equalStorages: [ObjectIdentifier: EnvironmentValues.Storage] = [:]
  /// The last pair found equal: a node usually shares its parent's environment.
  fileprivate var lastEqual: (lhs: EnvironmentValues.Storage, rhs: EnvironmentValues.Storage)?

  package init() {}
}

/// Whether two values drawn from the same place are equal, for values that can say so.
///
/// Values need `Equatable`, or `DrawingComparable` for type-erased shape styles and the
/// collections holding them. Anything else (a custom type, a closure) counts as different.
/// How a type compares is worked out once per type: asking the runtime for a conformance
/// costs more than the comparison.
package func valuesEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
  guard let lhs, let rhs else { return lhs == nil && rhs == nil }
  let type = ObjectIdentifier(Swift.type(of: lhs))
  let comparison =
    valueComparisons.locked { $0[type] }
    ?? {
      let comparison = ValueComparison(lhs)
      valueComparisons.locked { $0[type] = comparison }
      return comparison
    }()
  switch comparison {
  case .equatable(let equatable): return equatable.equal(lhs, rhs)
  case .drawingComparable: return (lhs as! any DrawingComparable).drawsLike(any: rhs)
  case .incomparable: return false
  }
}

/// How values of one dynamic type are compared.
private enum ValueComparison: Sendable {
  case equatable(any EquatableComparison)
  case drawingComparable
  case incomparable

  init(_ value: Any) {
    if let equatable = value as? any Equatable {
      self = .equatable(Swift.type(of: equatable).comparison)
    } else {
      self = value is any DrawingComparable ? .drawingComparable : .incomparable
    }
  }
}

private let valueComparisons = Mutex<[ObjectIdentifier: ValueComparison]>([:])

/// A value the gallery compares for drawing although it is not `Equatable` (type-erased
/// shape styles and the collections that hold them).
package protocol DrawingComparable {
  func drawsLike(_ other: Self) -> Bool
}

extension DrawingComparable {
  /// False when `other` is of another type.
  fileprivate func drawsLike(any other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return drawsLike(other)
  }
}

/// `==` for two values of one `Equatable` type seen as `Any`.
private protocol EquatableComparison: Sendable {
  func equal(_ lhs: Any, _ rhs: Any) -> Bool
}

private struct Comparison<Value: Equatable>: EquatableComparison {
  /// False when either value is of another type. The types are compared and the values taken
  /// out as they are, which costs less than two casts.
  func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    guard Swift.type(of: lhs) == Value.self, Swift.type(of: rhs) == Value.self else { return false }
    return Self.value(lhs) == Self.value(rhs)
  }

  /// The value of type `Value` in `any`, whose type is `Value`.
  private static func value(_ any: Any) -> Value {
    func open<Contained>(_ contained: Contained) -> Value { unsafeBitCast(contained, to: Value.self) }
    return open(any)
  }
}

extension Equatable {
  fileprivate static var comparison: any EquatableComparison { Comparison<Self>() }
}

extension Optional: DrawingComparable where Wrapped: DrawingComparable {
  /// Both nil, or both values alike.
  package func drawsLike(_ other: Self) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return lhs.drawsLike(rhs)
    default: return false
    }
  }
}

extension Array: DrawingComparable where Element: DrawingComparable {
  package func drawsLike(_ other: Self) -> Bool {
    other.count == count && zip(self, other).allSatisfy { $0.drawsLike($1) }
  }
}
