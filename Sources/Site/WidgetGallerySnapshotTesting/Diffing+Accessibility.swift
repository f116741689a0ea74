import Foundation
import SnapshotTesting

extension Diffing where Value == String {
  /// Compares accessibility descriptions (see `Snapshotting.accessibility`) and says what
  /// changed element by element: "Element 1: label changed from “Steps” to “Stairs”".
  ///
  /// The line diff is attached as `difference.patch`.
  public static var accessibilityDescription: Diffing {
    Diffing.diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diffV2: { reference, new in
        guard reference != new else { return nil }
        let sentences = AccessibilityChanges.describe(old: reference, new: new)
        let message = "What VoiceOver reads changed:\n" + sentences.map { "  • " + $0 }.joined(separator: "\n")
        return (message, Diffing<String>.lines.diffV2(reference, new)?.1 ?? [])
      })
  }

  /// Compares accessibility overlays (see `Snapshotting.accessibilityImage`) by what each
  /// box reads, then by their bytes: "Element 1 reads “Stairs, heading” instead of “Steps, heading”".
  public static var accessibilityOverlay: Diffing {
    Diffing.diff(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diffV2: { reference, new in
        guard reference != new else { return nil }
        var sentences = AccessibilityChanges.describe(oldOverlay: reference, newOverlay: new)
        if sentences.isEmpty { sentences = ["the same elements read the same; the picture differs"] }
        let message = "The accessibility overlay differs:\n" + sentences.map { "  • " + $0 }.joined(separator: "\n")
        let patch = Diffing<String>.lines.diffV2(reference, new)?.1 ?? []
        return (
          message,
          patch + [.data(Data(reference.utf8), name: "reference.svg"), .data(Data(new.utf8), name: "failure.svg")]
        )
      })
  }
}

/// What changed between two accessibility descriptions or overlays, in words.
enum AccessibilityChanges {
  /// One element of a description: its field lines by name ("label" → "Steps").
  typealias Element = [(name: String, value: String)]

  static func describe(old: String, new: String) -> [String] {
    let (before, after) = (elements(of: old), elements(of: new))
    var sentences: [String] = []
    for index in 0..<max(before.count, after.count) {
      let number = index + 1
      guard index < after.count else {
        sentences.append("Element \(number) removed: \(quoted(spoken(before[index])))")
        continue
      }
      guard index < before.count else {
        sentences.append("Element \(number) added: \(quoted(spoken(after[index])))")
        continue
      }
      let names = (before[index] + after[index]).map(\.name).reduce(into: [String]()) {
        if !$0.contains($1), $1 != "spoken" { $0.append($1) }
      }
      for name in names {
        let was = value(name, in: before[index])
        let now = value(name, in: after[index])
        guard was != now else { continue }
        switch (was, now) {
        case (nil, let now?): sentences.append("Element \(number): \(name) \(quoted(now)) added")
        case (let was?, nil): sentences.append("Element \(number): \(name) \(quoted(was)) removed")
        case (let was?, let now?): sentences.append("Element \(number): \(name) changed from \(quoted(was)) to \(quoted(now))")
        case (nil, nil): break
        }
      }
    }
    return sentences.isEmpty ? ["the description differs in its layout"] : sentences
  }

  static func describe(oldOverlay: String, newOverlay: String) -> [String] {
    let (before, after) = (boxTitles(oldOverlay), boxTitles(newOverlay))
    var sentences: [String] = []
    for index in 0..<max(before.count, after.count) {
      let number = index + 1
      if index >= after.count {
        sentences.append("Element \(number) removed: \(quoted(before[index]))")
      } else if index >= before.count {
        sentences.append("Element \(number) added: \(quoted(after[index]))")
      } else if before[index] != after[index] {
        sentences.append("Element \(number) reads \(quoted(after[index])) instead of \(quoted(before[index]))")
      }
    }
    return sentences
  }

  /// The elements of a description, each its `| -name: value` lines.
  static func elements(of description: String) -> [Element] {
    var result: [Element] = []
    for line in description.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("* Element ") {
        result.append([])
      } else if line.hasPrefix("| -"), !result.isEmpty, let colon = line.firstIndex(of: ":") {
        let name = String(line[line.index(line.startIndex, offsetBy: 3)..<colon])
        let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        result[result.count - 1].append((name, value))
      }
    }
    return result
  }

  /// The `<title>` of each `data-accessibility-element` box, in order.
  static func boxTitles(_ overlay: String) -> [String] {
    overlay.components(separatedBy: "<g data-accessibility-element=\"").dropFirst().map { part in
      guard let start = part.range(of: "<title>"), let end = part.range(of: "</title>") else { return "" }
      return unescaped(String(part[start.upperBound..<end.lowerBound]))
    }
  }

  private static func value(_ name: String, in element: Element) -> String? {
    element.first { $0.name == name }?.value
  }

  private static func spoken(_ element: Element) -> String { value("spoken", in: element) ?? "" }

  private static func quoted(_ text: String) -> String { "“" + text + "”" }

  private static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
