import Foundation

/// One element VoiceOver visits, in its order.
package struct AccessibilityElement: Hashable, Sendable {
  package var label: String
  package var value: String?
  package var hint: String?
  /// In a fixed order: `AccessibilityTrait`'s declaration order.
  package var traits: [AccessibilityTrait]
  /// Widget coordinates, points.
  package var frame: CGRect

  package init(
    label: String, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait] = [], frame: CGRect
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
  }

  /// What VoiceOver reads: the label, the value, the traits' words, then the hint after a
  /// pause ("Steps, 8,204 of 10,000, heading" or "Refresh, button. Loads the latest count").
  package var spokenText: String {
    var parts: [String] = []
    if !label.isEmpty { parts.append(label) }
    if let value, !value.isEmpty { parts.append(value) }
    parts.append(contentsOf: traits.compactMap(\.spokenWord))
    var text = parts.joined(separator: ", ")
    if let hint, !hint.isEmpty { text += text.isEmpty ? hint : ". " + hint }
    return text
  }
}
