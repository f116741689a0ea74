import Foundation

#if !canImport(ObjectiveC)
  /// Formats a length of time as its units ("1d 2h", "1 hour, 10 minutes", "1:00:10").
  ///
  /// Corelibs Foundation declares the class unavailable; this one takes its place for code that
  /// sees FoundationAdditions (every Apple-named module re-exports it). A time interval is split into
  /// the allowed units with the calendar from `referenceDate` (the current date, which the gallery
  /// stops at its reference time), each unit truncated as Apple's formatter does. Weeks, days,
  /// hours, minutes and seconds are named in the calendar's locale by ICU, through Foundation's
  /// `Duration` unit style; years and months in English. `.positional` joins the units with
  /// colons, `.abbreviated` and `.brief` with spaces, the others with commas.
  open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    // Sendable: as Foundation's formatters, by contract: configured once, then used from one thread.

    public enum UnitsStyle: Int, Sendable {
      case positional = 0
      case abbreviated = 1
      case short = 2
      case full = 3
      case spellOut = 4
      case brief = 5
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      public static let none = ZeroFormattingBehavior([])
      public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
      public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
      public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle = UnitsStyle.positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    open var calendar: Calendar?
    open var referenceDate: Date?
    /// Kept; the smallest unit is always whole.
    open var allowsFractionalUnits = false
    /// At most this many units, the largest first (0: no limit).
    open var maximumUnitCount = 0
    /// Kept; the largest unit is never collapsed.
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false

    public override init() {
      super.init()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    open override func string(for obj: Any?) -> String? {
      switch obj {
      case let components as DateComponents: string(from: components)
      case let interval as TimeInterval: string(from: interval)
      case let number as NSNumber: string(from: number.doubleValue)
      default: nil
      }
    }

    open func string(from ti: TimeInterval) -> String? {
      guard ti.isFinite else { return nil }
      let start = referenceDate ?? Date()
      return string(from: start, to: start.addingTimeInterval(ti))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
      let calendar = self.calendar ?? .current
      let components = calendar.dateComponents(Set(Self.units(in: allowedUnits).map(\.component)), from: startDate, to: endDate)
      return string(from: components)
    }

    open func string(from components: DateComponents) -> String? {
      let units = Self.units(in: allowedUnits)
      guard !units.isEmpty else { return nil }
      let values = units.map { (unit: $0, value: components.value(for: $0.component) ?? 0) }
      let shown = kept(values)
      guard !shown.isEmpty else { return nil }
      let text = format(shown)
      var phrased = text
      if includesApproximationPhrase { phrased = "About \(phrased)" }
      if includesTimeRemainingPhrase { phrased = "\(phrased) remaining" }
      return phrased
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
      let formatter = DateComponentsFormatter()
      formatter.unitsStyle = unitsStyle
      return formatter.string(from: components)
    }

    // MARK: - Units

    /// A unit the formatter can show, largest first.
    struct Unit {
      let component: Calendar.Component
      let option: NSCalendar.Unit
      let duration: Duration.UnitsFormatStyle.Unit?
      let english: (wide: String, short: String, narrow: String)
    }

    static let all: [Unit] = [
      Unit(component: .year, option: .year, duration: nil, english: ("year", "yr", "y")),
      Unit(component: .month, option: .month, duration: nil, english: ("month", "mth", "m")),
      Unit(component: .weekOfMonth, option: .weekOfMonth, duration: .weeks, english: ("week", "wk", "w")),
      Unit(component: .day, option: .day, duration: .days, english: ("day", "day", "d")),
      Unit(component: .hour, option: .hour, duration: .hours, english: ("hour", "hr", "h")),
      Unit(component: .minute, option: .minute, duration: .minutes, english: ("minute", "min", "m")),
      Unit(component: .second, option: .second, duration: .seconds, english: ("second", "sec", "s")),
    ]

    static func units(in allowed: NSCalendar.Unit) -> [Unit] {
      all.filter { allowed.contains($0.option) }
    }

    /// The units left after the zero-formatting behaviour and the unit count limit.
    private func kept(_ values: [(unit: Unit, value: Int)]) -> [(unit: Unit, value: Int)] {
      var drop = zeroFormattingBehavior.intersection(.dropAll)
      if zeroFormattingBehavior.contains(.default) || zeroFormattingBehavior.isEmpty {
        drop = unitsStyle == .positional ? .dropLeading : .dropAll
      }
      guard let first = values.firstIndex(where: { $0.value != 0 }), let last = values.lastIndex(where: { $0.value != 0 })
      else {
        // Nothing but zeros: the smallest unit (or, in positional style, the two smallest) shows it.
        return Array(values.suffix(unitsStyle == .positional ? min(2, values.count) : 1))
      }
      var shown: [(unit: Unit, value: Int)] = []
      for (index, entry) in values.enumerated() {
        if entry.value == 0 {
          let dropped =
            index < first
            ? drop.contains(.dropLeading) : index > last ? drop.contains(.dropTrailing) : drop.contains(.dropMiddle)
          // Positional style keeps the minutes before the seconds ("0:10").
          let keepsPlace = unitsStyle == .positional && index == values.count - 2 && index < first
          if dropped && !keepsPlace { continue }
        }
        shown.append(entry)
      }
      if maximumUnitCount > 0 {
        let start = shown.firstIndex { $0.value != 0 } ?? 0
        shown = Array(shown[start...].prefix(maximumUnitCount))
      }
      return shown
    }

    // MARK: - Text

    private func format(_ shown: [(unit: Unit, value: Int)]) -> String {
      if unitsStyle == .positional {
        let padsFirst = zeroFormattingBehavior.contains(.pad)
        return shown.enumerated().map { index, entry in
          let digits = String(abs(entry.value))
          let padded = (index > 0 || padsFirst) && digits.count < 2 ? "0" + digits : digits
          return (entry.value < 0 && index == 0 ? "-" : "") + padded
        }
        .joined(separator: ":")
      }
      let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
      return shown.map { text(of: $0.value, $0.unit) }.joined(separator: separator)
    }

    private var locale: Locale { calendar?.locale ?? .current }

    /// One unit's value with its name ("2 hours", "2h").
    private func text(of value: Int, _ unit: Unit) -> String {
      let number =
        unitsStyle == .spellOut ? Self.spelledOut(value, locale) : value.formatted(.number.locale(locale).grouping(.automatic))
      if let duration = unit.duration {
        let width: Duration.UnitsFormatStyle.UnitWidth =
          switch unitsStyle {
          case .abbreviated: .narrow
          case .short: .abbreviated
          case .brief: .condensedAbbreviated
          default: .wide
          }
        let seconds: Int64 =
          switch duration {
          case .weeks: 604_800
          case .days: 86_400
          case .hours: 3_600
          case .minutes: 60
          default: 1
          }
        let text = Duration.seconds(Int64(value) * seconds).formatted(
          .units(allowed: [duration], width: width, zeroValueUnits: .show(length: 1)).locale(locale))
        guard unitsStyle == .spellOut else { return text }
        let digits = value.formatted(.number.locale(locale).grouping(.automatic))
        return text.replacingOccurrences(of: digits, with: number)
      }
      let plural = abs(value) == 1 ? "" : "s"
      return switch unitsStyle {
      case .abbreviated: "\(number)\(unit.english.narrow)"
      case .brief: "\(number)\(unit.english.short)\(plural)"
      case .short: "\(number) \(unit.english.short)\(plural)"
      default: "\(number) \(unit.english.wide)\(plural)"
      }
    }

    private static func spelledOut(_ value: Int, _ locale: Locale) -> String {
      let formatter = NumberFormatter()
      formatter.numberStyle = .spellOut
      formatter.locale = locale
      return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
  }
#endif
