import Foundation

/// UTF-8 bytes of SVG markup being written, with the number, colour and escaping rules that
/// keep output deterministic and well-formed.
struct SVGBuffer {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The markup as a string.
  var string: String {
    bytes.withUnsafeBufferPointer { Self.decoded($0) }
  }

  /// UTF-8 `bytes` as a string, decoded in pieces of about `decodingPiece` bytes.
  ///
  /// `String(decoding:)` checks ASCII a word at a time but validates the whole input byte by
  /// byte once it meets one non-ASCII byte, as a CJK title does; in pieces, the long ASCII
  /// runs (base64 images, paths) keep the fast check. Pieces end on scalar boundaries, so
  /// the text is the same.
  static func decoded(_ all: UnsafeBufferPointer<UInt8>) -> String {
    var string = String()
    string.reserveCapacity(all.count)
    var start = 0
    while start < all.count {
      var end = min(start + Self.decodingPiece, all.count)
      while end < all.count, all[end] & 0xC0 == 0x80 { end += 1 }
      string += String(decoding: UnsafeBufferPointer(rebasing: all[start..<end]), as: UTF8.self)
      start = end
    }
    return string
  }

  /// Bytes `appendDecoded(to:)` decodes at a time: few pieces per document, and a piece
  /// with non-ASCII text costs little to validate.
  static let decodingPiece = 4096

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
