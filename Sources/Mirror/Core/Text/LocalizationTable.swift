import Foundation

/// The translations of one locale, by table and key, as an app's strings catalogs
/// (`Localizable.xcstrings`) or strings files (`de.lproj/Localizable.strings`) give them.
package struct LocalizationTable: Sendable, Equatable {
  /// The locale the strings are for, e.g. `de` or `pt-BR`.
  package var locale: String
  /// Table name (the file's name without extension, `Localizable` by default) → key → value.
  package var tables: [String: [String: String]]

  package init(locale: String, tables: [String: [String: String]]) {
    self.locale = locale
    self.tables = tables
  }

  /// Reads the strings of `locale` (e.g. `de`, `pt-BR`) below `directory`: every
  /// `*.xcstrings` catalog, then every `*.strings` file in a matching `*.lproj` folder. A
  /// regional locale also takes its language's strings where it has none of its own.
  ///
  /// - Throws: `LocalizationError` naming the file that cannot be read.
  package init(directory: URL, locale: String) throws {
    let wanted = Self.candidates(for: locale)
    var tables: [String: [String: String]] = [:]
    let paths = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []).sorted()
    for path in paths where path.hasSuffix(".xcstrings") {
      let file = directory.appendingPathComponent(path)
      let table = file.deletingPathExtension().lastPathComponent
      for (key, value) in try Self.catalog(file, languages: wanted) { tables[table, default: [:]][key] = value }
    }
    for language in wanted.reversed() {
      for path in paths where path.hasSuffix(".strings") && path.split(separator: "/").dropLast().last == "\(language).lproj" {
        let file = directory.appendingPathComponent(path)
        let table = file.deletingPathExtension().lastPathComponent
        for (key, value) in try Self.strings(file) { tables[table, default: [:]][key] = value }
      }
    }
    self.locale = locale
    self.tables = tables
  }

  /// The translation of `key` in `table` (nil: `Localizable`), if there is one.
  package func value(for key: String, table: String?) -> String? {
    tables[table ?? "Localizable"]?[key]
  }

  /// The locale, then its language: `pt-BR` → `pt-BR`, `pt`.
  private static func candidates(for locale: String) -> [String] {
    let normalized = locale.replacingOccurrences(of: "_", with: "-")
    let language = String(normalized.split(separator: "-").first ?? Substring(normalized))
    return language == normalized ? [normalized] : [normalized, language]
  }

  /// A strings catalog's values for the first of `languages` each key has.
  private static func catalog(_ file: URL, languages: [String]) throws -> [String: String] {
    struct Catalog: Decodable {
      struct Entry: Decodable { var localizations: [String: Localization]? }
      struct Localization: Decodable { var stringUnit: StringUnit? }
      struct StringUnit: Decodable { var value: String }
      var strings: [String: Entry]
    }
    let catalog: Catalog
    do {
      catalog = try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: file))
    } catch {
      throw LocalizationError(file: file.path, reason: "not a strings catalog (\(error))")
    }
    var values: [String: String] = [:]
    for (key, entry) in catalog.strings {
      for language in languages {
        if let value = entry.localizations?[language]?.stringUnit?.value {
          values[key] = value
          break
        }
      }
    }
    return values
  }

  /// A `.strings` file: an old-style property list of `"key" = "value";` lines.
  private static func strings(_ file: URL) throws -> [String: String] {
    do {
      let data = try Data(contentsOf: file)
      guard let values = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
        throw LocalizationError(file: file.path, reason: "not a table of strings")
      }
      return values
    } catch let error as LocalizationError {
      throw error
    } catch {
      throw LocalizationError(file: file.path, reason: "cannot be read (\(error))")
    }
  }
}

/// Why an app's strings could not be read.
package struct LocalizationError: Error, CustomStringConvertible, Equatable {
  package var file: String
  package var reason: String

  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  package var description: String { "\(file): \(reason)" }
}

extension LocalizationTable {
  /// The pieces of a translation: literal text, and each format specifier (`%@`, `%lld`,
  /// `%.1f`, `%2$@`) replaced by the interpolated value it stands for; `%%` is a percent sign.
  static func segments(of translation: String, arguments: [Text]) -> [Text] {
    var segments: [Text] = []
    var literal = ""
    var next = 0
    let characters = Array(translation)
    var index = 0
    while index < characters.count {
      guard characters[index] == "%", index + 1 < characters.count else {
        literal.append(characters[index])
        index += 1
        continue
      }
      if characters[index + 1] == "%" {
        literal.append("%")
        index += 2
        continue
      }
      var end = index + 1
      var position: Int?
      var digits = ""
      while end < characters.count, characters[end].isNumber {
        digits.append(characters[end])
        end += 1
      }
      if end < characters.count, characters[end] == "$", let number = Int(digits) {
        position = number - 1
        end += 1
      } else {
        end = index + 1
      }
      while end < characters.count, "-+ #0123456789.hlqLzjt".contains(characters[end]) { end += 1 }
      guard end < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[end]) else {
        literal.append(characters[index])
        index += 1
        continue
      }
      let argument = position ?? next
      if position == nil { next += 1 }
      if arguments.indices.contains(argument) {
        if !literal.isEmpty { segments.append(Text(verbatim: literal)) }
        literal = ""
        segments.append(arguments[argument])
      } else {
        literal += String(characters[index...end])
      }
      index = end + 1
    }
    if !literal.isEmpty || segments.isEmpty { segments.append(Text(verbatim: literal)) }
    return segments
  }
}

private struct LocalizationTableKey: EnvironmentKey { static let defaultValue: LocalizationTable? = nil }

extension EnvironmentValues {
  /// The strings of the locale being rendered; nil: keys are shown as they are.
  package var localizationTable: LocalizationTable? {
    get { self[LocalizationTableKey.self] }
    set { self[LocalizationTableKey.self] = newValue }
  }
}
