import Foundation

/// The sizes and places a widget can appear in.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case systemSmall
  case systemMedium
  case systemLarge
  case systemExtraLarge
  /// The portrait extra-large family of visionOS; no iPhone or iPad shows it.
  case systemExtraLargePortrait
  case accessoryCircular
  case accessoryRectangular
  case accessoryInline
  /// The corner complication of watchOS; no iPhone or iPad shows it.
  case accessoryCorner

  public var description: String { rawValue }

  /// Whether this is a Lock Screen (accessory) family.
  package var isAccessory: Bool {
    switch self {
    case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: true
    default: false
    }
  }

  /// Whether iPhone or iPad shows this family; the gallery leaves the others out (the
  /// watchOS corner and the visionOS portrait family).
  package var isShownOnIOS: Bool {
    self != .accessoryCorner && self != .systemExtraLargePortrait
  }

  /// The families a widget supports when it does not say: every system family iPhone has
  /// plus the accessory families.
  package static let defaultSupported: [WidgetFamily] = [
    .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
  ]
}

/// How the system draws a widget: full colour, accented (tinted Home Screen) or vibrant
/// (Lock Screen).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetContentMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
  /// The family of the widget being drawn.
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }

  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// False where the system removes the container background (accented, vibrant, StandBy).
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }

  /// The margins the system would add, for views that re-apply them after
  /// `contentMarginsDisabled()`.
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }
}
