import Foundation
import MirrorCore

/// An image of the asset catalog, as the symbols Xcode generates name it
/// (`extension ImageResource { static let logo = ImageResource(name: "logo", bundle: …) }`).
///
/// `Image(.logo)` and `UIImage(resource: .logo)` draw the image of that name from the
/// gallery's asset folder; the bundle is not read.
public struct ImageResource: Hashable, Sendable {
  public let name: String

  public init(name: String, bundle: Bundle) {
    self.name = name
  }
}
