import Foundation
import MirrorCore

/// A colour of the asset catalog, as the symbols Xcode generates name it
/// (`extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: …) }`).
///
/// `Color(.brand)` and `UIColor(resource: .brand)` draw the colour set of that name from the
/// gallery's asset folder, with its dark variant; the bundle is not read.
public struct ColorResource: Hashable, Sendable {
  public let name: String

  public init(name: String, bundle: Bundle) {
    self.name = name
  }
}
