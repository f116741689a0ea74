import ViewDSL

/// How a rendering mode changes paints: full colour keeps them; accented paints the accent
/// group and the primary group in one colour each; vibrant desaturates and turns brightness
/// into opacity. Alpha is always kept.
struct RenderingModePaint {
  enum Kind { case fullColor, accented, vibrant }

  let kind: Kind

  // Apple publishes no values for these; chosen to read like iOS 18's tinted Home Screen
  // (white primary content, a cool tint for the accent group, on dark tinted glass) and the
  // Lock Screen (white content over a dark wallpaper).
  static let accentedPrimary = RGBA(1, 1, 1)
  static let accentedAccent = RGBA(bytes: 120, 200, 255)
  static let accentedBackdrop = RGBA(bytes: 30, 36, 46)
  static let vibrantBackdrop = RGBA(bytes: 58, 62, 72)
  /// Rec. 709 luma weights applied to sRGB values: the "brightness" that drives vibrancy.
  static let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

  init(mode: WidgetRenderingMode) {
    switch mode {
    case .accented: kind = .accented
    case .vibrant: kind = .vibrant
    default: kind = .fullColor
    }
  }

  var removesBackground: Bool { kind != .fullColor }

  var backdrop: RGBA? {
    switch kind {
    case .fullColor: nil
    case .accented: Self.accentedBackdrop
    case .vibrant: Self.vibrantBackdrop
    }
  }

  func color(_ color: RGBA, accent: Bool) -> RGBA {
    switch kind {
    case .fullColor:
      return color
    case .accented:
      var tinted = accent ? Self.accentedAccent : Self.accentedPrimary
      tinted.alpha = color.alpha
      return tinted
    case .vibrant:
      let luma = Self.luma.red * color.red + Self.luma.green * color.green + Self.luma.blue * color.blue
      return RGBA(1, 1, 1, color.alpha * min(max(luma, 0), 1))
    }
  }

  func paint(_ paint: Paint, accent: Bool) -> Paint {
    guard kind != .fullColor else { return paint }
    func map(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
      stops.map { Gradient.Stop(color: Color(color($0.color.resolvedRGBA, accent: accent)), location: $0.location) }
    }
    switch paint {
    case .color(let rgba): return .color(color(rgba, accent: accent))
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

  /// The `feColorMatrix` values that recolour images in this mode, or nil in full colour.
  func imageColorMatrix(accent: Bool) -> [Double]? {
    let (r, g, b) = Self.luma
    switch kind {
    case .fullColor:
      return nil
    case .accented:
      let tint = accent ? Self.accentedAccent : Self.accentedPrimary
      return [
        tint.red * r, tint.red * g, tint.red * b, 0, 0,
        tint.green * r, tint.green * g, tint.green * b, 0, 0,
        tint.blue * r, tint.blue * g, tint.blue * b, 0, 0,
        0, 0, 0, 1, 0,
      ]
    case .vibrant:
      return [0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, r, g, b, 0, 0]
    }
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
