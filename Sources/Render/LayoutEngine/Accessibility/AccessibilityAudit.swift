import Foundation
import MirrorCore
import TextEngine

/// What an accessibility reviewer would flag in a laid-out widget, as Xcode's Accessibility
/// Inspector audits a running view, by the widget's render tree and accessibility elements.
///
/// - contrast: each text against what is drawn behind its centre (WCAG 2.2, 1.4.3): at least
///   4.5:1, or 3:1 for large text (18 pt, or 14 pt bold). Behind it: the system widget
///   background, then every fill drawn before it that covers the point, composited in order
///   with its opacity; a gradient counts by its worst stop; a material is drawn (and counted)
///   as the system background at the material's opacity, its blur not modelled; a blurred
///   fill covers its frame grown by the blur radius (its colour reaches into gaps that narrow). Text over an
///   image is not judged (its pixels are not known here), nor text in the accented and vibrant
///   rendering modes, whose colours the system replaces.
/// - truncated: the text engine drew an ellipsis. clipped: glyphs of a text cut by the
///   widget's bounds, a frame's clip or a clip shape. overflow: the content laid out larger
///   than the widget.
/// - smallText: a run under 11 pt as drawn (Dynamic Type and scale factors applied).
/// - smallTapTarget: a button, link or toggle element smaller than 44 × 44 pt (Apple's HIG).
/// - unlabelled: an image element with no label, or a control whose only words are an SF
///   Symbol's name or none (not where redaction hides the words: a placeholder's). duplicate: an element with the label of an earlier one, neither
///   with a value to tell them apart.
///
/// Findings come in the order of `PreviewFinding.Kind`, each kind in drawing or reading order.
package enum AccessibilityAudit {
  static let normalContrast = 4.5
  static let largeContrast = 3.0
  static let largeTextSize = 18.0
  static let largeBoldTextSize = 14.0
  static let smallestTextSize = 11.0
  static let smallestTapSide: CGFloat = 44

  /// The findings of `widget`, whose elements are `drafts` and of which culling cut `clippedTexts`.
  static func findings(
    of widget: RenderedWidget, drafts: [AccessibilityTree.Draft], clippedTexts: [ClippedText]
  ) -> [PreviewFinding] {
    var walker = Walker(
      base: widget.drawsSystemBackground ? RGBA.widgetBackground(widget.colorScheme) : RGBA(0, 0, 0),
      judgesContrast: widget.renderingMode == .fullColor)
    if let background = widget.background { walker.walk(background, state: Walker.State()) }
    walker.walk(widget.content, state: Walker.State())

    var found: [PreviewFinding] = []
    found += walker.texts.compactMap { walker.contrastFinding($0) }
    for text in walker.texts where text.isTruncated {
      found.append(
        PreviewFinding(
          kind: .truncated, frame: text.frame, message: "\(quoted(text.string)) is truncated: an ellipsis was drawn",
          text: text.string))
    }
    for text in clippedTexts {
      let message =
        text.shown == 0
        ? "\(quoted(text.string)) cannot be seen: it lies wholly outside the widget or its clip"
        : "\(quoted(text.string)) is cut: \(text.shown) of \(text.drawn) glyphs can be seen"
      found.append(
        PreviewFinding(
          kind: .clipped, frame: text.frame, message: message, text: text.string,
          measured: [.init(name: "shown", value: Double(text.shown)), .init(name: "drawn", value: Double(text.drawn))]))
    }
    found += overflow(widget)
    for text in walker.texts where text.smallestSize < smallestTextSize {
      found.append(
        PreviewFinding(
          kind: .smallText, frame: text.frame,
          message: "\(quoted(text.string)) is \(format(text.smallestSize)) pt, below \(format(smallestTextSize)) pt",
          text: text.string,
          measured: [.init(name: "size", value: text.smallestSize), .init(name: "required", value: smallestTextSize)]))
    }
    found += tapTargets(drafts)
    found += unlabelled(drafts)
    found += duplicates(drafts)
    return found
  }

  private static func overflow(_ widget: RenderedWidget) -> [PreviewFinding] {
    let bounds = CGRect(origin: .zero, size: widget.size).insetBy(dx: -0.5, dy: -0.5)
    let frame = widget.content.frame
    guard !frame.isNull, !bounds.contains(frame) else { return [] }
    return [
      PreviewFinding(
        kind: .overflow, frame: frame,
        message:
          "the content is \(format(frame.width)) × \(format(frame.height)) pt, laid out beyond the \(format(widget.size.width)) × \(format(widget.size.height)) pt widget",
        measured: [
          .init(name: "width", value: frame.width), .init(name: "height", value: frame.height),
          .init(name: "widgetWidth", value: widget.size.width), .init(name: "widgetHeight", value: widget.size.height),
        ])
    ]
  }

  private static func tapTargets(_ drafts: [AccessibilityTree.Draft]) -> [PreviewFinding] {
    drafts.compactMap { draft in
      guard let kind = draft.controlWord,
        draft.frame.width < smallestTapSide || draft.frame.height < smallestTapSide
      else { return nil }
      let label = draft.element.label
      let named = label.isEmpty ? kind : "\(kind) \(quoted(label))"
      return PreviewFinding(
        kind: .smallTapTarget, frame: draft.frame,
        message: "the \(named) is \(format(draft.frame.width)) × \(format(draft.frame.height)) pt, below 44 × 44 pt",
        text: label.isEmpty ? nil : label,
        measured: [
          .init(name: "width", value: draft.frame.width), .init(name: "height", value: draft.frame.height),
          .init(name: "required", value: smallestTapSide),
        ])
    }
  }

  private static func unlabelled(_ drafts: [AccessibilityTree.Draft]) -> [PreviewFinding] {
    drafts.compactMap { draft in
      let element = draft.element
      guard !draft.isRedacted else { return nil }
      if let kind = draft.controlWord {
        if element.label.isEmpty {
          return PreviewFinding(kind: .unlabelled, frame: draft.frame, message: "a \(kind) has no label")
        }
        guard draft.labelIsSymbolName else { return nil }
        return PreviewFinding(
          kind: .unlabelled, frame: draft.frame,
          message: "a \(kind) shows only the symbol \(quoted(element.label)) and has no label", text: element.label)
      }
      guard draft.traits.contains(.isImage), element.label.isEmpty else { return nil }
      return PreviewFinding(kind: .unlabelled, frame: draft.frame, message: "an image has no label")
    }
  }

  private static func duplicates(_ drafts: [AccessibilityTree.Draft]) -> [PreviewFinding] {
    var seen: [String: Int] = [:]
    var found: [PreviewFinding] = []
    for draft in drafts {
      let element = draft.element
      guard !element.label.isEmpty, element.value == nil else { continue }
      let count = seen[element.label, default: 0] + 1
      seen[element.label] = count
      guard count > 1 else { continue }
      found.append(
        PreviewFinding(
          kind: .duplicate, frame: draft.frame,
          message: "\(quoted(element.label)) is read by \(count) elements with no value to tell them apart",
          text: element.label, measured: [.init(name: "count", value: Double(count))]))
    }
    return found
  }

  /// `text` in single quotes, cut to 60 characters.
  static func quoted(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "'" + (flat.count > 60 ? flat.prefix(59) + "…" : flat) + "'"
  }

  /// A number with at most two decimals and no trailing zeros ("4.5", "2.87", "44").
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  static func format(_ value: CGFloat) -> String { format(Double(value)) }
}

extension AccessibilityTree.Draft {
  /// "button", "link" or "toggle" for a control element; nil otherwise.
  var controlWord: String? {
    if traits.contains(.isToggle) { return "toggle" }
    if traits.contains(.isLink) { return "link" }
    if traits.contains(.isButton) { return "button" }
    return nil
  }
}

extension RenderedWidget {
  /// Fills `accessibilityElements` and `findings` from the render tree; `clippedTexts` are
  /// the texts culling cut while placing it.
  mutating func analyseAccessibility(clippedTexts: [ClippedText]) {
    let drafts = AccessibilityTree.drafts(of: self)
    accessibilityElements = drafts.map(\.element)
    findings = AccessibilityAudit.findings(of: self, drafts: drafts, clippedTexts: clippedTexts)
  }
}
