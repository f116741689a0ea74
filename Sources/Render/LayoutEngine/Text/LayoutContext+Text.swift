import Foundation
import MirrorCore
import TextEngine

extension LayoutContext {
  /// The node's runs, paints and paragraph style, made once per pass.
  mutating func prepareText(_ node: ViewNode) -> PreparedText {
    let number = number(node)
    if let prepared = preparedTexts[number] { return prepared }
    let runs: [ResolvedText.Run]
    if case .text(let text) = node.kind { runs = text.runs } else { runs = [] }
    let prepared = PreparedText(runs, environment: node.environment)
    preparedTexts[number] = prepared
    return prepared
  }

  /// The text laid out for a proposal: wrapped to the proposed width (nil or ∞: one line per
  /// paragraph) and, when a height is proposed, shrunk to fit it (if `minimumScaleFactor`
  /// allows) or limited to the lines that fit in it.
  mutating func textLayout(_ node: ViewNode, _ proposal: ProposedViewSize) -> TextLayout {
    let number = number(node)
    if let cached = textLayouts[number, proposal] { return cached }
    let prepared = prepareText(node)
    guard overBudget == nil else { return .empty }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    var layout = wrappedText(number, prepared, width: width)
    if let height = proposal.height, height.isFinite, prepared.style.minimumScaleFactor < 1,
      Double(layout.size.height) > Double(height) + 0.001
    {
      // Text that may shrink shrinks to the height it is offered too, as it does to the width.
      guard spend(on: prepared) else { return .empty }
      layout = textEngine.layout(
        prepared.runs, width: width.map(Double.init), height: Double(height), style: prepared.style)
    }
    if let height = proposal.height, height.isFinite, layout.lines.count > 1, Double(layout.size.height) > Double(height) + 0.5 {
      let fitting = layout.lines.prefix { Double($0.frame.maxY) <= Double(height) + 0.5 }.count
      var style = prepared.style
      style.lineLimit = max(min(style.lineLimit ?? Int.max, fitting), 1)
      guard spend(on: prepared) else { return .empty }
      layout = textEngine.layout(prepared.runs, width: width.map(Double.init), style: style)
    }
    textLayouts.store(layout, for: number, proposal: proposal)
    return layout
  }

  /// The text wrapped to `width` (nil: one line per paragraph), asked of the text engine
  /// once per node and width, since proposals that differ only in height share it.
  private mutating func wrappedText(_ number: Int, _ prepared: PreparedText, width: CGFloat?) -> TextLayout {
    let widthAlone = ProposedViewSize(width: width, height: nil)
    if let cached = wrappedTexts[number, widthAlone] { return cached }
    guard spend(on: prepared) else { return .empty }
    let layout = textEngine.layout(prepared.runs, width: width.map(Double.init), style: prepared.style)
    wrappedTexts.store(layout, for: number, proposal: widthAlone)
    return layout
  }

  /// Counts the characters one layout of `prepared` shapes (each attempt of text that may
  /// shrink), before shaping them; false, with `overBudget` set, when that passes the limit.
  private mutating func spend(on prepared: PreparedText) -> Bool {
    guard overBudget == nil else { return false }
    let attempts = prepared.style.minimumScaleFactor < 1 ? 12 : 1
    shapedCharacters += prepared.characterCount * attempts
    guard shapedCharacters > PreviewBudget.shapedGlyphs else { return true }
    let sample = prepared.string.prefix(40).map { $0.isNewline ? " " : String($0) }.joined()
    overBudget =
      "text layout shaped more than \(PreviewBudget.format(PreviewBudget.shapedGlyphs)) characters, the limit for one preview (the text it stopped at has \(PreviewBudget.format(prepared.characterCount)) characters: \u{201C}\(sample)\(prepared.string.count > 40 ? "…" : "")\u{201D})"
    return false
  }

  /// The text's size: the layout's, rounded up to the pixel grid as SwiftUI does. Text that
  /// reserves room for more lines than it has (`lineLimit(_:reservesSpace:)`) is as tall as
  /// that many lines, the missing ones as tall as its last line, spacing included.
  mutating func textSize(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
    let layout = textLayout(node, proposal)
    let scale = prepareText(node).displayScale
    var height = layout.size.height
    if let reserved = node.environment.reservedLineCount, let last = layout.lines.last, reserved > layout.lines.count {
      let lineHeight = last.frame.height + node.environment.lineSpacing + last.leading
      height += lineHeight * CGFloat(reserved - layout.lines.count)
    }
    return CGSize(
      width: (layout.size.width * scale - 0.001).rounded(.up) / scale,
      height: (height * scale - 0.001).rounded(.up) / scale)
  }
}
