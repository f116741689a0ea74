import Foundation

/// What accessibility modifiers and controls say about a view beyond its label, for the
/// accessibility tree layout builds (`accessibilityValue`, `accessibilityHint`, traits, sort
/// priority, heading, the control it is).
///
/// Kept in a view's traits, so modifiers wrapped around it carry it outward; the outermost
/// copy is the one in effect.
package struct AccessibilityAttributes: Equatable, Sendable {
  package var value: String?
  package var hint: String?
  package var addedTraits = AccessibilityTraits()
  package var removedTraits = AccessibilityTraits()
  /// `accessibilitySortPriority`: elements of higher priority are read first among siblings.
  package var sortPriority: Double = 0
  package var heading: AccessibilityHeadingLevel?
  /// The control this view is, which makes it one element with the control's traits.
  package var control: Control?
  /// The icon of a `Label`: left out of the label's element when its title gives words.
  package var isLabelIcon = false
  /// The label is an SF Symbol's name, which says nothing of what a control does: a
  /// symbol-only button counts as unlabelled.
  package var labelIsSymbolName = false

  package init() {}

  /// A control VoiceOver announces by its kind.
  package enum Control: Equatable, Sendable {
    case button
    case link
    case toggle(isOn: Bool)
  }

  /// Whether nothing was set.
  package var isEmpty: Bool { self == AccessibilityAttributes() }
}
