/// Which URLs may become tap targets.
///
/// A URL whose scheme is `javascript:`, `data:`, `vbscript:` or `file:` is never a link. The
/// scheme is read as a browser would and then some: case-insensitively, ignoring white space
/// and control characters anywhere before the first colon.
package enum LinkPolicy {
  package static let blockedSchemes: Set<String> = ["javascript", "data", "vbscript", "file"]

  package static func isBlocked(_ url: String) -> Bool {
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
}
