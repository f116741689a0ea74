import Foundation

/// An SI prefix for the metric units (`HKUnit.meterUnit(with: .kilo)`).
public enum HKMetricPrefix: Int, Sendable {
  case none = 0
  case pico = 1
  case nano = 2
  case micro = 3
  case milli = 4
  case centi = 5
  case deci = 6
  case deca = 7
  case hecto = 8
  case kilo = 9
  case mega = 10
  case giga = 11
  case tera = 12
  case femto = 13

  /// The prefix as unit strings write it (`mc` for micro, as HealthKit writes `mcg`).
  var symbol: String {
    switch self {
    case .none: ""
    case .pico: "p"
    case .nano: "n"
    case .micro: "mc"
    case .milli: "m"
    case .centi: "c"
    case .deci: "d"
    case .deca: "da"
    case .hecto: "h"
    case .kilo: "k"
    case .mega: "M"
    case .giga: "G"
    case .tera: "T"
    case .femto: "f"
    }
  }

  var factor: Double {
    switch self {
    case .none: 1
    case .pico: 1e-12
    case .nano: 1e-9
    case .micro: 1e-6
    case .milli: 1e-3
    case .centi: 1e-2
    case .deci: 1e-1
    case .deca: 1e1
    case .hecto: 1e2
    case .kilo: 1e3
    case .mega: 1e6
    case .giga: 1e9
    case .tera: 1e12
    case .femto: 1e-15
    }
  }
}

/// A unit of measure, parsed from HealthKit's unit strings (`count`, `count/min`, `km`,
/// `kcal`, `mg/dL`, `degC`, `%`…) or made with the class methods.
///
/// Units of the same dimension convert (`doubleValue(for:)`); Celsius, Fahrenheit and kelvin
/// convert with their offsets.
public final class HKUnit: NSObject, @unchecked Sendable {
  // Sendable: every stored property is a `let` set once in `init`; NSObject, which keeps the compiler from checking it,
  // adds no state of its own.
  /// The unit as a string that `init(from:)` reads back.
  public let unitString: String
  /// How many SI base units (metre, gram, second, joule, litre, pascal, kelvin…) one of this is.
  let factor: Double
  /// The offset added after scaling to reach the base unit (temperatures only).
  let offset: Double
  /// Dimension → exponent (`length: 1, time: -1` for m/s).
  let dimensions: [String: Int]

  init(unitString: String, factor: Double, offset: Double = 0, dimensions: [String: Int]) {
    self.unitString = unitString
    self.factor = factor
    self.offset = offset
    self.dimensions = dimensions.filter { $0.value != 0 }
  }

  /// Reads a unit string; an unknown unit stops the program, as HealthKit raises an exception.
  public convenience init(from string: String) {
    guard let unit = Self.parse(string) else {
      preconditionFailure("HKUnit(from: \"\(string)\"): not a unit string HealthKit reads")
    }
    self.init(unitString: string, factor: unit.factor, offset: unit.offset, dimensions: unit.dimensions)
  }

