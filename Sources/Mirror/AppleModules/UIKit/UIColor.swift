import Foundation
import MirrorCore

/// A UIKit colour; `Color(uiColor:)` turns it into a SwiftUI colour, system colours adapting
/// to the colour scheme.
public final class UIColor: Hashable, Sendable {
  package let color: Color

  init(color: Color) { self.color = color }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, opacity: alpha))
  }

  /// A Display P3 colour, as `Color(.displayP3, red:green:blue:opacity:)`.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(.displayP3, red: displayP3Red, green: green, blue: blue, opacity: alpha))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: white, opacity: alpha))
  }

  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(color: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
  }

  /// A colour that differs between light and dark appearance.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    var light = EnvironmentValues()
    light.colorScheme = .light
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let lightColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.rgba(in: light)
    let darkColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.rgba(in: dark)
    self.init(color: Color(provider: .adaptive(light: lightColor, dark: darkColor)))
  }

  public convenience init?(named name: String) {
    self.init(color: Color(name))
  }

  public convenience init(_ color: Color) {
    self.init(color: color)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color: color.opacity(Double(alpha)))
  }

  public func setFill() {}
  public func setStroke() {}
  public func set() {}

  private convenience init(light: (Int, Int, Int), dark: (Int, Int, Int)) {
    self.init(
      color: Color(
        provider: .adaptive(
          light: RGBA(bytes: light.0, light.1, light.2), dark: RGBA(bytes: dark.0, dark.1, dark.2))))
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }

  public static let clear = UIColor(color: .clear)
  public static let black = UIColor(color: .black)
  public static let white = UIColor(color: .white)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let systemRed = UIColor(color: .red)
  public static let systemOrange = UIColor(color: .orange)
  public static let systemYellow = UIColor(color: .yellow)
  public static let systemGreen = UIColor(color: .green)
  public static let systemMint = UIColor(color: .mint)
  public static let systemTeal = UIColor(color: .teal)
  public static let systemCyan = UIColor(color: .cyan)
  public static let systemBlue = UIColor(color: .blue)
  public static let systemIndigo = UIColor(color: .indigo)
  public static let systemPurple = UIColor(color: .purple)
  public static let systemPink = UIColor(color: .pink)
  public static let systemBrown = UIColor(color: .brown)
  public static let systemGray = UIColor(color: .gray)
  public static let systemGray2 = UIColor(light: (174, 174, 178), dark: (99, 99, 102))
  public static let systemGray3 = UIColor(light: (199, 199, 204), dark: (72, 72, 74))
  public static let systemGray4 = UIColor(light: (209, 209, 214), dark: (58, 58, 60))
  public static let systemGray5 = UIColor(light: (229, 229, 234), dark: (44, 44, 46))
  public static let systemGray6 = UIColor(light: (242, 242, 247), dark: (28, 28, 30))
  public static let link = UIColor(color: .blue)
  public static let label = UIColor(color: Color(provider: .label(level: 0)))
  public static let secondaryLabel = UIColor(color: Color(provider: .label(level: 1)))
  public static let tertiaryLabel = UIColor(color: Color(provider: .label(level: 2)))
  public static let quaternaryLabel = UIColor(color: Color(provider: .label(level: 3)))
  public static let systemFill = UIColor(color: Color(provider: .fill(level: 0)))
  public static let secondarySystemFill = UIColor(color: Color(provider: .fill(level: 1)))
  public static let tertiarySystemFill = UIColor(color: Color(provider: .fill(level: 2)))
  public static let quaternarySystemFill = UIColor(color: Color(provider: .fill(level: 3)))
  public static let systemBackground = UIColor(color: Color(provider: .background(level: 0)))
  public static let secondarySystemBackground = UIColor(color: Color(provider: .background(level: 1)))
  public static let tertiarySystemBackground = UIColor(color: Color(provider: .background(level: 0)))
  public static let systemGroupedBackground = UIColor(color: Color(provider: .background(level: 1)))
}

/// The traits a dynamic colour is resolved for.
public final class UITraitCollection: Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}
