import Foundation

/// An amount in a unit, converted to any compatible unit on request.
public final class HKQuantity: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  let value: Double
  let unit: HKUnit

  public init(unit: HKUnit, doubleValue value: Double) {
    self.unit = unit
    self.value = value
  }

  /// Whether the quantity converts to `unit` (same dimension).
  public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.dimensions == unit.dimensions }

  /// The amount in `unit`; an incompatible unit stops the program, as HealthKit raises an
  /// exception.
  public func doubleValue(for unit: HKUnit) -> Double {
    precondition(
      `is`(compatibleWith: unit),
      "HKQuantity.doubleValue(for:): cannot convert \(self.unit.unitString) to the incompatible unit \(unit.unitString)")
    if unit.unitString == self.unit.unitString { return value }
    let base = value * self.unit.factor + self.unit.offset
    return (base - unit.offset) / unit.factor
  }

  public func compare(_ quantity: HKQuantity) -> ComparisonResult {
    let other = quantity.doubleValue(for: unit)
    return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKQuantity, `is`(compatibleWith: other.unit) else { return false }
    return compare(other) == .orderedSame
  }

  public override var hash: Int { unit.dimensions.hashValue }

  public override var description: String {
    let number = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return "\(number) \(unit.unitString)"
  }

  /// The sum of quantities of one dimension, in the first one's unit.
  static func sum(_ quantities: [HKQuantity]) -> HKQuantity? {
    guard let unit = quantities.first?.unit else { return nil }
    return HKQuantity(unit: unit, doubleValue: quantities.reduce(0) { $0 + $1.doubleValue(for: unit) })
  }
}
