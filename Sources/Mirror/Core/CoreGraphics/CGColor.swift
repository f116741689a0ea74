import Foundation

/// A Core Graphics colour: red, green, blue and alpha components in sRGB.
///
/// `UIColor.cgColor` resolves a dynamic colour in the current appearance, as UIKit does with
/// the current trait collection.
public final class CGColor: Hashable, Sendable {
  /// The red, green, blue and alpha components (gray and alpha for a gray colour).
  public let components: [CGFloat]?
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    self.alpha = alpha
  }

  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
    self.alpha = alpha
  }

  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The colour's components as red, green, blue and alpha.
  package var rgba: RGBA {
    let c = components ?? [0, 0, 0, 1]
    return c.count == 2 ? RGBA(c[0], c[0], c[0], c[1]) : RGBA(c[0], c[1], c[2], c[3])
  }

  public func copy(alpha: CGFloat) -> CGColor? {
    let c = rgba
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
