extension SVGBuffer {
  /// Largest magnitude written; beyond it values are clamped (nothing a widget draws is this far).
  static let numberLimit = 1e9

  /// `value` in hundredths as written: rounded, clamped to `numberLimit`, 0 when not finite.
  @inline(__always)
  static func hundredths(_ value: Double) -> Int64 {
    guard value.isFinite else { return 0 }
    let clamped = min(max(value, -numberLimit), numberLimit)
    return Int64((clamped * 100).rounded())
  }

  /// Whether `value` is written as `0`.
  static func roundsToZero(_ value: Double) -> Bool {
    hundredths(value) == 0
  }

  /// Appends `value` rounded to two decimals, without trailing zeros or `-0`; NaN and
  /// infinities are written as 0.
  mutating func appendNumber(_ value: Double) {
    var hundredths = Self.hundredths(value)
    if hundredths == 0 { return append(byte: UInt8(ascii: "0")) }
    if hundredths < 0 {
      append(byte: UInt8(ascii: "-"))
      hundredths = -hundredths
    }
    let (whole, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
    appendDigits(whole)
    guard fraction != 0 else { return }
    let (tenths, last) = fraction.quotientAndRemainder(dividingBy: 10)
    append(byte: UInt8(ascii: "."))
    append(byte: UInt8(ascii: "0") + UInt8(tenths))
    if last != 0 { append(byte: UInt8(ascii: "0") + UInt8(last)) }
  }

  /// Appends the decimal digits of a non-negative integer.
  mutating func appendDigits(_ value: Int64) {
    let start = bytes.count
    var rest = value
    repeat {
      let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
      rest = quotient
    } while rest > 0
    bytes.withUnsafeMutableBufferPointer { $0[start...].reverse() }
  }

  /// Appends two numbers separated by a space.
  mutating func appendNumbers(_ a: Double, _ b: Double) {
    appendNumber(a)
    append(byte: UInt8(ascii: " "))
    appendNumber(b)
  }

  /// Appends numbers separated by single spaces.
  mutating func appendNumbers(_ values: Double...) {
    for (index, value) in values.enumerated() {
      if index > 0 { append(byte: UInt8(ascii: " ")) }
      appendNumber(value)
    }
  }

  /// The formatted number as a string (for keys and tests).
  static func format(_ value: Double) -> String {
    var buffer = SVGBuffer()
    buffer.appendNumber(value)
    return buffer.string
  }
}