  public override var description: String { unitString }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKUnit else { return false }
    return factor == other.factor && offset == other.offset && dimensions == other.dimensions
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(factor)
    hasher.combine(dimensions)
    return hasher.finalize()
  }

  /// Whether this is the unit of dimensionless numbers (`HKUnit(from: "")`).
  public func isNull() -> Bool { dimensions.isEmpty && factor == 1 }

  public func unitMultiplied(by unit: HKUnit) -> HKUnit {
    HKUnit(
      unitString: "\(unitString)*\(unit.unitString)", factor: factor * unit.factor,
      dimensions: dimensions.merging(unit.dimensions, uniquingKeysWith: +))
  }

  public func unitDivided(by unit: HKUnit) -> HKUnit {
    HKUnit(
      unitString: "\(unitString)/\(unit.unitString)", factor: factor / unit.factor,
      dimensions: dimensions.merging(unit.dimensions.mapValues { -$0 }, uniquingKeysWith: +))
  }

  public func unitRaised(toPower power: Int) -> HKUnit {
    HKUnit(
      unitString: "\(unitString)^\(power)", factor: Foundation.pow(factor, Double(power)),
      dimensions: dimensions.mapValues { $0 * power })
  }

  public func reciprocal() -> HKUnit {
    HKUnit(unitString: "1/\(unitString)", factor: 1 / factor, dimensions: dimensions.mapValues { -$0 })
  }

  // MARK: Parsing

  /// Units with a name of their own: factor to the base unit, dimension, offset.
  private static let named: [String: (Double, [String: Int], Double)] = [
    "count": (1, ["count": 1], 0), "%": (0.01, [:], 0),
    "in": (0.0254, ["length": 1], 0), "ft": (0.3048, ["length": 1], 0), "yd": (0.9144, ["length": 1], 0),
    "mi": (1609.344, ["length": 1], 0),
    "lb": (453.59237, ["mass": 1], 0), "oz": (28.349523125, ["mass": 1], 0), "st": (6350.29318, ["mass": 1], 0),
    "min": (60, ["time": 1], 0), "hr": (3600, ["time": 1], 0), "d": (86400, ["time": 1], 0),
    "cal": (4.184, ["energy": 1], 0), "kcal": (4184, ["energy": 1], 0), "Cal": (4184, ["energy": 1], 0),
    "fl_oz_us": (0.0295735295625, ["volume": 1], 0), "fl_oz_imp": (0.0284130625, ["volume": 1], 0),
    "cup_us": (0.2365882365, ["volume": 1], 0), "cup_imp": (0.284130625, ["volume": 1], 0),
    "pt_us": (0.473176473, ["volume": 1], 0), "pt_imp": (0.56826125, ["volume": 1], 0),
    "mmHg": (133.322387415, ["pressure": 1], 0), "cmAq": (98.0665, ["pressure": 1], 0), "atm": (101_325, ["pressure": 1], 0),
    "inHg": (3386.389, ["pressure": 1], 0),
    "degC": (1, ["temperature": 1], 273.15), "degF": (5.0 / 9.0, ["temperature": 1], 459.67 * 5.0 / 9.0),
    "K": (1, ["temperature": 1], 0),
    "dBASPL": (1, ["soundPressureLevel": 1], 0), "dBHL": (1, ["hearingLevel": 1], 0), "IU": (1, ["internationalUnit": 1], 0),
    "lx": (1, ["illuminance": 1], 0), "appleEffortScore": (1, ["effort": 1], 0),
  ]

  /// Units that take an SI prefix (`km`, `mg`, `mL`, `ms`, `kJ`, `kPa`…).
  private static let metric: [String: [String: Int]] = [
    "m": ["length": 1], "g": ["mass": 1], "s": ["time": 1], "J": ["energy": 1], "L": ["volume": 1], "Pa": ["pressure": 1],
    "Hz": ["time": -1], "V": ["voltage": 1], "W": ["energy": 1, "time": -1], "S": ["conductance": 1],
  ]

  private static let prefixes: [HKMetricPrefix] = [
    .none, .deca, .micro, .pico, .nano, .milli, .centi, .deci, .hecto, .kilo, .mega, .giga, .tera, .femto,
  ]

  /// Reads `text`: atoms joined by `*` or `·`, one `/` dividing, exponents as `^n`.
  static func parse(_ text: String) -> HKUnit? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return HKUnit(unitString: "", factor: 1, dimensions: [:]) }
    let sides = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count <= 2 else { return nil }
    var result = HKUnit(unitString: trimmed, factor: 1, dimensions: [:])
    for (index, side) in sides.enumerated() {
      let factors = side.split(whereSeparator: { $0 == "*" || $0 == "·" })
      if factors.isEmpty && !(index == 0 && side == "1") { return nil }
      for factor in factors {
        guard let unit = atom(String(factor)) else { return nil }
        if unit.offset != 0 && (sides.count > 1 || factors.count > 1) { return nil }
        result =
          index == 0
          ? HKUnit(
            unitString: trimmed, factor: result.factor * unit.factor, offset: unit.offset,
            dimensions: result.dimensions.merging(unit.dimensions, uniquingKeysWith: +))
          : HKUnit(
            unitString: trimmed, factor: result.factor / unit.factor,
            dimensions: result.dimensions.merging(unit.dimensions.mapValues { -$0 }, uniquingKeysWith: +))
      }
    }
    return result
  }

  private static func atom(_ text: String) -> HKUnit? {
    var name = Substring(text)
    var power = 1
    if let caret = name.firstIndex(of: "^") {
      guard let exponent = Int(name[name.index(after: caret)...]) else { return nil }
      power = exponent
      name = name[..<caret]
    }
    let base: HKUnit
    if let (factor, dimensions, offset) = named[String(name)] {
      base = HKUnit(unitString: String(name), factor: factor, offset: offset, dimensions: dimensions)
    } else if let found = prefixes.lazy.compactMap({ prefix -> HKUnit? in
      guard name.hasPrefix(prefix.symbol), let dimensions = metric[String(name.dropFirst(prefix.symbol.count))] else {
        return nil
      }
      return HKUnit(unitString: String(name), factor: prefix.factor, dimensions: dimensions)
    }).first {
      base = found
    } else {
      return nil
    }
    return power == 1 ? base : base.unitRaised(toPower: power)
  }
}

