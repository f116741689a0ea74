import Foundation

/// Image pixels or drawing as the core holds them: encoded PNG, JPEG or GIF bytes with a size
/// in points, a vector drawing (an asset catalog's PDF image set), or a drawing made with
/// `UIGraphicsImageRenderer`. UIKit's `UIImage` wraps one; `Image`, the asset catalog, layout
/// and the SVG writer read it.
///
/// Decoding reads the header for the pixel size and checks the format's signature; pixels
/// stay encoded until the SVG writer embeds them.
package final class ImageData: Hashable, Sendable {
  /// How the image's content is stored.
  package enum Content: Hashable, Sendable {
    case encoded(Data, format: ImageFormat, pixelSize: CGSize)
    /// A vector drawing, drawn as vectors at any size.
    case vector(VectorImage)
    /// Images drawn into a canvas, each in a rectangle of the canvas (points).
    case drawing([DrawnImage])
  }

  package struct DrawnImage: Hashable, Sendable {
    package let image: ImageData
    package let rect: CGRect

    package init(image: ImageData, rect: CGRect) {
      self.image = image
      self.rect = rect
    }
  }

  package let content: Content
  package let size: CGSize
  package let scale: CGFloat
  /// Whether `Image` draws the pixels or fills their shape with the foreground style; nil
  /// leaves the choice to the context.
  ///
  /// Set by `UIImage.withRenderingMode(_:)` or by an image set's "Render As" choice
  /// (`template-rendering-intent` in its `Contents.json`); `Image.renderingMode(_:)` overrides it.
  package let renderingMode: Image.TemplateRenderingMode?

  package init(content: Content, size: CGSize, scale: CGFloat, renderingMode: Image.TemplateRenderingMode? = nil) {
    self.content = content
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
  }

  /// Decodes PNG, JPEG or GIF bytes; nil for anything else or an empty image.
  package convenience init?(data: Data, scale: CGFloat) {
    guard let (format, pixels) = ImageFormat.sniff(data), pixels.width > 0, pixels.height > 0 else { return nil }
    let scale = scale > 0 ? scale : 1
    self.init(
      content: .encoded(data, format: format, pixelSize: pixels),
      size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
  }

  /// The same image with another rendering mode.
  package func withRenderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> ImageData {
    ImageData(content: content, size: size, scale: scale, renderingMode: renderingMode)
  }

  package static func == (lhs: ImageData, rhs: ImageData) -> Bool {
    lhs === rhs
      || (lhs.content == rhs.content && lhs.size == rhs.size && lhs.scale == rhs.scale
        && lhs.renderingMode == rhs.renderingMode)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(size.width)
    hasher.combine(size.height)
  }
}

/// Encoded image formats the gallery can embed in SVG.
package enum ImageFormat: String, Hashable, Sendable {
  case png, jpeg, gif

  package var mimeType: String { "image/\(rawValue)" }

  /// The format and pixel size read from the data's header, or nil for unknown or broken data.
  package static func sniff(_ data: Data) -> (ImageFormat, CGSize)? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
    func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
    if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      bytes[12...15].elementsEqual(Array("IHDR".utf8))
    {
      return (.png, CGSize(width: be32(16), height: be32(20)))
    }
    if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
      return (.gif, CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8))
    }
    if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
      var i = 2
      while i + 9 < bytes.count {
        guard bytes[i] == 0xFF else { return nil }
        let marker = bytes[i + 1]
        if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
          i += 2
          continue
        }
        let length = be16(i + 2)
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
          return (.jpeg, CGSize(width: be16(i + 7), height: be16(i + 5)))
        }
        i += 2 + length
      }
    }
    return nil
  }
}
