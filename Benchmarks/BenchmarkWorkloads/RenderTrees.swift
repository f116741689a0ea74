import Foundation
import LayoutEngine
import MirrorCore
import SwiftUI
import TextEngine
import WidgetKit

/// Render trees shaped like the seed widgets' previews: built by hand, since the benchmark
/// measures the SVG writer alone.
package enum RenderTrees {
  static let body = FontSpec(size: 15, lineHeight: 20)
  static let caption = FontSpec(size: 12, lineHeight: 16)
  static let title = FontSpec(size: 20, weight: 600, lineHeight: 25)

  /// A 6×4 PNG stand-in for artwork.
  static let artwork = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAG0lEQVR42mP4X/H/PwgzwDAWAYb/IMwAw+gCANZ3J2Hup4IrAAAAAElFTkSuQmCC")!

  static func text(_ string: String, _ font: FontSpec, at origin: CGPoint, width: Double, color: RGBA = RGBA(0, 0, 0))
    -> RenderNode
  {
    let layout = TextEngine.shared.layout([TextRun(string, font: font)], width: width, style: ParagraphStyle(lineLimit: 2))
    let text = RenderedText(origin: origin, layout: layout, paints: [.color(color)], string: string)
    return RenderNode(frame: CGRect(origin: origin, size: layout.size), viewType: "Text", content: .text(text))
  }

  static func shape(_ rect: CGRect, radius: CGFloat, paint: Paint, viewType: String) -> RenderNode {
    RenderNode(
      frame: rect, viewType: viewType,
      content: .fill(path: Path(roundedRect: rect, cornerRadius: radius), paint: paint, fillStyle: FillStyle()))
  }

  static func widget(size: CGSize, title: String, children: [RenderNode], url: String?) -> RenderedWidget {
    let bounds = CGRect(origin: .zero, size: size)
    var content = RenderNode(frame: bounds.insetBy(dx: 16, dy: 16), viewType: "VStack", content: .group)
    content.children = children
    content.definedBy = ["EntryView"]
    return RenderedWidget(
      size: size, cornerRadius: 22,
      background: RenderNode(
        frame: bounds, viewType: "ContainerBackground",
        content: .fill(path: Path(bounds), paint: .color(RGBA(1, 1, 1)), fillStyle: FillStyle())),
      content: content, widgetURL: url.flatMap(URL.init(string:)), accessibilityTitle: title)
  }

  /// Small: a podcast episode with artwork, title, show name and a progress bar.
  static var podcast: RenderedWidget {
    var art = RenderNode(
      frame: CGRect(x: 16, y: 16, width: 56, height: 56), viewType: "Image",
      content: .image(
        RenderedImage(image: ImageData(data: artwork, scale: 1)!, drawRect: CGRect(x: 16, y: 16, width: 56, height: 56))))
    art.effects.append(
      .clip(Path(roundedRect: CGRect(x: 16, y: 16, width: 56, height: 56), cornerRadius: 10), style: FillStyle()))
    let track = shape(
      CGRect(x: 16, y: 146, width: 138, height: 4), radius: 2, paint: .color(RGBA(0, 0, 0, 0.12)), viewType: "Capsule")
    var progress = shape(
      CGRect(x: 16, y: 146, width: 80, height: 4), radius: 2, paint: .color(RGBA(bytes: 175, 82, 222)), viewType: "Capsule")
    progress.isAccentGroup = true
    return widget(
      size: CGSize(width: 170, height: 170), title: "Up Next, The Daily Stand-up, Episode 214",
      children: [
        art,
        text("The Daily Stand-up", caption, at: CGPoint(x: 16, y: 82), width: 138, color: RGBA(0.24, 0.24, 0.26, 0.6)),
        text("Episode 214: Shipping widgets on Linux", body, at: CGPoint(x: 16, y: 98), width: 138),
        track, progress,
      ], url: "podcast://episode/214")
  }

  /// Medium: a word of the day with a gradient card, a symbol and two links.
  static var vocabulary: RenderedWidget {
    let card = shape(
      CGRect(x: 16, y: 16, width: 200, height: 138), radius: 16,
      paint: .linearGradient(
        stops: [Gradient.Stop(color: .indigo, location: 0), Gradient.Stop(color: .purple, location: 1)],
        start: .topLeading, end: .bottomTrailing),
      viewType: "RoundedRectangle")
    var symbol = RenderNode(
      frame: CGRect(x: 300, y: 16, width: 22, height: 22), viewType: "Image",
      content: .symbol(name: "book.fill", paint: .color(RGBA(1, 1, 1))))
    symbol.accessibilityLabel = "Dictionary"
    var next = text("Next word", caption, at: CGPoint(x: 232, y: 130), width: 90, color: RGBA(bytes: 0, 122, 255))
    next.effects.append(.link(URL(string: "vocab://next")!))
    return widget(
      size: CGSize(width: 364, height: 170), title: "Word of the day: serendipity",
      children: [
        card, symbol,
        text("serendipity", title, at: CGPoint(x: 28, y: 28), width: 176, color: RGBA(1, 1, 1)),
        text("/ˌserənˈdipədē/ · noun", caption, at: CGPoint(x: 28, y: 58), width: 176, color: RGBA(1, 1, 1, 0.8)),
        text("The occurrence of events by chance in a happy or beneficial way.", body, at: CGPoint(x: 232, y: 48), width: 116),
        next,
      ], url: "vocab://today")
  }

  /// Large: a news digest of six headlines with times, separated by hairlines.
  static var daily: RenderedWidget {
    var rows: [RenderNode] = [text("知乎日报 · Today", title, at: CGPoint(x: 16, y: 16), width: 332)]
    let headlines = [
      "Why the city's night buses run on time", "A field guide to autumn mushrooms",
      "什么是真正的好设计？", "The quiet return of the fountain pen",
      "How widgets render on a Lock Screen", "Five recipes for a rainy weekend",
    ]
    for (index, headline) in headlines.enumerated() {
      let y = 56 + Double(index) * 52
      var row = text(headline, body, at: CGPoint(x: 16, y: y), width: 280)
      row.effects.append(.link(URL(string: "daily://story/\(index)")!))
      rows.append(row)
      rows.append(text("\(index + 7):30", caption, at: CGPoint(x: 312, y: y + 2), width: 40, color: RGBA(0.5, 0.5, 0.5)))
      rows.append(
        shape(
          CGRect(x: 16, y: y + 44, width: 332, height: 0.5), radius: 0, paint: .color(RGBA(0, 0, 0, 0.1)), viewType: "Divider"))
    }
    return widget(size: CGSize(width: 364, height: 382), title: "知乎日报, six stories", children: rows, url: nil)
  }

  package static var all: [(name: String, widget: RenderedWidget)] {
    [("podcast (small)", podcast), ("vocabulary (medium)", vocabulary), ("daily (large)", daily)]
  }
}