extension HKUnit {
  private static func metricUnit(_ symbol: String, _ prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + symbol) }

  public class func count() -> HKUnit { HKUnit(from: "count") }
  public class func percent() -> HKUnit { HKUnit(from: "%") }
  public class func meter() -> HKUnit { HKUnit(from: "m") }
  public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("m", prefix) }
  public class func inch() -> HKUnit { HKUnit(from: "in") }
  public class func foot() -> HKUnit { HKUnit(from: "ft") }
  public class func yard() -> HKUnit { HKUnit(from: "yd") }
  public class func mile() -> HKUnit { HKUnit(from: "mi") }
  public class func gram() -> HKUnit { HKUnit(from: "g") }
  public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("g", prefix) }
  public class func pound() -> HKUnit { HKUnit(from: "lb") }
  public class func ounce() -> HKUnit { HKUnit(from: "oz") }
  public class func stone() -> HKUnit { HKUnit(from: "st") }
  public class func second() -> HKUnit { HKUnit(from: "s") }
  public class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("s", prefix) }
  public class func minute() -> HKUnit { HKUnit(from: "min") }
  public class func hour() -> HKUnit { HKUnit(from: "hr") }
  public class func day() -> HKUnit { HKUnit(from: "d") }
  public class func joule() -> HKUnit { HKUnit(from: "J") }
  public class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("J", prefix) }
  public class func smallCalorie() -> HKUnit { HKUnit(from: "cal") }
  public class func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
  public class func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
  public class func liter() -> HKUnit { HKUnit(from: "L") }
  public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("L", prefix) }
  public class func fluidOunceUS() -> HKUnit { HKUnit(from: "fl_oz_us") }
  public class func fluidOunceImperial() -> HKUnit { HKUnit(from: "fl_oz_imp") }
  public class func cupUS() -> HKUnit { HKUnit(from: "cup_us") }
  public class func cupImperial() -> HKUnit { HKUnit(from: "cup_imp") }
  public class func pintUS() -> HKUnit { HKUnit(from: "pt_us") }
  public class func pintImperial() -> HKUnit { HKUnit(from: "pt_imp") }
  public class func pascal() -> HKUnit { HKUnit(from: "Pa") }
  public class func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("Pa", prefix) }
  public class func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
  public class func centimeterOfWater() -> HKUnit { HKUnit(from: "cmAq") }
  public class func atmosphere() -> HKUnit { HKUnit(from: "atm") }
  public class func inchesOfMercury() -> HKUnit { HKUnit(from: "inHg") }
  public class func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }
  public class func degreeFahrenheit() -> HKUnit { HKUnit(from: "degF") }
  public class func kelvin() -> HKUnit { HKUnit(from: "K") }
  public class func hertz() -> HKUnit { HKUnit(from: "Hz") }
  public class func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("Hz", prefix) }
  public class func volt() -> HKUnit { HKUnit(from: "V") }
  public class func voltUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("V", prefix) }
  public class func watt() -> HKUnit { HKUnit(from: "W") }
  public class func wattUnit(with prefix: HKMetricPrefix) -> HKUnit { metricUnit("W", prefix) }
  public class func siemen() -> HKUnit { HKUnit(from: "S") }
  public class func decibelAWeightedSoundPressureLevel() -> HKUnit { HKUnit(from: "dBASPL") }
  public class func decibelHearingLevel() -> HKUnit { HKUnit(from: "dBHL") }
  public class func internationalUnit() -> HKUnit { HKUnit(from: "IU") }
  public class func lux() -> HKUnit { HKUnit(from: "lx") }
  public class func appleEffortScore() -> HKUnit { HKUnit(from: "appleEffortScore") }
}
