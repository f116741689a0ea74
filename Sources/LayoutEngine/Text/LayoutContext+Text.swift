import Foundation
import TextEngine
import ViewDSL

extension LayoutContext {
  /// The node's runs, paints and paragraph style, made once per pass.
  func prepareText(_ node: ViewNode) -> PreparedText {
    let id = ObjectIdentifier(node)
    if let prepared = textRuns[id] { return prepared }
    let runs: [ResolvedText.Run]
    if case .text(let text) = node.kind { runs = text.runs } else { runs = [] }
    let prepared = PreparedText(runs, environment: node.environment)
    textRuns[id] = prepared
    return prepared
  }

  /// The text laid out for a proposal: wrapped to the proposed width (nil or ∞: one line per
  /// paragraph) and, when a height is proposed, limited to the lines that fit in it.
  func textLayout(_ node: ViewNode, _ proposal: ProposedViewSize) -> TextLayout {
    if let cached = textLayouts[node, proposal] { return cached }
    let prepared = prepareText(node)
    let width = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
    var layout = textEngine.layout(prepared.runs, width: width, style: prepared.style)
    if let height = proposal.height, height.isFinite, layout.lines.count > 1, Double(layout.size.height) > Double(height) + 0.5 {
      let fitting = layout.lines.prefix { Double($0.frame.maxY) <= Double(height) + 0.5 }.count
      var style = prepared.style
      style.lineLimit = max(min(style.lineLimit ?? Int.max, fitting), 1)
      layout = textEngine.layout(prepared.runs, width: width, style: style)
    }
    textLayouts.store(layout, for: node, proposal: proposal)
    return layout
  }

  /// The text's size: the layout's, rounded up to the pixel grid as SwiftUI does.
  func textSize(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
    let layout = textLayout(node, proposal)
    let scale = prepareText(node).displayScale
    return CGSize(width: (layout.size.width * scale - 0.001).rounded(.up) / scale,
                  height: (layout.size.height * scale - 0.001).rounded(.up) / scale)
  }
}
