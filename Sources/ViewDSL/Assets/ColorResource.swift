import Foundation

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

extension Color {
  public init(_ resource: ColorResource) {
    self.init(resource.name)
  }
}

extension UIColor {
  public convenience init(resource: ColorResource) {
    self.init(color: Color(resource.name))
  }
}
