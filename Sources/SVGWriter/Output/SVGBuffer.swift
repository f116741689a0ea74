/// UTF-8 bytes of SVG markup being written, with the number, colour and escaping rules that
/// keep output deterministic and well-formed.
struct SVGBuffer {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends trusted markup (names, ids, numbers already formatted); never user text.
  mutating func appendRaw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ other: SVGBuffer) {
    bytes.append(contentsOf: other.bytes)
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends ` name="value"` with `value` escaped for an attribute.
  mutating func attribute(_ name: StaticString, _ value: String) {
    append(" ")
    append(name)
    append("=\"")
    appendEscaped(value, inAttribute: true)
    append("\"")
  }

  /// Appends ` name="number"`.
  mutating func attribute(_ name: StaticString, number value: Double) {
    append(" ")
    append(name)
    append("=\"")
    appendNumber(value)
    append("\"")
  }
}
