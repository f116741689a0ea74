import Foundation
import FoundationAdditions
import MirrorCore

extension EnvironmentValues {
  /// Xcode's right-to-left pseudolanguage (its scheme's App Language menu): English text with
  /// the layout mirrored, as a right-to-left language lays it out.
  package static let rightToLeftPseudolanguage = "Right-to-Left Pseudolanguage"

  /// The locale identifier Foundation answers in a process rendering `language` (a locale
  /// identifier, or Xcode's name of a pseudolanguage, whose text is English).
  package static func processLocale(for language: String) -> String {
    isRightToLeftPseudolanguage(language) || Pseudolanguage.isDoubleLength(language) ? "en" : language
  }

  static func isRightToLeftPseudolanguage(_ language: String) -> Bool {
    language.caseInsensitiveCompare(rightToLeftPseudolanguage) == .orderedSame
  }

  /// Sets what a device set to `language` gives its views (see `setDeviceLocale(_:)`):
  /// Xcode's right-to-left pseudolanguage is English laid out right to left.
  package mutating func setDeviceLanguage(_ language: String) {
    setDeviceLocale(Locale(identifier: Self.processLocale(for: language)))
    if Self.isRightToLeftPseudolanguage(language) { layoutDirection = .rightToLeft }
  }
}
