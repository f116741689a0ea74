import Foundation
import MirrorCore

extension UIColor {
  /// This colour as a Core Graphics colour, resolved in the current appearance.
  public var cgColor: CGColor {
    let c = color.rgba(in: EnvironmentValues.current)
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  public convenience init(cgColor: CGColor) {
    self.init(color: Color(cgColor: cgColor))
  }

  /// The colour's components in the current appearance; always succeeds (every colour here
  /// is RGB).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.rgba(in: EnvironmentValues.current)
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// The colour's brightness as a gray level (Rec. 709 luma) and alpha.
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = color.rgba(in: EnvironmentValues.current)
    white?.pointee = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// The colour's hue, saturation and brightness (each 0…1) and alpha.
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.rgba(in: EnvironmentValues.current)
    let maximum = max(c.red, c.green, c.blue)
    let minimum = min(c.red, c.green, c.blue)
    let delta = maximum - minimum
    var h: Double = 0
    if delta > 0 {
      if maximum == c.red {
        h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
      } else if maximum == c.green {
        h = (c.blue - c.red) / delta + 2
      } else {
        h = (c.red - c.green) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? delta / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = c.alpha
    return true
  }
}

extension Color {
  public init(cgColor: CGColor) {
    self.init(provider: .rgba(cgColor.rgba))
  }

  /// The colour as a Core Graphics colour when it is a fixed colour; nil for adaptive colours,
  /// as in SwiftUI.
  public var cgColor: CGColor? {
    guard case .rgba(let c) = provider else { return nil }
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
}
