import Foundation

#if !canImport(ObjectiveC)
  /// Formats a date relative to another ("2 hours ago", "in 3 days", "yesterday").
  ///
  /// Corelibs Foundation lacks the class; this one takes its place for code that sees
  /// FoundationAdditions (every Apple-named module re-exports it). As Apple's formatter does, it
  /// takes the calendar difference between the two dates in years, months, weeks, days, hours,
  /// minutes and seconds and names the largest unit that is not zero, truncated ("in 1 minute"
  /// for 90 seconds). The words come from ICU in the formatter's locale, through Foundation's
  /// `Date.AnchoredRelativeFormatStyle`.
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    // Sendable: as Foundation's formatters, by contract: configured once, then used from one thread.

    /// Whether an amount is always a number ("1 day ago") or may be named ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
      case numeric = 0
      case named = 1
    }

    /// How long the units' names are.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago".
      case full = 0
      /// "two hours ago".
      case spellOut = 1
      /// "2 hr. ago".
      case short = 2
      /// "2h ago".
      case abbreviated = 3
    }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var formattingContext = Formatter.Context.unknown
    /// The calendar the difference is taken in (the current one by default).
    open var calendar: Calendar! = .current
    /// The locale the words are in (the current one by default).
    open var locale: Locale! = .current

    public override init() {
      super.init()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      let difference = calendar.dateComponents(Set(Self.units.map(\.component)), from: referenceDate, to: date)
      return localizedString(from: difference)
    }

    /// The date `timeInterval` seconds from now, relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest non-zero unit of `dateComponents`, as an amount of time from now (negative:
    /// ago); "in 0 seconds" (or "now") when every unit is zero.
    open func localizedString(from dateComponents: DateComponents) -> String {
      let (unit, value) =
        Self.units.lazy.compactMap { unit in dateComponents.value(for: unit.component).flatMap { $0 == 0 ? nil : (unit, $0) } }
        .first ?? (Self.units[Self.units.count - 1], 0)
      var style = Date.AnchoredRelativeFormatStyle(
        anchor: Self.origin, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: formatStyleUnits,
        locale: locale, calendar: calendar, capitalizationContext: capitalizationContext)
      style.allowedFields = [unit.field]
      // The style names the anchor relative to the date it formats: the origin moved by the amount.
      guard let date = calendar.date(byAdding: unit.component, value: -value, to: Self.origin) else { return "" }
      return style.format(date)
    }

    open override func string(for obj: Any?) -> String? {
      (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    /// The units a difference is named in, the largest first.
    private static let units: [(component: Calendar.Component, field: Date.RelativeFormatStyle.Field)] = [
      (.year, .year), (.month, .month), (.weekOfMonth, .week), (.day, .day), (.hour, .hour), (.minute, .minute),
      (.second, .second),
    ]

    /// A fixed date amounts are counted from, so that a month or a year has the same length for
    /// every call.
    private static let origin = Date(timeIntervalSinceReferenceDate: 0)

    private var formatStyleUnits: Date.RelativeFormatStyle.UnitsStyle {
      switch unitsStyle {
      case .full: .wide
      case .spellOut: .spellOut
      case .short: .abbreviated
      case .abbreviated: .narrow
      }
    }

    private var capitalizationContext: FormatStyleCapitalizationContext {
      switch formattingContext {
      case .beginningOfSentence: .beginningOfSentence
      case .middleOfSentence: .middleOfSentence
      case .standalone: .standalone
      case .listItem: .listItem
      default: .unknown
      }
    }
  }
#endif
