/// Which URLs may become tap targets.
///
/// A URL whose scheme is `javascript:`, `data:`, `vbscript:` or `file:` is never a link. The
/// scheme is read as a browser would and then some: case-insensitively, ignoring white space
/// and control characters anywhere before the first colon.
package enum LinkPolicy {
  package static let blockedSchemes: Set<String> = ["javascript", "data", "vbscript", "file"]

  package static func isBlocked(_ url: String) -> Bool {
    if let blocked = isBlockedPlainScheme(url) { return blocked }
    var scheme = ""
    for scalar in url.unicodeScalars {
      if scalar == ":" { return blockedSchemes.contains(scheme) }
      if scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.properties.generalCategory == .format
      {
        continue
      }
      scheme.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      if scheme.count > 16 { return false }
    }
    return false
  }

  /// The answer for a URL whose text before the first colon is plain ASCII letters, digits,
  /// `+`, `-` and `.` (nearly every URL), read without Unicode property lookups; nil for
  /// anything else, which the full rules read.
  private static func isBlockedPlainScheme(_ url: String) -> Bool? {
    var scheme: [UInt8] = []
    for byte in url.utf8 {
      switch byte {
      case UInt8(ascii: ":"):
        return blockedSchemes.contains(String(decoding: scheme, as: UTF8.self))
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        scheme.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
        scheme.append(byte)
      default:
        return nil
      }
      if scheme.count > 16 { return false }
    }
    return false
  }
}
