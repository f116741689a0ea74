import MirrorCore

/// A placed view's accessibility modifiers, as `AccessibilityTree` reads them.
///
/// A reference, so render nodes that carry none (most) and copies of those that do stay
/// cheap.
package final class RenderAccessibility: Sendable {
  /// `accessibilityLabel`, or an image's own label (its name, or its symbol's name).
  package let label: String?
  /// `accessibilityHidden(true)` or `Image(decorative:)`.
  package let isHidden: Bool
  /// `accessibilityElement(children:)`.
  package let children: AccessibilityChildBehavior?
  package let attributes: AccessibilityAttributes

  package init(
    label: String?, isHidden: Bool, children: AccessibilityChildBehavior?, attributes: AccessibilityAttributes
  ) {
    self.label = label
    self.isHidden = isHidden
    self.children = children
    self.attributes = attributes
  }

  /// The accessibility of a view with `traits`; nil when it sets nothing.
  static func of(_ traits: ViewNode.Traits, redacted: Bool) -> RenderAccessibility? {
    let label = redacted ? nil : traits.accessibilityLabel
    guard label != nil || traits.accessibilityHidden || traits.accessibilityChildren != nil || !traits.accessibility.isEmpty
    else { return nil }
    return RenderAccessibility(
      label: label, isHidden: traits.accessibilityHidden, children: traits.accessibilityChildren,
      attributes: traits.accessibility)
  }
}
