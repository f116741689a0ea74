/// How an `Image` is drawn in the accented rendering mode (the iOS 18 tinted Home Screen),
/// set with `widgetAccentedRenderingMode(_:)`; the other rendering modes ignore it.
///
/// Without one, an image is drawn like a template image of its group (see
/// `EnvironmentValues.widgetRenderingMode`): its alpha in the group's colour.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
  package enum Kind: UInt8, Hashable, Sendable {
    case accented, desaturated, accentedDesaturated, fullColor
  }

  package let kind: Kind

  /// In the accent group, as if the image had `widgetAccentable()`.
  public static let accented = WidgetAccentedRenderingMode(kind: .accented)
  /// The image's luminance as alpha, in the primary (default) group's colour.
  public static let desaturated = WidgetAccentedRenderingMode(kind: .desaturated)
  /// The image's luminance as alpha, in the accent group's colour.
  public static let accentedDesaturated = WidgetAccentedRenderingMode(kind: .accentedDesaturated)
  /// The image's own colours, unchanged.
  public static let fullColor = WidgetAccentedRenderingMode(kind: .fullColor)
}
