extension Subscribers {
  /// How many values a subscriber asks for: a number, or `unlimited`.
  ///
  /// Arithmetic saturates: adding to `unlimited` stays `unlimited`, and a sum past `Int.max`
  /// becomes `unlimited`; subtracting never goes below `none`.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable, BitwiseCopyable {
    /// The count, or `unlimitedRaw`.
    let rawValue: UInt

    private static let unlimitedRaw = UInt(Int.max) + 1

    private init(rawValue: UInt) {
      self.rawValue = min(rawValue, Self.unlimitedRaw)
    }

    /// As many values as the publisher has.
    public static let unlimited = Demand(rawValue: unlimitedRaw)

    /// No values.
    public static let none = Demand(rawValue: 0)

    /// At most `value` values; `value` must not be negative.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "A demand is never negative")
      return Demand(rawValue: UInt(value))
    }

    /// The count, or nil for `unlimited`.
    public var max: Int? {
      rawValue == Self.unlimitedRaw ? nil : Int(rawValue)
    }

    public var description: String {
      max.map { "max(\($0))" } ?? "unlimited"
    }

    public init(from decoder: any Decoder) throws {
      self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard lhs != .unlimited, rhs != .unlimited else { return .unlimited }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow ? .unlimited : Demand(rawValue: sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    public static func + (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
    }

    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(rhs >= 0, "A demand is never negative")
      guard lhs != .unlimited else { return .unlimited }
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow ? .unlimited : Demand(rawValue: product)
    }

    public static func *= (lhs: inout Demand, rhs: Int) {
      lhs = lhs * rhs
    }

    /// `unlimited` minus anything is `unlimited`; anything else minus `unlimited` is `none`.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs == .unlimited { return .none }
      return Demand(rawValue: lhs.rawValue > rhs.rawValue ? lhs.rawValue - rhs.rawValue : 0)
    }

    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    public static func - (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
    }

    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    public static func > (lhs: Demand, rhs: Int) -> Bool {
      rhs < 0 || lhs.rawValue > UInt(rhs)
    }

    public static func >= (lhs: Demand, rhs: Int) -> Bool {
      rhs < 0 || lhs.rawValue >= UInt(rhs)
    }

    public static func > (lhs: Int, rhs: Demand) -> Bool {
      lhs >= 0 && UInt(lhs) > rhs.rawValue
    }

    public static func >= (lhs: Int, rhs: Demand) -> Bool {
      lhs >= 0 && UInt(lhs) >= rhs.rawValue
    }

    public static func < (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue < UInt(rhs)
    }

    public static func < (lhs: Int, rhs: Demand) -> Bool {
      lhs < 0 || UInt(lhs) < rhs.rawValue
    }

    public static func <= (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue <= UInt(rhs)
    }

    public static func <= (lhs: Int, rhs: Demand) -> Bool {
      lhs < 0 || UInt(lhs) <= rhs.rawValue
    }

    public static func == (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue == UInt(rhs)
    }

    public static func != (lhs: Demand, rhs: Int) -> Bool {
      !(lhs == rhs)
    }

    public static func == (lhs: Int, rhs: Demand) -> Bool {
      rhs == lhs
    }

    public static func != (lhs: Int, rhs: Demand) -> Bool {
      !(rhs == lhs)
    }

    public static func <= (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue <= rhs.rawValue
    }

    public static func >= (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue >= rhs.rawValue
    }

    public static func > (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue > rhs.rawValue
    }
  }
}
