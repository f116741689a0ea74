import Foundation

/// The elements VoiceOver visits as text, in the shape ios-accessibility-text-snapshot
/// writes (one `*` line per element, then its `| -value`, `-label`, `-hint` and `-traits`
/// lines), with what VoiceOver says for it last, so a changed label reads as a changed line.
///
/// ```
/// * Element 1
/// | -label: Steps
/// | -traits: .header, .staticText
/// | -spoken: Steps, heading
/// ```
package enum AccessibilityDescription {
  package static func text(of elements: [AccessibilityElement]) -> String {
    guard !elements.isEmpty else { return "* No accessibility elements\n" }
    var lines: [String] = []
    for (index, element) in elements.enumerated() {
      lines.append("* Element \(index + 1)")
      if let value = element.value { lines.append("| -value: \(flat(value))") }
      lines.append("| -label: \(flat(element.label))")
      if let hint = element.hint { lines.append("| -hint: \(flat(hint))") }
      let traits = element.traits.map { "." + $0.rawValue }.joined(separator: ", ")
      lines.append("| -traits: \(traits.isEmpty ? ".none" : traits)")
      lines.append("| -spoken: \(flat(element.spokenText))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` on one line: line breaks become spaces.
  private static func flat(_ text: String) -> String {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
  }
}
