/// Text as a Swift string literal, for the code the plugins and macros generate.
///
/// Quotes, backslashes, line breaks, tabs and every other control character are escaped, so
/// any name an asset, an intent definition, a data model or a macro's argument holds becomes a
/// literal that compiles and reads back as the same text.
package enum SwiftStringLiteral {
  /// `text` between double quotes, escaped.
  package static func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
