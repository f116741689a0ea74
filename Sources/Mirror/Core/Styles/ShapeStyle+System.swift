import Foundation

/// The colour of separators (`.separator`), UIKit's `separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension SeparatorShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .color(SystemPalette.separator(scheme: environment.colorScheme))
  }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The colour of links (`.link`), UIKit's `link`.
public struct LinkShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension LinkShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .color(SystemPalette.link(scheme: environment.colorScheme))
  }
}

/// The colour of placeholder text (`.placeholder`), UIKit's `placeholderText`.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension PlaceholderTextShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    .color(SystemPalette.placeholderText(scheme: environment.colorScheme))
  }
}

/// The background of a window (`.windowBackground`): the system background.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension WindowBackgroundShapeStyle: ResolvableShapeStyle {
  package func resolve(in environment: EnvironmentValues) -> Paint {
    BackgroundStyle().resolve(in: environment)
  }
}

/// A shadow a style casts (`.fill(.blue.shadow(.drop(radius: 2)))`); the gallery draws the
/// style without its shadow.
public struct ShadowStyle: Equatable, Sendable {
  let isInner: Bool
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }
}

extension ShapeStyle {
  /// This style casting a shadow; drawn without it.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }

  /// This style blended with what is under it; drawn in the normal blend mode.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }

  /// This style with its gradients fitted to `rect` instead of the filled shape; drawn as
  /// fitted to the shape.
  public func `in`(_ rect: CGRect) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style with its opacity multiplied.
  public static func opacity(_ opacity: Double) -> some ShapeStyle { ForegroundStyle().opacity(opacity) }

  /// The foreground style casting a shadow; drawn without it.
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle() }

  /// The foreground style blended with what is under it; drawn in the normal blend mode.
  public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { ForegroundStyle() }
}
