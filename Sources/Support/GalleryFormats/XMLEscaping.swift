/// XML escaping of user text written into the gallery's SVG documents.
///
/// `&`, `<` and `>` become character references everywhere; in attributes, `"`, tab and line
/// feed do too, so a value reads back as written; a carriage return always does. The characters
/// XML 1.0 forbids (most C0 controls, and the discouraged DEL and C1 controls) are left out: a
/// document that held them would not parse.
package enum XMLEscaping {
  /// Whether XML 1.0 allows the scalar, minus the discouraged DEL and C1 controls.
  package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x20..<0x7F: true
    case 0x7F...0x9F: false
    case 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Appends `text`, escaped, to `bytes` as UTF-8.
  package static func append(_ text: String, inAttribute: Bool, to bytes: inout [UInt8]) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": bytes += "&amp;".utf8
      case "<": bytes += "&lt;".utf8
      case ">": bytes += "&gt;".utf8
      case "\"" where inAttribute: bytes += "&quot;".utf8
      case "\t" where inAttribute: bytes += "&#9;".utf8
      case "\n" where inAttribute: bytes += "&#10;".utf8
      case "\r": bytes += "&#13;".utf8
      default:
        guard isAllowed(scalar) else { continue }
        if scalar.isASCII {
          bytes.append(UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
      }
    }
  }

  /// `text`, escaped.
  package static func escaped(_ text: String, inAttribute: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(text, inAttribute: inAttribute, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
