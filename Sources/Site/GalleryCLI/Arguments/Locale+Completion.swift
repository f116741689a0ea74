import Foundation

/// `build --locale` takes any locale Foundation knows, by its identifier (`de`, `pt-BR`,
/// `zh-Hans-TW`), or one of Xcode's pseudolanguages by name; shell completions offer the
/// identifiers.
extension Locale {
  /// The identifiers of the locales this machine's Foundation knows, in BCP 47 form (`pt-BR`,
  /// as `--locale` is written), sorted, that start with `prefix` (case aside).
  ///
  /// Identifiers with a Unicode extension (`en-US-u-va-posix`) are left out, and so are Xcode's
  /// pseudolanguages, whose names have spaces that a shell would split; the help names them.
  static func identifiers(completing prefix: String) -> [String] {
    let identifiers = Set(availableIdentifiers.map { Locale(identifier: $0).identifier(.bcp47) })
    return identifiers.filter { !$0.contains("-u-") && $0.lowercased().hasPrefix(prefix.lowercased()) }.sorted()
  }
}
