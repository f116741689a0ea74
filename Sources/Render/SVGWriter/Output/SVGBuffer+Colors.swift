import MirrorCore

extension SVGBuffer {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A component clamped to 0…1; not-finite values count as 0.
  static func unit(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0), 1) : 0
  }

  /// Appends `#rrggbb` (alpha is written separately as an opacity).
  mutating func appendHexColor(_ rgba: RGBA) {
    append(byte: UInt8(ascii: "#"))
    appendHexComponent(rgba.red)
    appendHexComponent(rgba.green)
    appendHexComponent(rgba.blue)
  }

  /// Appends ` style="fill:color(display-p3 r g b)"` (one declaration per property) when
  /// `rgba` was given in Display P3. Browsers prefer the style's P3 colour to the `#rrggbb`
  /// presentation attribute written beside it; renderers without CSS Color 4 (librsvg 2.54)
  /// drop the declaration they cannot parse and draw the sRGB attribute.
  mutating func appendDisplayP3Style(_ rgba: RGBA, properties: [StaticString]) {
    guard let p3 = rgba.displayP3, !properties.isEmpty else { return }
    append(" style=\"")
    for (index, property) in properties.enumerated() {
      if index > 0 { append(byte: UInt8(ascii: ";")) }
      append(property)
      append(":color(display-p3 ")
      appendUnitComponent(p3.red)
      append(byte: UInt8(ascii: " "))
      appendUnitComponent(p3.green)
      append(byte: UInt8(ascii: " "))
      appendUnitComponent(p3.blue)
      append(byte: UInt8(ascii: ")"))
    }
    append(byte: UInt8(ascii: "\""))
  }

  /// Appends a 0…1 component with up to four decimals (finer than 8 bits a channel).
  private mutating func appendUnitComponent(_ component: Double) {
    let value = Int64((Self.unit(component) * 10000).rounded())
    if value == 10000 { return append(byte: UInt8(ascii: "1")) }
    if value == 0 { return append(byte: UInt8(ascii: "0")) }
    append("0.")
    var digits = Array(String(value).utf8)
    while digits.count < 4 { digits.insert(UInt8(ascii: "0"), at: 0) }
    while digits.last == UInt8(ascii: "0") { digits.removeLast() }
    for digit in digits { append(byte: digit) }
  }

  private mutating func appendHexComponent(_ component: Double) {
    let value = Int((Self.unit(component) * 255).rounded())
    append(byte: Self.hexDigits[value >> 4])
    append(byte: Self.hexDigits[value & 15])
  }
}
