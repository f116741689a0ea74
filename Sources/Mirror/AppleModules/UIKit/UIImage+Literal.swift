import Foundation
import MirrorCore

/// The type of `#imageLiteral(resourceName:)`, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
  /// The named image of the asset folder; a name the folder lacks stops the program, as UIKit's
  /// literal does, and the gallery reports it on the widget's card.
  public convenience init(imageLiteralResourceName path: String) {
    guard let image = EnvironmentValues.current.assetCatalog.image(named: path) else {
      fatalError("#imageLiteral(resourceName: \"\(path)\"): the asset folder has no image of that name")
    }
    self.init(data: image.withRenderingMode(nil))
  }
}
