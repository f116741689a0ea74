import Foundation
import MirrorCore
import TextEngine

extension LayoutContext {
  /// Text: its layout and paints; under redaction, one placeholder bar per line instead.
  mutating func drawText(_ node: ViewNode, proposal: ProposedViewSize, into render: inout RenderNode) {
    let layout = textLayout(node, proposal)
    let prepared = prepareText(node)
    if accessibilitySuppression == 0, node.environment.effectiveRedaction.isEmpty { accessibilityWords.append(prepared.string) }
    render.isAccentGroup = node.environment.isWidgetAccentable
    let origin = render.frame.origin
    guard node.environment.effectiveRedaction.isEmpty else {
      let paint = Redaction.paint(node.environment)
      render.children = layout.lines.compactMap { line in
        let rect = line.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard rect.width > 0 else { return nil }
        var bar = RenderNode(
          frame: rect, viewType: "redaction", content: .redaction(path: Redaction.bar(for: rect), paint: paint))
        bar.isAccentGroup = render.isAccentGroup
        bar.isCulled = visibleRegion.map { !Visibility.meets(rect, $0) } ?? false
        return bar
      }
      return
    }
    render.content = .text(RenderedText(origin: origin, layout: layout, paints: prepared.paints, string: prepared.string))
    for line in layout.lines {
      for attachment in line.attachments {
        guard let image = prepared.images[attachment.run] else { continue }
        var frame = CGRect(
          x: origin.x + line.frame.minX + attachment.x, y: origin.y + line.baseline - attachment.height,
          width: attachment.width, height: attachment.height)
        if case .symbol = image.content {
          // A symbol in text is centred on the cap height's midline, as SF Symbols are drawn
          // beside the letters, whatever part of its box reaches below the baseline.
          let font = prepared.runs[attachment.run].font
          let capMiddle = origin.y + line.baseline - textEngine.metrics(for: font).capHeight / 2
          frame = CGRect(x: frame.minX, y: capMiddle - frame.width / 2, width: frame.width, height: frame.width)
        }
        var child = RenderNode(frame: frame, viewType: "Image", content: .group)
        drawImage(image, environment: node.environment, into: &child)
        if let region = visibleRegion, let ink = Visibility.contentInk(child, textEngine: textEngine) {
          child.isCulled = !Visibility.meets(ink, region)
        }
        render.children.append(child)
      }
    }
  }

  /// Images draw into their frame; symbols draw their icon-font glyph over the frame, or a
  /// labelled placeholder when the table has no glyph for the name, as missing images do;
  /// under redaction all become a rounded placeholder of the frame.
  func drawImage(_ image: ResolvedImage, environment: EnvironmentValues, into render: inout RenderNode) {
    let frame = render.frame
    render.isAccentGroup = environment.isWidgetAccentable
    render.accentedImageMode = environment.widgetAccentedImageMode
    guard environment.effectiveRedaction.isEmpty else {
      let radius = min(Redaction.cornerRadius, min(frame.width, frame.height) / 2)
      render.content = .redaction(
        path: Path(roundedRect: frame, cornerRadius: radius, style: .continuous), paint: Redaction.paint(environment))
      return
    }
    let foreground = ForegroundStyle().resolvePaint(in: environment)
    switch image.content {
    case .bitmap(let bitmap):
      // The accented mode's treatment of other images (their alpha in the group's colour, or
      // what `widgetAccentedRenderingMode` asks) is the SVG writer's, as for every paint.
      let tinted = image.renderingMode == .template
      render.content = .image(RenderedImage(image: bitmap, drawRect: frame, tint: tinted ? foreground : nil))
    case .symbol(let name):
      if let glyph = textEngine.symbol(named: name) {
        // The icon's drawing, inside its design grid's margin, fills the symbol's frame, as an
        // SF Symbol's drawing fills its image. An enclosed name the icon font draws itself
        // (`arrow.up.circle`) keeps the drawing of a plain symbol's 1.1 em frame, centred in its
        // taller one (`ResolvedImage.enclosedSymbolBoxRatio`).
        var drawn = frame
        if glyph.enclosure == .none, ResolvedImage.isEnclosedSymbol(name) {
          let shrink = (1 - ResolvedImage.symbolBoxRatio / ResolvedImage.enclosedSymbolBoxRatio) / 2
          drawn = frame.insetBy(dx: frame.width * shrink, dy: frame.height * shrink)
        }
        let grow = glyph.margin / max(1 - 2 * glyph.margin, 0.01)
        let box = drawn.insetBy(dx: -drawn.width * grow, dy: -drawn.height * grow)
        render.content = .symbolGlyph(
          RenderedSymbol(glyph: glyph, box: box, paint: foreground, emboldening: symbolEmboldening(environment)))
      } else {
        render.content = .symbol(name: name, paint: foreground)
      }
    case .missing(let name):
      render.content = .symbol(name: name, paint: foreground)
    }
  }

  /// The stroke that makes a symbol as heavy as the font's weight: none up to regular (400),
  /// then 1% of the point size per 100 of weight (bold 700: 3%, 0.5 pt at 17 pt), so a bold
  /// label's symbol is bold too. The icon font's own strokes match a regular weight.
  func symbolEmboldening(_ environment: EnvironmentValues) -> CGFloat {
    let font = FontSpec(environment.resolve(nil))
    guard font.weight > 400, font.size.isFinite else { return 0 }
    return CGFloat(font.size * 0.01 * (font.weight - 400) / 100)
  }

  /// Shapes fill or stroke their outline in the frame (strokeBorder insets by half the
  /// line width); container-relative shapes get concentric corners.
  func drawShape(_ shape: ResolvedShape, node: ViewNode, into render: inout RenderNode) {
    let frame = render.frame
    render.isAccentGroup = node.environment.isWidgetAccentable
    let radius = containerRelativeRadius(in: frame)
    switch shape.drawing {
    case .fill(let style, let fillStyle):
      let paint = (style ?? AnyShapeStyle(ForegroundStyle())).resolvePaint(in: node.environment)
      render.content = .fill(
        path: shape.geometry.path(in: frame, containerCornerRadius: radius), paint: paint, fillStyle: fillStyle)
    case .stroke(let style, let strokeStyle, let inside):
      let paint = (style ?? AnyShapeStyle(ForegroundStyle())).resolvePaint(in: node.environment)
      var stroke = strokeStyle
      stroke.lineWidth = stroke.lineWidth.sanitizedLength
      let inset = inside ? stroke.lineWidth / 2 : 0
      let geometry = inside ? ResolvedShape.Geometry.inset(shape.geometry, by: inset) : shape.geometry
      render.content = .stroke(path: geometry.path(in: frame, containerCornerRadius: radius), paint: paint, style: stroke)
    }
  }
}
