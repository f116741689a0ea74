import Foundation
import Locking
import MirrorCore
import Synchronization

/// Draws into a new image, as UIKit's renderer does; `UIImage.draw(in:)` inside `image(actions:)`
/// places images on the canvas.
public final class UIGraphicsImageRenderer {
  public let format: UIGraphicsImageRendererFormat
  let size: CGSize

  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }

  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  /// Runs `actions` with a fresh canvas and returns what they drew.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let canvas = Canvas()
    Self.$currentCanvas.withValue(canvas) {
      actions(UIGraphicsImageRendererContext(format: format))
    }
    return UIImage(data: ImageData(content: .drawing(canvas.drawn), size: size, scale: format.scale))
  }

  @TaskLocal static var currentCanvas: Canvas?

  /// Collects what is drawn while a renderer's actions run.
  final class Canvas: Sendable {
    private let storage = Mutex<[ImageData.DrawnImage]>([])
    func append(_ image: ImageData.DrawnImage) { storage.locked { $0.append(image) } }
    var drawn: [ImageData.DrawnImage] { storage.locked { $0 } }
  }
}

/// The scale and opacity of a renderer's image.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
  // Sendable: its `var`s are set before the renderer is made, which copies them.
  public var scale: CGFloat = 3
  public var opaque = false
  public var preferredRange: Range = .automatic

  public init() {}

  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic, extended, standard
  }
}

/// The drawing context passed to a renderer's actions.
public final class UIGraphicsImageRendererContext {
  public let format: UIGraphicsImageRendererFormat
  init(format: UIGraphicsImageRendererFormat) { self.format = format }
}
