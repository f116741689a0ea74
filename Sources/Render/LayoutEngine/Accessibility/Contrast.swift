import Foundation
import MirrorCore

/// WCAG 2.2 contrast of sRGB colours.
enum Contrast {
  /// The contrast ratio of two opaque colours, 1…21 (WCAG 2.2's definition: the lighter
  /// relative luminance plus 0.05 over the darker plus 0.05).
  static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// Relative luminance of an sRGB colour (its alpha ignored).
  static func luminance(_ color: RGBA) -> Double {
    func linear(_ value: Double) -> Double {
      let c = value.isFinite ? min(max(value, 0), 1) : 0
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// `top` composited over the opaque colour `bottom` in sRGB, as the SVG is drawn.
  static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
    let alpha = top.alpha.isFinite ? min(max(top.alpha, 0), 1) : 0
    func mix(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
    return RGBA(mix(top.red, bottom.red), mix(top.green, bottom.green), mix(top.blue, bottom.blue))
  }
}
