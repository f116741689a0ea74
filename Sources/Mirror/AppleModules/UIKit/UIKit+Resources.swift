import DeveloperToolsSupport
import MirrorCore

extension UIColor {
  public convenience init(resource: ColorResource) {
    self.init(color: Color(resource.name))
  }
}

extension UIImage {
  /// The image of the asset folder; a name the folder lacks stops the program, as UIKit does
  /// for a generated symbol whose asset is missing.
  public convenience init(resource: ImageResource) {
    self.init(imageLiteralResourceName: resource.name)
  }
}
