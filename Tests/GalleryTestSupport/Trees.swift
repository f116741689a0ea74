import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine

/// Render trees built by hand, the way the layout engine builds them.
package enum Trees {
  package static let body = FontSpec(size: 17, lineHeight: 22)
  package static let headline = FontSpec(size: 17, weight: 600, lineHeight: 22)

  /// A 4×4 PNG (blue and pink quarters).
  package static let png = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAG0lEQVR42mP4X/H/PwgzwDAWAYb/IMwAw+gCANZ3J2Hup4IrAAAAAElFTkSuQmCC")!

  package static func text(
    _ string: String, at origin: CGPoint, width: Double? = 138, font: FontSpec = body,
    paint: Paint = .color(RGBA(0, 0, 0)), viewType: String = "Text"
  ) -> RenderNode {
    let layout = TextEngine.shared.layout([TextRun(string, font: font)], width: width, style: ParagraphStyle())
    let rendered = RenderedText(origin: origin, layout: layout, paints: [paint], string: string)
    return RenderNode(frame: CGRect(origin: origin, size: layout.size), viewType: viewType, content: .text(rendered))
  }

  package static func fill(_ rect: CGRect, _ paint: Paint, viewType: String = "Rectangle", radius: CGFloat = 0) -> RenderNode {
    let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect)
    return RenderNode(frame: rect, viewType: viewType, content: .fill(path: path, paint: paint, fillStyle: FillStyle()))
  }

  package static func group(_ frame: CGRect, _ viewType: String, _ children: [RenderNode]) -> RenderNode {
    var node = RenderNode(frame: frame, viewType: viewType, content: .group)
    node.children = children
    return node
  }

  package static func widget(
    _ children: [RenderNode], size: CGSize = CGSize(width: 170, height: 170), url: URL? = nil,
    scheme: ColorScheme = .light, mode: WidgetRenderingMode = .fullColor, title: String = "Sample widget"
  ) -> RenderedWidget {
    let bounds = CGRect(origin: .zero, size: size)
    let background = fill(bounds, .color(RGBA(bytes: 242, 242, 247)), viewType: "ContainerBackground")
    return RenderedWidget(
      size: size, cornerRadius: 22, background: mode == .fullColor ? background : nil,
      content: group(bounds.insetBy(dx: 16, dy: 16), "VStack", children), widgetURL: url,
      colorScheme: scheme, renderingMode: mode, accessibilityTitle: title)
  }

  /// A small widget with a headline, body text, a gradient card, an image and a link.
  package static func sample(headline title: String = "Morning Brief", mode: WidgetRenderingMode = .fullColor) -> RenderedWidget {
    var card = fill(
      CGRect(x: 16, y: 90, width: 138, height: 64),
      .linearGradient(
        stops: [Gradient.Stop(color: .orange, location: 0), Gradient.Stop(color: .pink, location: 1)],
        start: .top, end: .bottom),
      viewType: "RoundedRectangle", radius: 12)
    card.definedBy = ["StoryCard"]
    card.effects.append(.shadow(RenderNode.Shadow(color: RGBA(0, 0, 0, 0.3), radius: 6, offset: CGSize(width: 0, height: 2))))
    card.isAccentGroup = true
    var image = RenderNode(
      frame: CGRect(x: 110, y: 16, width: 44, height: 44), viewType: "Image",
      content: .image(
        RenderedImage(image: ImageData(data: png, scale: 1)!, drawRect: CGRect(x: 100, y: 16, width: 64, height: 44))))
    image.effects.append(
      .clip(Path(roundedRect: CGRect(x: 110, y: 16, width: 44, height: 44), cornerRadius: 8), style: FillStyle()))
    var linked = text(
      "Read more", at: CGPoint(x: 24, y: 120), font: FontSpec(size: 13, lineHeight: 18), paint: .color(RGBA(1, 1, 1)))
    linked.effects.append(.link(URL(string: "news://story/42")!))
    return widget(
      [
        text(title, at: CGPoint(x: 16, y: 16), width: 90, font: headline),
        text("Rain later, 14°", at: CGPoint(x: 16, y: 60), width: 138, paint: .color(RGBA(0.24, 0.24, 0.26, 0.6))),
        image, card, linked,
      ], url: URL(string: "news://today"), mode: mode)
  }
}
