import Foundation

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey {
  static let defaultValue: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
  /// Light or dark; the gallery renders both appearances.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Pixels per point of the simulated device (3 on the default iPhone).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The locale dates and numbers are formatted with; `en_US` unless the gallery sets one.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in; UTC unless the gallery sets one, so output is the
  /// same on every machine.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Why content is redacted: `.placeholder` for placeholder entries, `.privacy` when the
  /// device is locked.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light
  case dark
}

public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard
  case increased
}

/// Left-to-right or right-to-left layout.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft
}

/// The Dynamic Type size; the gallery renders at `.large`, the iOS default.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Reasons content is shown redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Placeholder data: text and images become placeholder shapes of the same size.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Sensitive data: views marked `privacySensitive()` are hidden.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is not valid any more.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
