/// iOS system colours, from the reference table (iOS 13–18 sRGB values).
enum SystemPalette {
  /// Opacity of primary, secondary, tertiary, quaternary and quinary labels (the quinary
  /// value is an estimate: Apple's table stops at quaternary).
  static let labelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.07]

  static func label(level: Int, scheme: ColorScheme) -> RGBA {
    let level = min(max(level, 0), 4)
    if level == 0 { return scheme == .dark ? RGBA(1, 1, 1) : RGBA(0, 0, 0) }
    let opacity = labelOpacities[level]
    return scheme == .dark ? RGBA(bytes: 235, 235, 245, opacity) : RGBA(bytes: 60, 60, 67, opacity)
  }

  static func fill(level: Int, scheme: ColorScheme) -> RGBA {
    let level = min(max(level, 0), 3)
    let light: [(Int, Double)] = [(120, 0.20), (120, 0.16), (118, 0.12), (116, 0.08)]
    let darkOpacity = [0.36, 0.32, 0.24, 0.18]
    let (red, lightOpacity) = light[level]
    return RGBA(bytes: red, red, 128, scheme == .dark ? darkOpacity[level] : lightOpacity)
  }

  static func background(level: Int, scheme: ColorScheme) -> RGBA {
    switch (scheme, level) {
    case (.light, 0): RGBA(1, 1, 1)
    case (.dark, 0): RGBA(0, 0, 0)
    case (.light, _): RGBA(bytes: 242, 242, 247)
    case (.dark, _): RGBA(bytes: 28, 28, 30)
    }
  }

  /// UIKit's `separator`: a thin line between content.
  static func separator(scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(bytes: 84, 84, 88, 0.6) : RGBA(bytes: 60, 60, 67, 0.29)
  }

  /// UIKit's `placeholderText`.
  static func placeholderText(scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(bytes: 235, 235, 245, 0.3) : RGBA(bytes: 60, 60, 67, 0.3)
  }

  /// UIKit's `link`: system blue.
  static func link(scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(bytes: 9, 132, 255) : RGBA(bytes: 0, 122, 255)
  }

  /// The widget's own background where the widget sets none (dark value not published by
  /// Apple; 28,28,30 is the usual choice).
  static func widgetBackground(scheme: ColorScheme) -> RGBA {
    scheme == .dark ? RGBA(bytes: 28, 28, 30) : RGBA(1, 1, 1)
  }

  static func system(_ name: SystemColorName, scheme: ColorScheme) -> RGBA {
    let (light, dark): ((Int, Int, Int), (Int, Int, Int)) =
      switch name {
      case .red: ((255, 59, 48), (255, 69, 58))
      case .orange: ((255, 149, 0), (255, 159, 10))
      case .yellow: ((255, 204, 0), (255, 214, 10))
      case .green: ((52, 199, 89), (48, 209, 88))
      case .mint: ((0, 199, 190), (102, 212, 207))
      case .teal: ((48, 176, 199), (64, 200, 224))
      case .cyan: ((50, 173, 230), (100, 210, 255))
      case .blue: ((0, 122, 255), (10, 132, 255))
      case .indigo: ((88, 86, 214), (94, 92, 230))
      case .purple: ((175, 82, 222), (191, 90, 242))
      case .pink: ((255, 45, 85), (255, 55, 95))
      case .brown: ((162, 132, 94), (172, 142, 104))
      case .gray: ((142, 142, 147), (142, 142, 147))
      }
    let c = scheme == .dark ? dark : light
    return RGBA(bytes: c.0, c.1, c.2)
  }
}

/// The adaptive system colours.
package enum SystemColorName: String, Hashable, Sendable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
}

extension RGBA {
  /// The system's own widget background, under any container background: white in light
  /// mode, 28,28,30 in dark mode.
  package static func widgetBackground(_ scheme: ColorScheme) -> RGBA {
    SystemPalette.widgetBackground(scheme: scheme)
  }
}
