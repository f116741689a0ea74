extension SVGBuffer {
  /// Largest magnitude written; beyond it values are clamped (nothing a widget draws is this far).
  static let numberLimit = 1e9

  /// Appends `value` rounded to two decimals, without trailing zeros or `-0`; NaN and
  /// infinities are written as 0.
  mutating func appendNumber(_ value: Double) {
    guard value.isFinite else { return append(byte: UInt8(ascii: "0")) }
    let clamped = min(max(value, -Self.numberLimit), Self.numberLimit)
    var hundredths = Int64((clamped * 100).rounded())
    if hundredths == 0 { return append(byte: UInt8(ascii: "0")) }
    if hundredths < 0 {
      append(byte: UInt8(ascii: "-"))
      hundredths = -hundredths
    }
    appendDigits(hundredths / 100)
    let fraction = Int(hundredths % 100)
    guard fraction != 0 else { return }
    append(byte: UInt8(ascii: "."))
    append(byte: UInt8(ascii: "0") + UInt8(fraction / 10))
    if fraction % 10 != 0 { append(byte: UInt8(ascii: "0") + UInt8(fraction % 10)) }
  }

  /// Appends the decimal digits of a non-negative integer.
  mutating func appendDigits(_ value: Int64) {
    var divisor: Int64 = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      append(byte: UInt8(ascii: "0") + UInt8((value / divisor) % 10))
      divisor /= 10
    }
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
