import MirrorCore

/// How a rendering mode changes paints: full colour keeps them; accented paints each view in
/// its group's colour (see `PaintGroup`); vibrant desaturates and turns luminance into opacity.
/// Alpha is always kept (and multiplied by luminance where luminance becomes alpha).
///
/// The rules are Apple's: in the accented mode the system treats views as template images,
/// replacing their colour with their group's and keeping their alpha, and removes the
/// background (`WidgetRenderingMode.accented`; "Optimizing your widget for accented rendering
/// mode and Liquid Glass", which adds that opaque images become one flat colour); an image's
/// `desaturated` and `accentedDesaturated` map its luminance to alpha in the default or accent
/// group's colour, `fullColor` leaves it alone (`WidgetAccentedRenderingMode`); vibrant makes
/// a monochrome version for the Lock Screen's vibrancy (`WidgetRenderingMode.vibrant`), which
/// `widgetAccentable` and `widgetAccentedRenderingMode` do not change. The colours and the
/// luminance weights are estimates: Apple publishes no values.
///
/// iOS 26's clear appearance is the accented mode on clear glass ("Preparing widgets for
/// additional platforms, contexts, and appearances": Home Screen widgets "use accented colors
/// and a clear glass presentation"; the Liquid Glass article: on iOS the primary and accented
/// content is tinted white and the background becomes glass): both groups are white, over a
/// lighter glass in light mode and a darker one in dark mode.
struct RenderingModePaint {
  enum Kind: Equatable { case fullColor, accented, clearLight, clearDark, vibrant }

  let kind: Kind

  // Estimates, chosen to read like iOS 18's tinted Home Screen (white primary content, a cool
  // tint for the accent group, on dark tinted glass) and the Lock Screen (white content over a
  // dark wallpaper).
  static let accentedPrimary = RGBA(1, 1, 1)
  static let accentedAccent = RGBA(bytes: 120, 200, 255)
  static let accentedBackdrop = RGBA(bytes: 30, 36, 46)
  // Estimates of iOS 26's clear glass over the default wallpaper, light and dark.
  static let clearLightBackdrop = RGBA(bytes: 150, 156, 166)
  static let clearDarkBackdrop = RGBA(bytes: 36, 38, 44)
  static let vibrantBackdrop = RGBA(bytes: 58, 62, 72)
  /// Rec. 709 luma weights applied to sRGB values, as SVG's `luminanceToAlpha` does (an
  /// estimate of the luminance iOS uses).
  static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

  /// The paint of `mode`; with `clearGlass` (iOS 26's clear appearance), the accented mode
  /// on clear glass of `colorScheme`.
  init(mode: WidgetRenderingMode, clearGlass: Bool = false, colorScheme: ColorScheme = .dark) {
    switch mode {
    case .accented where clearGlass: kind = colorScheme == .light ? .clearLight : .clearDark
    case .accented: kind = .accented
    case .vibrant: kind = .vibrant
    default: kind = .fullColor
    }
  }

  /// The colour of `group` in the accented and clear modes.
  private func tint(_ group: PaintGroup) -> RGBA {
    switch kind {
    case .accented: group.isAccent ? Self.accentedAccent : Self.accentedPrimary
    default: Self.accentedPrimary
    }
  }

  var removesBackground: Bool { kind != .fullColor }

  var backdrop: RGBA? {
    switch kind {
    case .fullColor: nil
    case .accented: Self.accentedBackdrop
    case .clearLight: Self.clearLightBackdrop
    case .clearDark: Self.clearDarkBackdrop
    case .vibrant: Self.vibrantBackdrop
    }
  }

  /// Whether paints of `group` are changed at all.
  func recolours(_ group: PaintGroup) -> Bool {
    switch kind {
    case .fullColor: false
    case .accented, .clearLight, .clearDark: group != .fullColor
    case .vibrant: true
    }
  }

  /// The luminance of a colour's sRGB values, 0…1.
  static func luminance(_ color: RGBA) -> Double {
    min(max(luma.red * color.red + luma.green * color.green + luma.blue * color.blue, 0), 1)
  }

  func color(_ color: RGBA, group: PaintGroup) -> RGBA {
    switch kind {
    case .fullColor:
      return color
    case .accented, .clearLight, .clearDark:
      var tinted = tint(group)
      switch group {
      case .fullColor: return color
      case .primary, .accent: tinted.alpha = color.alpha
      case .desaturated, .accentedDesaturated: tinted.alpha = color.alpha * Self.luminance(color)
      }
      return tinted
    case .vibrant:
      return RGBA(1, 1, 1, color.alpha * Self.luminance(color))
    }
  }

  func paint(_ paint: Paint, group: PaintGroup) -> Paint {
    guard recolours(group) else { return paint }
    func map(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
      stops.map { Gradient.Stop(color: Color(color($0.color.resolvedRGBA, group: group)), location: $0.location) }
    }
    switch paint {
    case .color(let rgba): return .color(color(rgba, group: group))
    case .linearGradient(let stops, let start, let end):
      return .linearGradient(stops: map(stops), start: start, end: end)
    case .radialGradient(let stops, let center, let r0, let r1):
      return .radialGradient(stops: map(stops), center: center, startRadius: r0, endRadius: r1)
    case .angularGradient(let stops, let center, let a0, let a1):
      return .angularGradient(stops: map(stops), center: center, startAngle: a0, endAngle: a1)
    case .ellipticalGradient(let stops, let center, let r0, let r1):
      return .ellipticalGradient(stops: map(stops), center: center, startRadiusFraction: r0, endRadiusFraction: r1)
    }
  }

  /// How images are recoloured in this mode: the `feColorMatrix` values and whether the
  /// result's alpha is then multiplied by the image's (where luminance becomes alpha, which a
  /// matrix cannot multiply); nil where images keep their colours.
  func imageColorMatrix(group: PaintGroup) -> (values: [Double], multipliesAlpha: Bool)? {
    guard recolours(group) else { return nil }
    let (r, g, b) = Self.luma
    let tint = kind == .vibrant ? RGBA(1, 1, 1) : tint(group)
    let desaturates = kind == .vibrant || group == .desaturated || group == .accentedDesaturated
    // Colour channels become the tint; alpha is the luminance, or the image's own alpha.
    let alpha = desaturates ? [r, g, b, 0, 0] : [0, 0, 0, 1, 0]
    return ([0, 0, 0, 0, tint.red, 0, 0, 0, 0, tint.green, 0, 0, 0, 0, tint.blue] + alpha, desaturates)
  }
}

extension Color {
  /// The colour's sRGB components; gradient stops in a `Paint` are already resolved, so the
  /// environment only matters for colours built by hand.
  var resolvedRGBA: RGBA { rgba(in: Color.resolutionEnvironment) }

  init(_ rgba: RGBA) {
    self.init(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
  }

  private static let resolutionEnvironment = EnvironmentValues()
}
