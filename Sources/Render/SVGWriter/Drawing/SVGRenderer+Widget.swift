import Foundation
import LayoutEngine
import MirrorCore

extension SVGRenderer {
  /// Draws the widget: its tap target, its rounded mask, the system background (or the
  /// appearance's backdrop), the container background and the content.
  mutating func renderWidget() {
    let url = widget.widgetURL.map(\.absoluteString)
    openLink(url, viewName: "widgetURL")
    let shape = Path(roundedRect: bounds, cornerRadius: sanitizedLength(widget.cornerRadius), style: .continuous)
    let clip = clipID(shape, style: FillStyle())
    body.append("<g data-view=\"Widget\" clip-path=\"url(#")
    body.appendRaw(clip)
    body.append(")\">\n")
    if appearance.removesBackground {
      if options.drawsAppearanceBackdrop, let backdrop = appearance.backdrop {
        body.append("<rect data-view=\"Backdrop\" width=\"")
        body.appendNumber(bounds.width)
        body.append("\" height=\"")
        body.appendNumber(bounds.height)
        body.append("\"")
        appendColorAttributes(backdrop, name: .fill)
        body.append("/>\n")
      }
    } else {
      if widget.drawsSystemBackground {
        body.append("<rect data-view=\"WidgetBackground\" width=\"")
        body.appendNumber(bounds.width)
        body.append("\" height=\"")
        body.appendNumber(bounds.height)
        body.append("\"")
        appendColorAttributes(.widgetBackground(widget.colorScheme), name: .fill)
        body.append("/>\n")
      }
      if let background = widget.background { render(background, group: .primary) }
    }
    render(widget.content, group: .primary)
    if url != nil { appendHitArea(bounds) }
    body.append("</g>\n")
    closeLink(url)
  }
}

/// A length usable in geometry: finite and not negative.
func sanitizedLength(_ value: CGFloat) -> CGFloat {
  value.isFinite ? max(value, 0) : 0
}

/// A rectangle with every component finite (non-finite parts become 0, negative sizes 0).
func sanitizedRect(_ rect: CGRect) -> CGRect {
  guard !rect.isNull, !rect.isInfinite else { return .zero }
  let x = rect.origin.x.isFinite ? rect.origin.x : 0
  let y = rect.origin.y.isFinite ? rect.origin.y : 0
  return CGRect(x: x, y: y, width: sanitizedLength(rect.size.width), height: sanitizedLength(rect.size.height))
}
