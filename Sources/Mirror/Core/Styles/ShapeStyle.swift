import Foundation

/// A colour, gradient or material used to fill or stroke shapes and draw text.
public protocol ShapeStyle: Sendable {}

/// A shape style the renderer knows how to turn into paint.
package protocol ResolvableShapeStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> Paint
}

/// Concrete paint: one colour or a gradient, in sRGB.
package enum Paint: Hashable, Sendable {
  case color(RGBA)
  case linearGradient(stops: [Gradient.Stop], start: UnitPoint, end: UnitPoint)
  case radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  case angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
  /// A radial gradient in the unit square stretched over the filled frame: its circles become
  /// ellipses, their radii fractions of the frame (0.5 reaches its edges).
  case ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)

  package static let clear = Paint.color(RGBA(0, 0, 0, 0))

  /// The same paint with its opacity multiplied.
  package func multiplyingOpacity(by factor: Double) -> Paint {
    func scale(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
      stops.map { Gradient.Stop(color: $0.color.opacity(factor), location: $0.location) }
    }
    switch self {
    case .color(var rgba):
      rgba.alpha *= factor
      return .color(rgba)
    case .linearGradient(let stops, let start, let end): return .linearGradient(stops: scale(stops), start: start, end: end)
    case .radialGradient(let stops, let c, let r0, let r1):
      return .radialGradient(stops: scale(stops), center: c, startRadius: r0, endRadius: r1)
    case .angularGradient(let stops, let c, let a0, let a1):
      return .angularGradient(stops: scale(stops), center: c, startAngle: a0, endAngle: a1)
    case .ellipticalGradient(let stops, let c, let r0, let r1):
      return .ellipticalGradient(stops: scale(stops), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
    }
  }
}

/// A colour's sRGB components and opacity, each 0…1.
///
/// A colour given in Display P3 also keeps its P3 components (`displayP3`), with its sRGB
/// equivalent in `red`, `green` and `blue`; changing any of those drops the P3 value.
package struct RGBA: Hashable, Sendable {
  package var red: Double { didSet { displayP3 = nil } }
  package var green: Double { didSet { displayP3 = nil } }
  package var blue: Double { didSet { displayP3 = nil } }
  package var alpha: Double
  /// The Display P3 components the colour was given in, if it was.
  package internal(set) var displayP3: DisplayP3?

  /// Red, green and blue in the Display P3 colour space, each 0…1 (gamma-encoded with the
  /// sRGB transfer curve, as Display P3 is).
  package struct DisplayP3: Hashable, Sendable {
    package var red, green, blue: Double
    package init(red: Double, green: Double, blue: Double) {
      self.red = red
      self.green = green
      self.blue = blue
    }
  }

  package init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  package init(bytes red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
    self.init(Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha)
  }
}

extension ShapeStyle {
  /// Resolves any shape style to paint; styles the gallery does not know paint nothing.
  package func resolvePaint(in environment: EnvironmentValues) -> Paint {
    (self as? any ResolvableShapeStyle)?.resolve(in: environment) ?? .clear
  }

  /// This style at the second level of a hierarchy (e.g. `.fill.secondary`).
  public var secondary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 1) }
  /// This style at the third level of a hierarchy (e.g. `.fill.tertiary`).
  public var tertiary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 2) }
  /// This style at the fourth level of a hierarchy.
  public var quaternary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 3) }
  /// This style at the fifth level of a hierarchy.
  public var quinary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: 4) }

  /// This style with its opacity multiplied.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
  }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  package let base: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }
}

extension AnyShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint { base.resolvePaint(in: environment) }
}

struct OpacityShapeStyle: ResolvableShapeStyle {
  let base: AnyShapeStyle
  let opacity: Double
  func resolve(in environment: EnvironmentValues) -> Paint {
    base.resolve(in: environment).multiplyingOpacity(by: opacity)
  }
}

/// A style at a level of its hierarchy: hierarchical styles and fills have their own levels;
/// other styles fade with the label opacities.
struct LeveledShapeStyle: ResolvableShapeStyle {
  let base: AnyShapeStyle
  let level: Int
  func resolve(in environment: EnvironmentValues) -> Paint {
    if let leveled = base.base as? any LevelableShapeStyle {
      return leveled.resolve(level: level, in: environment)
    }
    return base.resolve(in: environment).multiplyingOpacity(by: SystemPalette.labelOpacities[level])
  }
}

/// A style with distinct colours at each hierarchy level.
protocol LevelableShapeStyle: ShapeStyle {
  func resolve(level: Int, in environment: EnvironmentValues) -> Paint
}

/// The primary … quaternary levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension HierarchicalShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    ForegroundStyle().resolve(level: level, in: environment)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The system fill colours (`.fill`, `.fill.secondary`, …), for backgrounds of small areas.
public struct FillShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension FillShapeStyle: ResolvableShapeStyle, LevelableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint { resolve(level: 0, in: environment) }
  func resolve(level: Int, in environment: EnvironmentValues) -> Paint {
    .color(SystemPalette.fill(level: level, scheme: environment.colorScheme))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ForegroundStyle: ResolvableShapeStyle, LevelableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint { resolve(level: 0, in: environment) }
  func resolve(level: Int, in environment: EnvironmentValues) -> Paint {
    let styles = environment.foregroundStyles
    if level < styles.count, let style = styles[level] {
      return style.resolve(in: environment)
    }
    if let primary = styles.first ?? nil {
      if let leveled = primary.base as? any LevelableShapeStyle, !(primary.base is ForegroundStyle) {
        return leveled.resolve(level: level, in: environment)
      }
      return primary.resolve(in: environment).multiplyingOpacity(by: SystemPalette.labelOpacities[min(level, 4)])
    }
    return .color(SystemPalette.label(level: level, scheme: environment.colorScheme))
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The environment's tint (`.tint`), the accent colour unless `tint(_:)` set one.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension TintShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    environment.tint?.resolve(in: environment) ?? Color.accentColor.resolve(in: environment)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The system background (`.background`): white in light mode, black in dark mode.
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension BackgroundStyle: ResolvableShapeStyle, LevelableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint { resolve(level: 0, in: environment) }
  func resolve(level: Int, in environment: EnvironmentValues) -> Paint {
    .color(SystemPalette.background(level: level, scheme: environment.colorScheme))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

// SwiftUI's names (`ultraThinMaterial`…).
// swift-format-ignore: DontRepeatTypeInStaticProperties
/// A blur-and-tint material; drawn as a translucent fill of the system background.
public struct Material: ShapeStyle, Hashable {
  let opacity: Double
  public static let ultraThinMaterial = Material(opacity: 0.35)
  public static let thinMaterial = Material(opacity: 0.5)
  public static let regularMaterial = Material(opacity: 0.65)
  public static let thickMaterial = Material(opacity: 0.8)
  public static let ultraThickMaterial = Material(opacity: 0.9)
  public static let bar = Material(opacity: 0.8)
}

extension Material: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .color(SystemPalette.background(level: 1, scheme: environment.colorScheme)).multiplyingOpacity(by: opacity)
  }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}
