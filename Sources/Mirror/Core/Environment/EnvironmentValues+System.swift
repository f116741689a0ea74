import Foundation

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DynamicTypeSizeRangeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.xSmall...DynamicTypeSize.accessibility5
}
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

  /// The Dynamic Type size text is drawn at: the one set, within the ranges that
  /// `dynamicTypeSize(_:)` limited it to further out.
  ///
  /// Setting it sets the size whatever range was set further out, as SwiftUI's modifier does;
  /// a range set further in still limits it.
  public var dynamicTypeSize: DynamicTypeSize {
    get {
      let range = self[DynamicTypeSizeRangeKey.self]
      return min(max(self[DynamicTypeSizeKey.self], range.lowerBound), range.upperBound)
    }
    set {
      self[DynamicTypeSizeKey.self] = newValue
      self[DynamicTypeSizeRangeKey.self] = DynamicTypeSizeRangeKey.defaultValue
    }
  }

  /// Limits the Dynamic Type size to `range` as well as to the ranges already set: to their
  /// intersection, or, when they do not meet, to the nearest end of `range`.
  package mutating func limitDynamicTypeSize(to range: ClosedRange<DynamicTypeSize>) {
    let current = self[DynamicTypeSizeRangeKey.self]
    let upper = min(current.upperBound, range.upperBound)
    let lower = min(max(current.lowerBound, range.lowerBound), upper)
    self[DynamicTypeSizeRangeKey.self] = lower...upper
  }

  /// The locale dates and numbers are formatted with; `en_US` unless the gallery sets one.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// Sets what a device set to `locale` gives its views: the locale, the layout direction of
  /// its language (right to left for Arabic, Hebrew…) and its calendar, in this environment's
  /// time zone.
  package mutating func setDeviceLocale(_ locale: Locale) {
    self.locale = locale
    layoutDirection = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    var calendar = Calendar(identifier: locale.calendar.identifier)
    calendar.locale = locale
    calendar.timeZone = timeZone
    self.calendar = calendar
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

/// The Dynamic Type size; the gallery renders at `.large`, the iOS default, unless
/// `build --dynamic-type` chooses another.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the five larger accessibility sizes.
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
