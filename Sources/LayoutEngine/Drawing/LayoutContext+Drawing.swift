import Foundation
import TextEngine
import ViewDSL

extension LayoutContext {
  /// Text: its layout and paints; under redaction, one placeholder bar per line instead.
  mutating func drawText(_ node: ViewNode, proposal: ProposedViewSize, into render: inout RenderNode) {
    let layout = textLayout(node, proposal)
    let prepared = prepareText(node)
    if accessibilitySuppression == 0, node.environment.effectiveRedaction.isEmpty { accessibilityWords.append(prepared.string) }
    render.effects.isAccentGroup = node.environment.isWidgetAccentable
    let origin = render.frame.origin
    guard node.environment.effectiveRedaction.isEmpty else {
      let paint = Redaction.paint(node.environment)
      render.children = layout.lines.compactMap { line in
        let rect = line.frame.offsetBy(dx: origin.x, dy: origin.y)
        guard rect.width > 0 else { return nil }
        var bar = RenderNode(frame: rect, viewType: "redaction", content: .redaction(path: Redaction.bar(for: rect), paint: paint))
        bar.effects.isAccentGroup = render.effects.isAccentGroup
        return bar
      }
      return
    }
    render.content = .text(RenderedText(origin: origin, layout: layout, paints: prepared.paints, string: prepared.string))
    for line in layout.lines {
      for attachment in line.attachments {
        guard let image = prepared.images[attachment.run] else { continue }
        let frame = CGRect(
          x: origin.x + line.frame.minX + attachment.x, y: origin.y + line.baseline - attachment.height,
          width: attachment.width, height: attachment.height)
        var child = RenderNode(frame: frame, viewType: "Image", content: .group)
        drawImage(image, environment: node.environment, into: &child)
        render.children.append(child)
      }
    }
  }

  /// Images draw into their frame; symbols and missing images draw a labelled placeholder;
  /// under redaction all become a rounded placeholder of the frame.
  func drawImage(_ image: ResolvedImage, environment: EnvironmentValues, into render: inout RenderNode) {
    let frame = render.frame
    render.effects.isAccentGroup = environment.isWidgetAccentable
    guard environment.effectiveRedaction.isEmpty else {
      let radius = min(Redaction.cornerRadius, min(frame.width, frame.height) / 2)
      render.content = .redaction(path: Path(roundedRect: frame, cornerRadius: radius, style: .continuous), paint: Redaction.paint(environment))
      return
    }
    let foreground = ForegroundStyle().resolvePaint(in: environment)
    switch image.content {
    case .bitmap(let bitmap):
      let tinted = image.renderingMode == .template || (environment.widgetRenderingMode == .accented && image.renderingMode != .original)
      render.content = .image(RenderedImage(image: bitmap, drawRect: frame, tint: tinted ? foreground : nil))
    case .symbol(let name), .missing(let name):
      render.content = .symbol(name: name, paint: foreground)
    }
  }

  /// Shapes fill or stroke their outline in the frame (strokeBorder insets by half the
  /// line width); container-relative shapes get concentric corners.
  func drawShape(_ shape: ResolvedShape, node: ViewNode, into render: inout RenderNode) {
    let frame = render.frame
    render.effects.isAccentGroup = node.environment.isWidgetAccentable
    let radius = containerRelativeRadius(in: frame)
    switch shape.drawing {
    case .fill(let style, let fillStyle):
      let paint = (style ?? AnyShapeStyle(ForegroundStyle())).resolvePaint(in: node.environment)
      render.content = .fill(path: shape.geometry.path(in: frame, containerCornerRadius: radius), paint: paint, fillStyle: fillStyle)
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
