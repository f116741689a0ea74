import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Xcode's pseudolanguages that change a string's text (its scheme's App Language menu): the
/// Double-Length Pseudolanguage shows every translated string twice, so a layout can be
/// checked for text that grows, as German's does.
///
/// The language is the process's, as a device's is (see `DeviceLocale`): `build --locale`
/// sets `WIDGETGALLERY_DOUBLE_LENGTH` for a process rendering it, and `String(localized:)`
/// reads it; `Text` reads the locale of its environment's strings.
package enum Pseudolanguage {
  /// The Double-Length Pseudolanguage, by Xcode's name.
  package static let doubleLength = "Double-Length Pseudolanguage"

  /// The environment variable set (to `1`) in a process rendering the Double-Length
  /// Pseudolanguage.
  package static let doubleLengthVariable = "WIDGETGALLERY_DOUBLE_LENGTH"

  /// Whether this process renders the Double-Length Pseudolanguage; read once.
  package static let doublesStrings: Bool = getenv(doubleLengthVariable).map { String(cString: $0) == "1" } ?? false

  /// Whether `language` (a `--locale` value) names the Double-Length Pseudolanguage.
  package static func isDoubleLength(_ language: String) -> Bool {
    language.caseInsensitiveCompare(doubleLength) == .orderedSame
  }

  /// `text` twice, a space between, as the Double-Length Pseudolanguage shows a translated
  /// string; an empty string stays empty.
  package static func doubled(_ text: String) -> String {
    text.isEmpty ? text : text + " " + text
  }

  /// A translated string as this process shows it: doubled in the Double-Length
  /// Pseudolanguage, else as it is.
  package static func shown(_ text: String) -> String {
    doublesStrings ? doubled(text) : text
  }
}
