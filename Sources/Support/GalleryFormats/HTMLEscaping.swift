/// HTML escaping of text the gallery writes into pages and reports: `&`, `<`, `>`, `"` and `'`
/// as character references, safe in text and in quoted attributes.
///
/// These are the replacements Mustache's `{{value}}` makes, made on the UTF-8 bytes rather
/// than on characters: many times faster for the long values some pages carry (a scrubber's
/// JSON), and a quote followed by a combining mark, one character to Mustache, is escaped too.
package enum HTMLEscaping {
  package static func escaped(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.contains(where: needsEscaping) else { return String(decoding: bytes, as: UTF8.self) }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + bytes.count / 8)
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "&"): result += "&amp;".utf8
        case UInt8(ascii: "<"): result += "&lt;".utf8
        case UInt8(ascii: ">"): result += "&gt;".utf8
        case UInt8(ascii: "\""): result += "&quot;".utf8
        case UInt8(ascii: "'"): result += "&#39;".utf8
        default: result.append(byte)
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
      || byte == UInt8(ascii: "'")
  }
}
