import Foundation
import MirrorCore

/// An image as UIKit holds it: encoded PNG, JPEG or GIF bytes with a size in points, a vector
/// drawing (an asset catalog's PDF image set), or a drawing made with `UIGraphicsImageRenderer`.
///
/// Decoding reads the header for the pixel size and checks the format's signature; pixels
/// stay encoded until the SVG writer embeds them.
public final class UIImage: Hashable, Sendable {
  /// The pixels or drawing, as `Image(uiImage:)` and the renderer read them.
  package let data: ImageData

  package init(data: ImageData) {
    self.data = data
  }

  public var size: CGSize { data.size }
  public var scale: CGFloat { data.scale }

  /// Whether `Image(uiImage:)` draws the pixels or fills their shape with the foreground style.
  ///
  /// Set by `withRenderingMode(_:)` or by an image set's "Render As" choice
  /// (`template-rendering-intent` in its `Contents.json`); `Image.renderingMode(_:)` overrides it.
  public var renderingMode: RenderingMode {
    switch data.renderingMode {
    case nil: .automatic
    case .original?: .alwaysOriginal
    case .template?: .alwaysTemplate
    }
  }

  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  public convenience init?(data: Data, scale: CGFloat) {
    guard let image = ImageData(data: data, scale: scale) else { return nil }
    self.init(data: image)
  }

  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let scale: CGFloat = path.contains("@3x.") ? 3 : path.contains("@2x.") ? 2 : 1
    self.init(data: data, scale: scale)
  }

  /// An image from the asset folder the gallery was given.
  public convenience init?(named name: String) {
    guard let image = EnvironmentValues.current.assetCatalog.image(named: name) else { return nil }
    self.init(data: image)
  }

  /// The format of a renderer that redraws this image at its own scale.
  public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }

  /// Draws the image into the current `UIGraphicsImageRenderer` canvas.
  public func draw(in rect: CGRect) {
    UIGraphicsImageRenderer.currentCanvas?.append(ImageData.DrawnImage(image: data, rect: rect))
  }

  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// The encoded bytes when the image was decoded from PNG data; nil for drawings.
  public func pngData() -> Data? {
    if case .encoded(let bytes, .png, _) = data.content { return bytes }
    return nil
  }

  /// The encoded bytes when the image was decoded from JPEG data; nil for drawings.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    if case .encoded(let bytes, .jpeg, _) = data.content { return bytes }
    return nil
  }

  /// The same image, drawn as `renderingMode` says.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(data: data.withRenderingMode(renderingMode.templateRenderingMode))
  }

  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs === rhs || lhs.data == rhs.data
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(data)
  }
}

extension UIImage.RenderingMode {
  /// The `Image` rendering mode this UIKit mode asks for; nil leaves the choice to the context.
  package var templateRenderingMode: Image.TemplateRenderingMode? {
    switch self {
    case .automatic: nil
    case .alwaysOriginal: .original
    case .alwaysTemplate: .template
    }
  }
}
