import Foundation

/// How an interpolated value is padded to a column width.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let leading: Bool

  public static let none = OSLogStringAlignment(columns: 0, leading: false)
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leading: false)
  }
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leading: true)
  }

  func apply(_ text: String) -> String {
    let padding = String(repeating: " ", count: max(0, columns - text.count))
    return leading ? text + padding : padding + text
  }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  public static let decimal = decimal()
  public static let hex = hex()
  public static let octal = octal()

  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0)
    -> OSLogIntegerFormatting
  {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
  }

  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
      minDigits: minDigits())
  }

  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
      minDigits: minDigits())
  }

  func format<T: BinaryInteger>(_ value: T) -> String {
    var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
    if includePrefix { digits = (radix == 16 ? (uppercase ? "0X" : "0x") : "0") + digits }
    if value < 0 { return "-" + digits }
    return explicitPositiveSign ? "+" + digits : digits
  }
}

/// How an interpolated floating-point number is written (`.fixed` is `%f`: six decimals).
public struct OSLogFloatFormatting: Sendable {
  enum Notation: Sendable { case fixed, hex, exponential, hybrid }
  let notation: Notation
  let precision: Int?
  let explicitPositiveSign: Bool
  let uppercase: Bool

  public static let fixed = fixed()
  public static let hex = hex()
  public static let exponential = exponential()
  public static let hybrid = hybrid()

  public static func fixed(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      notation: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func exponential(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      notation: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hybrid(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      notation: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting(notation: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
  }

  func format(_ value: Double) -> String {
    var specifier = "%"
    if explicitPositiveSign { specifier += "+" }
    if let precision { specifier += ".\(precision)" }
    switch notation {
    case .fixed: specifier += uppercase ? "F" : "f"
    case .hex: specifier += uppercase ? "A" : "a"
    case .exponential: specifier += uppercase ? "E" : "e"
    case .hybrid: specifier += uppercase ? "G" : "g"
    }
    return String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
  }
}

/// How an interpolated Boolean is written: `true`/`false`, or `YES`/`NO` with `.answer`.
public enum OSLogBoolFormat: Sendable {
  case truthy
  case answer
}
