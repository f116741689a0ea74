import Foundation
import MirrorCore

/// A shape style that fills a shape with an image, tiled (`.fill(ImagePaint(image: …))`). The
/// gallery does not draw image fills yet: a shape filled with one is left unpainted.
public struct ImagePaint: ShapeStyle {
  /// The image tiled over the shape.
  public var image: Image
  /// The part of the image that is tiled, in unit coordinates of the image.
  public var sourceRect: CGRect
  /// The image's scale when tiled.
  public var scale: CGFloat

  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
}

extension ShapeStyle where Self == ImagePaint {
  /// A shape style that tiles `image` over the shape.
  public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)
    -> ImagePaint
  {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
