import Foundation

/// A colour: a shape style, and a view that fills the space it is offered.
///
/// System colours (`.red`, `.blue`, …), `.primary`/`.secondary` and `Color(uiColor:)` of
/// system UIColors adapt to the colour scheme, with the values of the reference table.
public struct Color: Hashable, Sendable {
  package indirect enum Provider: Hashable, Sendable {
    case rgba(RGBA)
    case system(SystemColorName)
    case label(level: Int)
    case background(level: Int)
    case fill(level: Int)
    case adaptive(light: RGBA, dark: RGBA)
    case named(String)
    case accent
    case opacity(Provider, Double)
    case mix(Provider, Provider, fraction: Double, perceptual: Bool)
  }

  package let provider: Provider

  package init(provider: Provider) { self.provider = provider }

  /// The colour space of red, green and blue components.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  /// A colour from components in a colour space. Display P3 colours keep their P3 components
  /// for the SVG, with an sRGB equivalent clipped to sRGB's gamut for what cannot show P3.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func encode(_ value: Double) -> Double {
      guard colorSpace == .sRGBLinear else { return value }
      return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    if colorSpace == .displayP3 {
      provider = .rgba(RGBA.fromDisplayP3(red: red, green: green, blue: blue, alpha: opacity))
    } else {
      provider = .rgba(RGBA(encode(red), encode(green), encode(blue), opacity))
    }
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
    provider = .rgba(RGBA(r, g, b, opacity))
  }

  /// A colour from the asset folder (`Assets/<name>.colorset` or `colors.json`).
  public init(_ name: String, bundle: Bundle? = nil) {
    provider = .named(name)
  }

  /// This colour with its opacity multiplied.
  public func opacity(_ opacity: Double) -> Color {
    Color(provider: .opacity(provider, opacity))
  }

  public static let clear = Color(provider: .rgba(RGBA(0, 0, 0, 0)))
  public static let black = Color(provider: .rgba(RGBA(0, 0, 0)))
  public static let white = Color(provider: .rgba(RGBA(1, 1, 1)))
  public static let red = Color(provider: .system(.red))
  public static let orange = Color(provider: .system(.orange))
  public static let yellow = Color(provider: .system(.yellow))
  public static let green = Color(provider: .system(.green))
  public static let mint = Color(provider: .system(.mint))
  public static let teal = Color(provider: .system(.teal))
  public static let cyan = Color(provider: .system(.cyan))
  public static let blue = Color(provider: .system(.blue))
  public static let indigo = Color(provider: .system(.indigo))
  public static let purple = Color(provider: .system(.purple))
  public static let pink = Color(provider: .system(.pink))
  public static let brown = Color(provider: .system(.brown))
  public static let gray = Color(provider: .system(.gray))
  /// The label colour: black in light mode, white in dark mode.
  public static let primary = Color(provider: .label(level: 0))
  /// The secondary label colour.
  public static let secondary = Color(provider: .label(level: 1))
  // SwiftUI's name.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's accent colour (system blue unless the asset folder names `AccentColor`).
  public static let accentColor = Color(provider: .accent)
}

extension Color: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .color(rgba(in: environment))
  }

  /// The colour's components in an environment's colour scheme.
  package func rgba(in environment: EnvironmentValues) -> RGBA {
    Self.rgba(provider, in: environment)
  }

  private static func rgba(_ provider: Provider, in environment: EnvironmentValues) -> RGBA {
    let scheme = environment.colorScheme
    switch provider {
    case .rgba(let rgba): return rgba
    case .system(let name): return SystemPalette.system(name, scheme: scheme)
    case .label(let level): return SystemPalette.label(level: level, scheme: scheme)
    case .background(let level): return SystemPalette.background(level: level, scheme: scheme)
    case .fill(let level): return SystemPalette.fill(level: level, scheme: scheme)
    case .adaptive(let light, let dark): return scheme == .dark ? dark : light
    case .named(let name):
      return environment.assetCatalog.color(named: name)?.rgba(in: environment)
        ?? SystemPalette.system(.gray, scheme: scheme)
    case .accent:
      return environment.assetCatalog.color(named: "AccentColor")?.rgba(in: environment)
        ?? SystemPalette.system(.blue, scheme: scheme)
    case .opacity(let base, let opacity):
      var rgba = Self.rgba(base, in: environment)
      rgba.alpha *= opacity
      return rgba
    case .mix(let lhs, let rhs, let fraction, let perceptual):
      return ColorMixing.mix(
        Self.rgba(lhs, in: environment), Self.rgba(rhs, in: environment), by: fraction, perceptual: perceptual)
    }
  }
}

extension Color: View {
  public var body: Never { primitiveBody() }
}

extension Color: PrimitiveView {
  @MainActor package func resolve(in context: ResolveContext) -> [ViewNode] {
    [context.node(.shape(ResolvedShape(geometry: .rectangle, drawing: .fill(AnyShapeStyle(self), FillStyle()))), "Color")]
  }
}

extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var accentColor: Color { Color.accentColor }
}

func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
  let h = (hue - floor(hue)) * 6
  let c = brightness * saturation
  let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
  let m = brightness - c
  let (r, g, b): (Double, Double, Double) =
    switch h {
    case ..<1: (c, x, 0)
    case ..<2: (x, c, 0)
    case ..<3: (0, c, x)
    case ..<4: (0, x, c)
    case ..<5: (x, 0, c)
    default: (c, 0, x)
    }
  return (r + m, g + m, b + m)
}
