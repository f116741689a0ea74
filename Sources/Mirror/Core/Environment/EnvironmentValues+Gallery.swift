import Foundation

private struct EntryDateKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSinceReferenceDate: 0) }
private struct DateShiftKey: EnvironmentKey { static let defaultValue: TimeInterval = 0 }
private struct AssetCatalogKey: EnvironmentKey { static let defaultValue = AssetCatalog.empty }
private struct WidgetAccentableKey: EnvironmentKey { static let defaultValue = false }
private struct WidgetAccentedImageModeKey: EnvironmentKey {
  static let defaultValue: WidgetAccentedRenderingMode? = nil
}
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }
private struct UnredactedKey: EnvironmentKey { static let defaultValue = false }
private struct GridRowAlignmentKey: EnvironmentKey { static let defaultValue: VerticalAlignment? = nil }
private struct ScreenSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 393, height: 852) }

extension EnvironmentValues {
  static let entryDateKey = ObjectIdentifier(EntryDateKey.self)

  /// The vertical alignment of the `Grid` whose rows are being resolved; nil outside one.
  package var gridRowAlignment: VerticalAlignment? {
    get { self[GridRowAlignmentKey.self] }
    set { self[GridRowAlignmentKey.self] = newValue }
  }

  /// The size in points of the screen of the device the gallery draws for (`UIScreen.main`).
  package var screenSize: CGSize {
    get { self[ScreenSizeKey.self] }
    set { self[ScreenSizeKey.self] = newValue }
  }

  /// The date of the timeline entry being shown: "now" for relative dates and timers.
  ///
  /// Read only while views are resolved (dates become text then), never by layout or drawing:
  /// environments that differ only here draw alike, so a timeline's identical entries are
  /// drawn once.
  package var entryDate: Date {
    get { self[EntryDateKey.self] }
    set { self[EntryDateKey.self] = newValue }
  }

  /// Seconds added to dates before they are shown as a time or a date, so a timeline built
  /// from the wall clock is shown at the gallery's fixed reference date; differences between
  /// dates (relative text, timers) are unchanged.
  package var dateShift: TimeInterval {
    get { self[DateShiftKey.self] }
    set { self[DateShiftKey.self] = newValue }
  }

  /// Where named images and colours come from.
  package var assetCatalog: AssetCatalog {
    get { self[AssetCatalogKey.self] }
    set { self[AssetCatalogKey.self] = newValue }
  }

  /// Whether views here belong to the accent group in the accented rendering mode.
  package var isWidgetAccentable: Bool {
    get { self[WidgetAccentableKey.self] }
    set { self[WidgetAccentableKey.self] = newValue }
  }

  /// How an image here is drawn in the accented rendering mode
  /// (`widgetAccentedRenderingMode(_:)`); nil: as a template of its group.
  package var widgetAccentedImageMode: WidgetAccentedRenderingMode? {
    get { self[WidgetAccentedImageModeKey.self] }
    set { self[WidgetAccentedImageModeKey.self] = newValue }
  }

  /// Whether views here are inside a `privacySensitive()` subtree.
  package var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether an `unredacted()` exempts views here from redaction.
  package var isUnredacted: Bool {
    get { self[UnredactedKey.self] }
    set { self[UnredactedKey.self] = newValue }
  }

  /// The redaction that applies to a view here: placeholder redaction unless exempted, and
  /// privacy redaction only for privacy-sensitive views.
  package var effectiveRedaction: RedactionReasons {
    guard !isUnredacted else { return [] }
    var reasons = redactionReasons.subtracting(.privacy)
    if isPrivacySensitive && redactionReasons.contains(.privacy) { reasons.insert(.privacy) }
    return reasons
  }
}
