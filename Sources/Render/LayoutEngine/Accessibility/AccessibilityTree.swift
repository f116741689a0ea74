import Foundation
import MirrorCore

/// The elements VoiceOver visits in a laid-out widget, in its order, with SwiftUI's rules.
///
/// One pass over the render tree, after culling (what cannot be seen is no element):
/// - `Text` is an element with the static-text trait; an image is one with the image trait,
///   labelled by its name (`Image(_:)`), its `label:` or its symbol's name; `Image(decorative:)`
///   and `accessibilityHidden(true)` leave their views out.
/// - `Button`, `Link` and `Toggle` are one element each, their label's words combined, with
///   the button, link or switch-button trait (a toggle's value is "on" or "off").
/// - `accessibilityElement(children:)`: `.combine` makes one element of the children's labels
///   (joined with ", "), values and traits; `.ignore` one element of the view's own label;
///   `.contain` keeps the children as elements, read together.
/// - A view with an `accessibilityLabel` is one element: the label replaces its children's
///   words, their traits stay. `Label` combines its title and icon; the icon speaks only
///   where no title is drawn (Label's documented behaviour; see
///   https://www.brantonboehm.com/code/swiftui-label-improves-accessibility/).
/// - `accessibilityValue`, `accessibilityHint`, `accessibilityAddTraits`/`RemoveTraits` and
///   `accessibilityHeading` (the header trait) on a view that is no element apply to the
///   elements inside it.
/// - Order: drawing order of the tree (a stack's declaration order; a background before its
///   content, an overlay after), siblings reordered by `accessibilitySortPriority`, higher
///   first, ties keeping their order.
///
/// The widget itself is not one element: on the Home Screen VoiceOver visits a widget's
/// elements one by one, and a `Link` wrapped around the whole content is what makes it one
/// element (Chromium's search widget wraps its content in a `Link` for this reason: "Without
/// the wrapping, voice over treats the content within the widget as multiple tap targets",
/// https://chromium.googlesource.com/chromium/src/+/lkgr-ios-internal/ios/chrome/widget_kit_extension/search_widget.swift).
/// So Links and buttons each make one element of their content, and `widgetURL` changes
/// nothing.
package enum AccessibilityTree {
  /// The elements of `widget`: its container background's, then its content's.
  package static func elements(of widget: RenderedWidget) -> [AccessibilityElement] {
    drafts(of: widget).map(\.element)
  }

  static func drafts(of widget: RenderedWidget) -> [Draft] {
    var builder = Builder()
    var drafts: [Draft] = []
    if let background = widget.background { drafts += builder.collect(background, pending: Pending()) }
    drafts += builder.collect(widget.content, pending: Pending())
    return drafts
  }

  /// The elements of one placed view (tests and tools without a widget around it).
  package static func elements(of node: RenderNode) -> [AccessibilityElement] {
    var builder = Builder()
    return builder.collect(node, pending: Pending()).map(\.element)
  }

  /// An element being built, with what the audit needs to know of how it was made.
  struct Draft {
    var labels: [String] = []
    var values: [String] = []
    var hint: String?
    var traits = AccessibilityTraits()
    var frame: CGRect
    /// Whether every word of the label is an SF Symbol's name (no text, no explicit label).
    var labelIsSymbolName = false
    /// Label words from a `Label`'s icon, used only when no other words were found.
    var iconLabels: [String] = []
    /// Whether the element has no words because redaction (a placeholder, privacy) hides them.
    var isRedacted = false

    var element: AccessibilityElement {
      let words = labels.isEmpty ? iconLabels : labels
      return AccessibilityElement(
        label: words.joined(separator: ", "), value: values.isEmpty ? nil : values.joined(separator: ", "), hint: hint,
        traits: AccessibilityTrait.list(traits), frame: frame)
    }
  }

  /// Attributes of enclosing views that are no elements, for the elements inside them.
  struct Pending {
    var value: String?
    var hint: String?
    var added = AccessibilityTraits()
    var removed = AccessibilityTraits()

    func adding(_ attributes: AccessibilityAttributes) -> Pending {
      var copy = self
      if let value = attributes.value { copy.value = value }
      if let hint = attributes.hint { copy.hint = hint }
      copy.added.formUnion(attributes.addedTraits)
      if attributes.heading != nil { copy.added.insert(.isHeader) }
      copy.removed.formUnion(attributes.removedTraits)
      return copy
    }
  }

  struct Builder {
    /// The drafts `node` makes, in reading order.
    mutating func collect(_ node: RenderNode, pending: Pending) -> [Draft] {
      let info = node.accessibility
      if info?.isHidden == true { return [] }
      let attributes = info?.attributes ?? AccessibilityAttributes()
      let pending = pending.adding(attributes)
      if info?.children == .contain { return children(of: node, pending: pending) }
      let startsElement =
        info?.children != nil || attributes.control != nil || info?.label != nil || node.drawsLeafElement
      guard startsElement else { return children(of: node, pending: pending) }
      var draft = Draft(frame: node.frame)
      if info?.children != .ignore {
        var merged: [Draft] = []
        if node.drawsLeafElement { merged.append(leaf(node)) }
        merged += children(of: node, pending: Pending())
        combine(merged, into: &draft)
      }
      if let label = info?.label {
        draft.labels = [label]
        draft.iconLabels = []
        draft.labelIsSymbolName = attributes.labelIsSymbolName
      }
      if attributes.isLabelIcon {
        draft.iconLabels = draft.labels.isEmpty ? draft.iconLabels : draft.labels
        draft.labels = []
      }
      switch attributes.control {
      case .button: draft.traits.insert(.isButton)
      case .link: draft.traits.insert(.isLink)
      case .toggle(let isOn):
        draft.traits.insert(.isToggle)
        draft.values = [isOn ? "on" : "off"]
      case nil: break
      }
      if attributes.control != nil {
        draft.traits.remove(.isStaticText)
        draft.traits.remove(.isImage)
      }
      if draft.labels.isEmpty, draft.iconLabels.isEmpty { draft.isRedacted = node.containsRedaction }
      if let value = pending.value { draft.values = [value] }
      if let hint = pending.hint { draft.hint = hint }
      draft.traits.formUnion(pending.added)
      draft.traits.subtract(pending.removed)
      return [draft]
    }

    /// The drafts of `node`'s children, siblings ordered by sort priority.
    private mutating func children(of node: RenderNode, pending: Pending) -> [Draft] {
      guard !node.children.isEmpty else { return [] }
      var groups: [(priority: Double, drafts: [Draft])] = []
      groups.reserveCapacity(node.children.count)
      for child in node.children {
        let drafts = collect(child, pending: pending)
        if !drafts.isEmpty { groups.append((child.accessibility?.attributes.sortPriority ?? 0, drafts)) }
      }
      if groups.contains(where: { $0.priority != 0 }) {
        groups = groups.enumerated().sorted { lhs, rhs in
          lhs.element.priority != rhs.element.priority
            ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
        }.map(\.element)
      }
      return groups.flatMap(\.drafts)
    }

    /// The element a text or image node is by itself.
    private func leaf(_ node: RenderNode) -> Draft {
      var draft = Draft(frame: node.frame)
      switch node.content {
      case .text(let text):
        draft.labels = [text.string]
        draft.traits.insert(.isStaticText)
      case .image, .symbol, .symbolGlyph:
        draft.traits.insert(.isImage)
        if let label = node.accessibility?.label {
          draft.labels = [label]
          draft.labelIsSymbolName = node.accessibility?.attributes.labelIsSymbolName ?? false
        }
      case .group, .fill, .stroke, .redaction:
        break
      }
      return draft
    }

    /// Merges `parts` into `draft`: labels and values joined, traits united, the first hint.
    private func combine(_ parts: [Draft], into draft: inout Draft) {
      var symbolOnly = true
      for part in parts {
        draft.labels += part.labels
        draft.iconLabels += part.iconLabels
        draft.values += part.values
        if draft.hint == nil { draft.hint = part.hint }
        draft.traits.formUnion(part.traits)
        if !part.labels.isEmpty, !part.labelIsSymbolName { symbolOnly = false }
      }
      draft.labelIsSymbolName = symbolOnly && !draft.labels.isEmpty
      if draft.traits.contains(.isStaticText) { draft.traits.remove(.isImage) }
    }
  }
}

extension RenderNode {
  /// Whether the node or one under it is a redaction placeholder.
  var containsRedaction: Bool {
    if case .redaction = content { return true }
    return children.contains { $0.containsRedaction }
  }

  /// Whether the node draws text or an image, which is an element by itself.
  var drawsLeafElement: Bool {
    switch content {
    case .text, .image, .symbol, .symbolGlyph: true
    case .group, .fill, .stroke, .redaction: false
    }
  }
}
