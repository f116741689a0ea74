import Foundation
import LayoutEngine
import MirrorCore

extension SVGRenderer {
  /// Defines `<clipPath>` for a path in the current user space and returns its id.
  mutating func clipID(_ path: Path, style: FillStyle) -> String {
    var rest = SVGBuffer(capacity: 256)
    rest.append(">\n")
    rest.appendShapeOpening(path)
    if style.isEOFilled { rest.append(" clip-rule=\"evenodd\"") }
    rest.append("/>\n</clipPath>\n")
    return define(prefix: "c-", tag: "clipPath", rest: rest)
  }

  /// Defines a `<mask>` drawing `nodes` and returns its id. SwiftUI masks by alpha, SVG by
  /// luminance, so the content is first turned white with its own alpha.
  mutating func maskID(_ nodes: [RenderNode], group: PaintGroup) -> String {
    let content = capture { renderer in
      for node in nodes { renderer.render(node, group: group) }
    }
    let whiten = alphaToWhiteFilterID()
    var rest = SVGBuffer(capacity: content.bytes.count + 128)
    appendMaskRegion(to: &rest)
    rest.append(">\n<g filter=\"url(#")
    rest.appendRaw(whiten)
    rest.append(")\">\n")
    rest.append(content)
    rest.append("</g>\n</mask>\n")
    return define(prefix: "m-", tag: "mask", rest: rest)
  }

  /// ` maskUnits="userSpaceOnUse" x y width height` covering three times the widget around
  /// it, so that no mask cuts content that the widget's own shape would show.
  func appendMaskRegion(to rest: inout SVGBuffer) {
    let size = bounds.size
    rest.append(" maskUnits=\"userSpaceOnUse\" ")
    rest.appendRectAttributes(x: -size.width, y: -size.height, width: size.width * 3, height: size.height * 3)
  }

  /// A filter keeping alpha and painting every pixel white, for alpha masks.
  mutating func alphaToWhiteFilterID() -> String {
    var rest = SVGBuffer(capacity: 160)
    rest.append(" color-interpolation-filters=\"sRGB\">\n")
    rest.append("<feColorMatrix type=\"matrix\" values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/>\n")
    rest.append("</filter>\n")
    return define(prefix: "f-", tag: "filter", rest: rest)
  }

  /// A filter recolouring images of `group` for the rendering mode, or nil where they keep
  /// their colours.
  mutating func imageModeFilterID(group: PaintGroup) -> String? {
    guard let matrix = appearance.imageColorMatrix(group: group) else { return nil }
    var rest = SVGBuffer(capacity: 200)
    rest.append(" color-interpolation-filters=\"sRGB\">\n<feColorMatrix type=\"matrix\" values=\"")
    for (index, value) in matrix.values.enumerated() {
      if index > 0 { rest.append(" ") }
      rest.appendNumber(value)
    }
    rest.append("\"/>\n")
    if matrix.multipliesAlpha {
      rest.append("<feComposite in2=\"SourceGraphic\" operator=\"in\"/>\n")
    }
    rest.append("</filter>\n")
    return define(prefix: "f-", tag: "filter", rest: rest)
  }

  /// Defines the blur and shadow of a node as one filter and returns its id (nil without
  /// either). SwiftUI's radius is taken as two standard deviations, as CSS blur radii are.
  mutating func filterID(_ node: RenderNode, _ effects: AppliedEffects, group: PaintGroup) -> String? {
    let blur = sanitizedLength(effects.blurRadius)
    let shadow = effects.shadow.flatMap { shadow -> RenderNode.Shadow? in
      let color = appearance.color(shadow.color, group: group)
      return (Self.unit(color.alpha) * 100).rounded() == 0 ? nil : shadow
    }
    guard blur > 0 || shadow != nil else { return nil }
    let blurSigma = blur / 2
    let shadowSigma = shadow.map { sanitizedLength($0.radius) / 2 } ?? 0
    let dx = shadow.map { $0.offset.width.isFinite ? $0.offset.width : 0 } ?? 0
    let dy = shadow.map { $0.offset.height.isFinite ? $0.offset.height : 0 } ?? 0
    let margin = 3 * (blurSigma + shadowSigma) + max(abs(dx), abs(dy)) + 1
    let frame = sanitizedRect(node.frame).insetBy(dx: -margin, dy: -margin)
    var rest = SVGBuffer(capacity: 512)
    rest.append(" filterUnits=\"userSpaceOnUse\" ")
    rest.appendRectAttributes(frame)
    rest.append(" color-interpolation-filters=\"sRGB\">\n")
    var source: StaticString = "SourceGraphic"
    if blur > 0 {
      rest.append("<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"")
      rest.appendNumber(blurSigma)
      rest.append("\" result=\"blurred\"/>\n")
      source = "blurred"
    }
    if let shadow {
      let color = appearance.color(shadow.color, group: group)
      rest.append("<feGaussianBlur in=\"")
      rest.append(source)
      rest.append("\" stdDeviation=\"")
      rest.appendNumber(shadowSigma)
      rest.append("\"/>\n<feOffset dx=\"")
      rest.appendNumber(dx)
      rest.append("\" dy=\"")
      rest.appendNumber(dy)
      rest.append("\" result=\"offset\"/>\n<feFlood flood-color=\"")
      rest.appendHexColor(color)
      rest.append("\" flood-opacity=\"")
      rest.appendNumber(Self.unit(color.alpha))
      rest.append("\"")
      rest.appendDisplayP3Style(color, properties: ["flood-color"])
      rest.append("/>\n<feComposite in2=\"offset\" operator=\"in\"/>\n<feMerge>\n<feMergeNode/>\n<feMergeNode in=\"")
      rest.append(source)
      rest.append("\"/>\n</feMerge>\n")
    }
    rest.append("</filter>\n")
    return define(prefix: "f-", tag: "filter", rest: rest)
  }
}
