import Foundation
import XMLTree

/// Checks a parsed SVG document for what the gallery promises never to write: numbers other
/// than plain decimals, and anything live (scripts, event handlers, dangerous links).
package enum SVGAudit {
  static let scalarAttributes: Set<String> = [
    "x", "y", "width", "height", "r", "cx", "cy", "x1", "y1", "x2", "y2", "offset", "opacity",
    "fill-opacity", "stroke-opacity", "stop-opacity", "flood-opacity", "stroke-width",
    "stroke-miterlimit", "stroke-dashoffset", "stdDeviation", "dx", "dy", "font-size",
    "font-weight", "textLength",
  ]
  static let listAttributes: Set<String> = ["d", "viewBox", "transform", "values", "stroke-dasharray"]

  /// Whether `token` is a plain decimal with at most two decimals: no NaN, infinity,
  /// exponent, `-0`, leading zeros or trailing zeros after the point.
  package static func isNumber(_ token: Substring) -> Bool {
    var bytes = Array(token.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    guard let point = bytes.firstIndex(of: UInt8(ascii: ".")) ?? Optional(bytes.endIndex) else { return false }
    let whole = bytes[..<point]
    guard !whole.isEmpty, whole.allSatisfy({ (48...57).contains($0) }), whole.count == 1 || whole.first != 48 else {
      return false
    }
    if point < bytes.endIndex {
      let fraction = bytes[(point + 1)...]
      guard (1...2).contains(fraction.count), fraction.allSatisfy({ (48...57).contains($0) }), fraction.last != 48 else {
        return false
      }
    }
    return token != "-0"
  }

  /// Numeric attributes that are not plain decimals (NaN, infinity, exponents, `-0`, more
  /// than two decimals), as `element attribute=value`.
  package static func numberProblems(in root: XMLTreeElement) -> [String] {
    var problems: [String] = []
    for element in root.allElements {
      for attribute in element.attributes {
        if scalarAttributes.contains(attribute.name), !isNumber(Substring(attribute.value)) {
          problems.append("\(element.name) \(attribute.name)=\(attribute.value)")
        } else if listAttributes.contains(attribute.name) {
          let tokens = attribute.value.split { !"-0123456789.".contains($0) }
          var words = attribute.value
          for word in ["translate", "rotate", "skewX", "scale"] { words = words.replacingOccurrences(of: word, with: " ") }
          if words.contains(where: { $0.isLetter && !"MLQCZ".contains($0) }) {
            problems.append("\(element.name) \(attribute.name)=\(attribute.value.prefix(80))")
          }
          for token in tokens where !isNumber(token) {
            problems.append("\(element.name) \(attribute.name) token \(token)")
          }
        }
      }
    }
    return problems
  }

  /// Anything a browser would run or follow to run code: `<script>` and `<foreignObject>`
  /// elements, `on…` event attributes, and `href`s to `javascript:`, `vbscript:` or `data:`
  /// URLs (but PNG and JPEG images), read as a browser reads a scheme (case and white space
  /// ignored).
  package static func liveContentProblems(in root: XMLTreeElement) -> [String] {
    var problems: [String] = []
    for element in root.allElements {
      let name = element.name.lowercased()
      if name == "script" || name == "foreignobject" || name.hasSuffix(":script") { problems.append("<\(element.name)>") }
      for attribute in element.attributes {
        let attributeName = attribute.name.lowercased()
        if attributeName.hasPrefix("on") { problems.append("\(element.name) \(attribute.name)") }
        if attributeName == "href" || attributeName.hasSuffix(":href") {
          let scheme = String(
            String.UnicodeScalarView(
              attribute.value.unicodeScalars.filter { $0.value > 0x20 && !(0x7F...0x9F).contains($0.value) }
                .prefix(16))
          ).lowercased()
          let isBitmap = name == "image" && ["data:image/png", "data:image/jpeg"].contains { scheme.hasPrefix($0) }
          if !isBitmap, ["javascript:", "vbscript:", "data:"].contains(where: { scheme.hasPrefix($0) }) {
            problems.append("\(element.name) \(attribute.name)=\(attribute.value.prefix(40))")
          }
        }
      }
    }
    return problems
  }
}
