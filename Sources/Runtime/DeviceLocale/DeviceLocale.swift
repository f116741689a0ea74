import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The locale the process's Foundation reports, as an iPhone set to it does: `Locale.current`,
/// `Locale.autoupdatingCurrent`, `Calendar.current` and `Calendar.autoupdatingCurrent`, and so
/// the defaults of `NumberFormatter`, `DateFormatter`, `Date.FormatStyle` and `.formatted()`.
///
/// Foundation on Linux answers `en_001` whatever the environment says (swift-foundation's
/// `LocaleCache.preferences()` is fixed there). A process started with `WIDGETGALLERY_LOCALE`
/// set to a locale identifier answers that locale instead: this module defines the four
/// getters under Foundation's own symbol names, and the program's definitions come before the
/// shared library's for every caller (the dynamic linker searches the program first).
/// Without the variable each getter hands on to Foundation's own. The variable is read once,
/// when a getter is first called: the locale is the process's, never switched under running
/// code (`build --locale` sets it before the build re-executes itself).
///
/// The getters are defined here and nowhere else: a module that defines one must not call it.
package enum DeviceLocale {
  /// The environment variable that names the process's locale.
  package static let variable = "WIDGETGALLERY_LOCALE"

  /// The locale `WIDGETGALLERY_LOCALE` names, nil without it.
  package static let chosen: Locale? = {
    guard let identifier = getenv(variable).map({ String(cString: $0) }), !identifier.isEmpty else { return nil }
    return Locale(identifier: identifier)
  }()

  /// The calendar of `chosen`: its locale's calendar, in the process's time zone.
  static let chosenCalendar: Calendar? = chosen.map { locale in
    var calendar = Calendar(identifier: locale.calendar.identifier)
    calendar.locale = locale
    calendar.timeZone = TimeZone(identifier: TimeZone.current.identifier) ?? calendar.timeZone
    return calendar
  }

  static let localeCurrent = "$s20FoundationEssentials6LocaleV7currentACvgZ"
  static let localeAutoupdating = "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ"
  static let calendarCurrent = "$s20FoundationEssentials8CalendarV7currentACvgZ"
  static let calendarAutoupdating = "$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ"

  /// The address of Foundation's own getter of that symbol: the next definition after the
  /// program's. Each getter calls it as its own concrete function type.
  static func foundation(_ symbol: String) -> UnsafeMutableRawPointer {
    // RTLD_NEXT, which Glibc does not import.
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: -1), symbol) else {
      fatalError("Foundation has no \(symbol): this toolchain's Foundation is not the one DeviceLocale was written for")
    }
    return address
  }

  nonisolated(unsafe) static let foundationLocale = foundation(localeCurrent)
  nonisolated(unsafe) static let foundationAutoupdatingLocale = foundation(localeAutoupdating)
  nonisolated(unsafe) static let foundationCalendar = foundation(calendarCurrent)
  nonisolated(unsafe) static let foundationAutoupdatingCalendar = foundation(calendarAutoupdating)
}

/// `Locale.current`, as the device has it (see `DeviceLocale`).
@_silgen_name("$s20FoundationEssentials6LocaleV7currentACvgZ")
public func _deviceLocaleCurrent() -> Locale {
  DeviceLocale.chosen ?? unsafeBitCast(DeviceLocale.foundationLocale, to: (@convention(thin) () -> Locale).self)()
}

/// `Locale.autoupdatingCurrent`, as the device has it (see `DeviceLocale`).
@_silgen_name("$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ")
public func _deviceLocaleAutoupdatingCurrent() -> Locale {
  DeviceLocale.chosen
    ?? unsafeBitCast(DeviceLocale.foundationAutoupdatingLocale, to: (@convention(thin) () -> Locale).self)()
}

/// `Calendar.current`, as the device has it (see `DeviceLocale`).
@_silgen_name("$s20FoundationEssentials8CalendarV7currentACvgZ")
public func _deviceCalendarCurrent() -> Calendar {
  DeviceLocale.chosenCalendar ?? unsafeBitCast(DeviceLocale.foundationCalendar, to: (@convention(thin) () -> Calendar).self)()
}

/// `Calendar.autoupdatingCurrent`, as the device has it (see `DeviceLocale`).
@_silgen_name("$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ")
public func _deviceCalendarAutoupdatingCurrent() -> Calendar {
  DeviceLocale.chosenCalendar
    ?? unsafeBitCast(DeviceLocale.foundationAutoupdatingCalendar, to: (@convention(thin) () -> Calendar).self)()
}
