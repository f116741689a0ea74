import Foundation
import LayoutEngine
import MirrorCore

/// The picture of what VoiceOver visits, as cashapp/AccessibilitySnapshot draws it: the
/// widget with a numbered, coloured box over each accessibility element, and beside it a
/// legend that reads each element as VoiceOver would, in its order.
///
/// The document is deterministic: the widget's own SVG nested unchanged at the top-left, then
/// one `<g data-accessibility-element="N">` per element (its box `rect` at the element's
/// frame, widget coordinates, and its number badge), then the legend, one
/// `<g data-legend="N">` per element. Legend words are SVG `<text>` in Inter.
package struct AccessibilityOverlay: Sendable {
  /// The box colours, used in turn.
  package static let palette: [RGBA] = [
    RGBA(bytes: 230, 25, 75), RGBA(bytes: 60, 180, 75), RGBA(bytes: 67, 99, 216),
    RGBA(bytes: 245, 130, 49), RGBA(bytes: 145, 30, 180), RGBA(bytes: 0, 150, 170),
    RGBA(bytes: 240, 50, 230), RGBA(bytes: 128, 128, 0),
  ]
  /// The legend's width, beside the widget.
  package static let legendWidth: CGFloat = 300
  static let margin: CGFloat = 12
  static let fontSize: CGFloat = 12
  static let lineHeight: CGFloat = 16
  static let badgeRadius: CGFloat = 8
  /// Characters on one legend line (Inter at 12 pt averages under 7 pt a character).
  static let lineCharacters = 38

  package var elements: [AccessibilityElement]
  /// The widget's size in points.
  package var size: CGSize

  package init(elements: [AccessibilityElement], size: CGSize) {
    self.elements = elements
    self.size = size
  }

  /// The colour of the `index`th element (from 0).
  package static func color(at index: Int) -> RGBA { palette[index % palette.count] }

  /// The legend's lines for an element: its spoken text wrapped at word boundaries.
  package static func legendLines(_ element: AccessibilityElement) -> [String] {
    let spoken = element.spokenText.isEmpty ? "(nothing to read)" : element.spokenText
    var lines: [String] = []
    var line = ""
    for word in spoken.split(separator: " ", omittingEmptySubsequences: true) {
      if !line.isEmpty, line.count + 1 + word.count > lineCharacters {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The overlay document over `widgetSVG`, the widget's own document.
  package func document(over widgetSVG: String) -> String {
    var legend: [(index: Int, top: CGFloat, lines: [String])] = []
    var top = Self.margin
    for (index, element) in elements.enumerated() {
      let lines = Self.legendLines(element)
      legend.append((index, top, lines))
      top += max(CGFloat(lines.count) * Self.lineHeight, 2 * Self.badgeRadius) + Self.margin / 2
    }
    let width = size.width + Self.legendWidth
    let height = max(size.height, top + Self.margin / 2)
    var out = SVGBuffer(capacity: widgetSVG.utf8.count + elements.count * 400 + 512)
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"")
    out.attribute("width", number: width)
    out.attribute("height", number: height)
    out.append(" viewBox=\"0 0 ")
    out.appendNumbers(width, height)
    out.append("\" role=\"img\">\n<title>")
    out.appendText("VoiceOver reads \(elements.count) element\(elements.count == 1 ? "" : "s")")
    out.append("</title>\n<rect data-view=\"LegendBackground\" fill=\"#ffffff\" ")
    out.appendRectAttributes(CGRect(x: size.width, y: 0, width: Self.legendWidth, height: height))
    out.append("/>\n")
    out.appendRaw(Self.strippingDeclaration(widgetSVG))
    for (index, element) in elements.enumerated() { appendBox(element, index: index, to: &out) }
    for row in legend { appendLegendRow(elements[row.index], index: row.index, top: row.top, lines: row.lines, to: &out) }
    out.append("</svg>\n")
    return out.string
  }

  private func appendBox(_ element: AccessibilityElement, index: Int, to out: inout SVGBuffer) {
    let bounds = CGRect(origin: .zero, size: size)
    var frame = element.frame.intersection(bounds)
    if frame.isNull { frame = CGRect(origin: element.frame.origin, size: .zero) }
    let color = Self.color(at: index)
    out.append("<g data-accessibility-element=\"")
    out.appendRaw(String(index + 1))
    out.append("\"><title>")
    out.appendText(element.spokenText)
    out.append("</title>\n<rect ")
    out.appendRectAttributes(frame)
    out.append(" fill=\"")
    out.appendHexColor(color)
    out.append("\" fill-opacity=\"0.3\" stroke=\"")
    out.appendHexColor(color)
    out.append("\" stroke-width=\"1\"/>\n")
    let center = CGPoint(
      x: min(max(frame.minX + Self.badgeRadius, Self.badgeRadius), max(size.width - Self.badgeRadius, Self.badgeRadius)),
      y: min(max(frame.minY + Self.badgeRadius, Self.badgeRadius), max(size.height - Self.badgeRadius, Self.badgeRadius)))
    appendBadge(index: index, center: center, to: &out)
    out.append("</g>\n")
  }

  private func appendLegendRow(
    _ element: AccessibilityElement, index: Int, top: CGFloat, lines: [String], to out: inout SVGBuffer
  ) {
    out.append("<g data-legend=\"")
    out.appendRaw(String(index + 1))
    out.append("\">\n")
    let x = size.width + Self.margin
    appendBadge(index: index, center: CGPoint(x: x + Self.badgeRadius, y: top + Self.badgeRadius), to: &out)
    out.append("<text font-family=\"Inter, sans-serif\"")
    out.attribute("font-size", number: Self.fontSize)
    out.append(" fill=\"#1c1c1e\">")
    for (number, line) in lines.enumerated() {
      out.append("<tspan")
      out.attribute("x", number: x + 2 * Self.badgeRadius + 8)
      out.attribute("y", number: top + Self.fontSize + CGFloat(number) * Self.lineHeight)
      out.append(">")
      out.appendText(line)
      out.append("</tspan>")
    }
    out.append("</text>\n</g>\n")
  }

  private func appendBadge(index: Int, center: CGPoint, to out: inout SVGBuffer) {
    out.append("<circle")
    out.attribute("cx", number: center.x)
    out.attribute("cy", number: center.y)
    out.attribute("r", number: Self.badgeRadius)
    out.append(" fill=\"")
    out.appendHexColor(Self.color(at: index))
    out.append("\"/>\n<text text-anchor=\"middle\" font-family=\"Inter, sans-serif\" font-weight=\"bold\"")
    out.attribute("font-size", number: index + 1 < 10 ? 11 : 9)
    out.attribute("x", number: center.x)
    out.attribute("y", number: center.y + 4)
    out.append(" fill=\"#ffffff\">")
    out.appendRaw(String(index + 1))
    out.append("</text>\n")
  }

  /// `svg` without its XML declaration, to nest it in another document.
  static func strippingDeclaration(_ svg: String) -> String {
    guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
    return String(svg[end.upperBound...]).trimmingCharacters(in: .newlines) + "\n"
  }
}
