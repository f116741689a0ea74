import ViewDSL

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

  private mutating func appendHexComponent(_ component: Double) {
    let value = Int((Self.unit(component) * 255).rounded())
    append(byte: Self.hexDigits[value >> 4])
    append(byte: Self.hexDigits[value & 15])
  }
}
