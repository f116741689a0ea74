import Foundation

extension Color {
  /// This colour mixed with another: `fraction` 0 is this colour, 1 is `rhs`, clamped to 0…1.
  ///
  /// `.perceptual` (the default) interpolates in Oklab, a perceptually uniform space; `.device`
  /// interpolates the sRGB components as they are. Alpha is interpolated linearly.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    Color(provider: .mix(provider, rhs.provider, fraction: min(max(fraction, 0), 1), perceptual: colorSpace == .perceptual))
  }
}

extension Gradient {
  /// The space colours are interpolated in.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// The sRGB components as they are.
    public static let device = ColorSpace(name: "device")
    /// Oklab, where equal steps look equally different.
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}

/// Mixing two resolved colours.
enum ColorMixing {
  static func mix(_ a: RGBA, _ b: RGBA, by t: Double, perceptual: Bool) -> RGBA {
    let alpha = a.alpha + (b.alpha - a.alpha) * t
    guard perceptual else {
      return RGBA(a.red + (b.red - a.red) * t, a.green + (b.green - a.green) * t, a.blue + (b.blue - a.blue) * t, alpha)
    }
    let (l1, a1, b1) = oklab(a)
    let (l2, a2, b2) = oklab(b)
    let (r, g, bl) = srgb(fromOklab: (l1 + (l2 - l1) * t, a1 + (a2 - a1) * t, b1 + (b2 - b1) * t))
    return RGBA(r, g, bl, alpha)
  }

  private static func linear(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  private static func encoded(_ v: Double) -> Double {
    let c = min(max(v, 0), 1)
    return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
  }

  /// sRGB to Oklab (Björn Ottosson's matrices, 2020).
  static func oklab(_ c: RGBA) -> (Double, Double, Double) {
    let r = linear(c.red)
    let g = linear(c.green)
    let b = linear(c.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  static func srgb(fromOklab lab: (Double, Double, Double)) -> (Double, Double, Double) {
    let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
    let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
    let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
    return (
      encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    )
  }
}

extension RGBA {
  /// A Display P3 colour: its sRGB equivalent, keeping the P3 components for output that can
  /// show them. Both spaces use the sRGB transfer curve; the linear primaries are converted
  /// with the P3-D65 → sRGB matrix and the result clipped to the sRGB gamut per channel.
  package static func fromDisplayP3(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
    var rgba = srgb(fromDisplayP3Red: red, green: green, blue: blue, alpha: alpha)
    func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    rgba.displayP3 = DisplayP3(red: unit(red), green: unit(green), blue: unit(blue))
    return rgba
  }

  private static func srgb(fromDisplayP3Red red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double {
      let c = min(max(v, 0), 1)
      return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let r = linear(red)
    let g = linear(green)
    let b = linear(blue)
    return RGBA(
      encoded(1.2249401 * r - 0.2249404 * g),
      encoded(-0.0420569 * r + 1.0420571 * g),
      encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
      alpha)
  }
}
