import Foundation
import GalleryFormats
import LayoutEngine
import MirrorCore

extension SVGRenderer {
  /// Draws a bitmap into its draw rectangle (any crop comes from the node's clip). Template
  /// images fill their alpha with the tint (recoloured as any paint); in the accented and
  /// vibrant modes other images are recoloured by a colour-matrix filter: in the accented mode
  /// their alpha in their group's colour, unless `widgetAccentedRenderingMode` says otherwise.
  mutating func renderImage(_ image: RenderedImage, identity: SVGBuffer?, group: PaintGroup) {
    let rect = sanitizedRect(image.drawRect)
    if let tint = image.tint {
      let pixels = capture { $0.appendImageElements(image.image, in: rect) }
      let whiten = alphaToWhiteFilterID()
      var rest = SVGBuffer(capacity: pixels.bytes.count + 128)
      appendMaskRegion(to: &rest)
      rest.append(">\n<g filter=\"url(#")
      rest.appendRaw(whiten)
      rest.append(")\">\n")
      rest.append(pixels)
      rest.append("</g>\n</mask>\n")
      let mask = define(prefix: "m-", tag: "mask", rest: rest)
      body.append("<rect ")
      body.appendRectAttributes(rect)
      if let identity { body.append(identity) }
      appendPaintAttributes(tint, frame: rect, group: group, name: .fill)
      body.attribute("mask", "url(#\(mask))")
      body.append("/>\n")
      return
    }
    let filter = imageModeFilterID(group: group)
    if identity != nil || filter != nil {
      body.append("<g")
      if let identity { body.append(identity) }
      if let filter { body.attribute("filter", "url(#\(filter))") }
      body.append(">\n")
    }
    appendImageElements(image.image, in: rect)
    if identity != nil || filter != nil { body.append("</g>\n") }
  }

  /// `<image>` for encoded data; `<use>` of a `<symbol>` for vector drawings; a nested
  /// viewport in the drawing's point space for images drawn with `UIGraphicsImageRenderer`.
  mutating func appendImageElements(_ image: ImageData, in rect: CGRect) {
    switch image.content {
    case .encoded(let data, let format, _):
      body.append("<image ")
      body.appendRectAttributes(rect)
      body.append(" preserveAspectRatio=\"none\" href=\"")
      switch options.images {
      case .embedded:
        body.append("data:")
        body.appendRaw(format.mimeType)
        body.append(";base64,")
        body.appendRaw(ImageDataCache.shared.base64(data))
      case .referenced(let directory):
        let name = FNV1a.hash(data).id(prefix: "img-") + "." + format.rawValue
        let path = directory.isEmpty ? name : (directory.hasSuffix("/") ? directory : directory + "/") + name
        imageFiles[path] = data
        body.appendEscaped(path, inAttribute: true)
      }
      body.append("\"/>\n")
    case .vector(let drawing):
      let symbol = vectorSymbolID(drawing)
      body.append("<use href=\"#")
      body.appendRaw(symbol)
      body.append("\" ")
      body.appendRectAttributes(rect)
      body.append("/>\n")
    case .drawing(let items):
      let canvas = image.size
      let width = canvas.width.isFinite && canvas.width > 0 ? canvas.width : 1
      let height = canvas.height.isFinite && canvas.height > 0 ? canvas.height : 1
      body.append("<svg ")
      body.appendRectAttributes(rect)
      body.append(" viewBox=\"0 0 ")
      body.appendNumbers(width, height)
      body.append("\" preserveAspectRatio=\"none\">\n")
      for item in items {
        appendImageElements(item.image, in: sanitizedRect(item.rect))
      }
      body.append("</svg>\n")
    }
  }
}

extension SVGRenderer {
  /// Defines `drawing` once per document as a `<symbol>` stretched to whatever box uses it
  /// (layout has already applied the aspect ratio), and returns its id.
  ///
  /// The symbol's id comes from the drawing's content and its own ids are that id with their
  /// number, so a drawing used twice is defined once and two drawings never share an id.
  mutating func vectorSymbolID(_ drawing: VectorImage) -> String {
    var hasher = FNV1a()
    for piece in drawing.pieces {
      switch piece {
      case .markup(let text): hasher.combine(text)
      case .id(let number): hasher.combine("\u{0}\(number)\u{0}")
      }
    }
    hasher.combine("\(drawing.size.width) \(drawing.size.height)")
    let id = hasher.id(prefix: "v-")
    var rest = SVGBuffer(capacity: 4096)
    rest.append(" viewBox=\"0 0 ")
    rest.appendNumbers(drawing.size.width, drawing.size.height)
    rest.append("\" preserveAspectRatio=\"none\">\n")
    for piece in drawing.pieces {
      switch piece {
      case .markup(let text): rest.appendRaw(text)
      case .id(let number): rest.appendRaw("\(id)-\(number)")
      }
    }
    rest.append("\n</symbol>\n")
    define(id: id, tag: "symbol", rest: rest)
    return id
  }
}
