extension SVGBuffer {
  /// Whether XML 1.0 allows the scalar, minus the discouraged DEL and C1 controls.
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x20..<0x7F: true
    case 0x7F...0x9F: false
    case 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Appends user text: XML-escaped, with the characters XML 1.0 forbids (and DEL, C1
  /// controls) removed; in attributes, tab and line breaks are kept as character references.
  mutating func appendEscaped(_ text: String, inAttribute: Bool) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": append("&amp;")
      case "<": append("&lt;")
      case ">": append("&gt;")
      case "\"" where inAttribute: append("&quot;")
      case "\t" where inAttribute: append("&#9;")
      case "\n" where inAttribute: append("&#10;")
      case "\r": append("&#13;")
      default:
        guard Self.isAllowedInXML(scalar) else { continue }
        if scalar.isASCII {
          bytes.append(UInt8(scalar.value))
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
      }
    }
  }

  /// Appends text content (between tags) escaped.
  mutating func appendText(_ text: String) {
    appendEscaped(text, inAttribute: false)
  }
}
