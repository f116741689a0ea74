import Foundation
import MirrorCore
import TextEngine

extension WidgetLayout {
  /// The card a preview is drawn as when it is too big to draw (see `PreviewBudget`): the
  /// widget's shape in a pale red, "Too big to draw" and `reason`, as many lines of it as fit.
  ///
  /// Built without views, so that it can be drawn on any thread; its root is an `ErrorCard`.
  package static func errorCard(
    reason: String, size: CGSize, cornerRadius: CGFloat, colorScheme: ColorScheme, textEngine: TextEngine = .shared
  ) -> RenderedWidget {
    let dark = colorScheme == .dark
    let bounds = CGRect(origin: .zero, size: size.sanitized)
    let inset: CGFloat = min(12, bounds.width / 8)
    let width = Double(max(bounds.width - 2 * inset, 1))
    let ink = Paint.color(dark ? RGBA(bytes: 255, 179, 179) : RGBA(bytes: 92, 0, 0))

    func text(_ string: String, size: Double, weight: Double, at y: CGFloat, lines: Int) -> RenderNode {
      let font = FontSpec(size: size, weight: weight)
      let layout = textEngine.layout(
        [TextRun(string, font: font)], width: width, style: ParagraphStyle(lineLimit: max(lines, 1)))
      let origin = CGPoint(x: inset, y: y)
      return RenderNode(
        frame: CGRect(origin: origin, size: layout.size), viewType: "Text",
        content: .text(RenderedText(origin: origin, layout: layout, paints: [ink], string: string)))
    }

    let title = text("Too big to draw", size: 15, weight: 600, at: inset, lines: 2)
    let top = title.frame.maxY + 4
    let lineHeight = 14.0
    let message = text(
      reason, size: 11, weight: 400, at: top, lines: Int((Double(bounds.height - top - inset) / lineHeight).rounded(.down)))
    var card = RenderNode(frame: bounds, viewType: "ErrorCard", content: .group)
    card.children = [title, message]
    let background = RenderNode(
      frame: bounds, viewType: "ErrorCardBackground",
      content: .fill(
        path: Path(bounds), paint: .color(dark ? RGBA(bytes: 58, 13, 13) : RGBA(bytes: 255, 229, 229)), fillStyle: FillStyle()))
    return RenderedWidget(
      size: bounds.size, cornerRadius: cornerRadius, background: background, content: card, colorScheme: colorScheme,
      accessibilityTitle: "Too big to draw: \(reason)")
  }
}
