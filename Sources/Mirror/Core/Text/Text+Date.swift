import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date, relative to the entry's date where it matters.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time of day, e.g. "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The date, e.g. "June 10, 2024".
    public static let date = DateStyle(kind: .date)
    /// The distance from now, e.g. "2 hr, 5 min".
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now, e.g. "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A running clock from or to the date, e.g. "2:05" or "1:02:05".
    public static let timer = DateStyle(kind: .timer)
  }

  public init(_ date: Date, style: DateStyle) {
    storage = .date(date, style)
  }

  /// A date range, e.g. "9:41 – 10:41 AM".
  public init(_ dates: ClosedRange<Date>) {
    storage = .dateRange(dates)
  }

  public init(_ interval: DateInterval) {
    storage = .dateRange(interval.start...interval.end)
  }

  /// A timer counting through an interval, shown as of the entry's date.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    storage = .timer(timerInterval, countsDown: countsDown, showsHours: showsHours)
  }
}

/// Formats dates for `Text` against a reference "now" (the entry's date), in English.
enum DateText {
  static func format(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
    let now = environment.entryDate
    switch style.kind {
    case .time: return formatter(environment, date: .none, time: .short).string(from: date + environment.dateShift)
    case .date: return formatter(environment, date: .long, time: .none).string(from: date + environment.dateShift)
    case .relative: return relative(abs(date.timeIntervalSince(now)))
    case .offset:
      let interval = date.timeIntervalSince(now)
      return (interval < 0 ? "-" : "+") + offset(abs(interval))
    case .timer: return timer(abs(date.timeIntervalSince(now)), showsHours: true)
    }
  }

  static func range(_ range: ClosedRange<Date>, in environment: EnvironmentValues) -> String {
    let time = formatter(environment, date: .none, time: .short)
    let shift = environment.dateShift
    return "\(time.string(from: range.lowerBound + shift)) – \(time.string(from: range.upperBound + shift))"
  }

  static func timer(_ range: ClosedRange<Date>, countsDown: Bool, showsHours: Bool, in environment: EnvironmentValues) -> String {
    let now = min(max(environment.entryDate, range.lowerBound), range.upperBound)
    let seconds = countsDown ? range.upperBound.timeIntervalSince(now) : now.timeIntervalSince(range.lowerBound)
    return timer(seconds, showsHours: showsHours)
  }

  private static func formatter(_ environment: EnvironmentValues, date: DateFormatter.Style, time: DateFormatter.Style)
    -> DateFormatter
  {
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.timeZone = environment.timeZone
    formatter.calendar = environment.calendar
    formatter.dateStyle = date
    formatter.timeStyle = time
    return formatter
  }

  private static let units: [(seconds: Double, short: String, long: String)] = [
    (365 * 86_400, "yr", "year"), (30 * 86_400, "mth", "month"), (7 * 86_400, "wk", "week"),
    (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
  ]

  /// The two largest units, as SwiftUI shows them: "2 hr, 5 min", "3 days, 4 hr".
  static func relative(_ seconds: Double) -> String {
    var remaining = seconds.rounded(.down)
    var parts: [String] = []
    for unit in units where parts.count < 2 {
      let count = (remaining / unit.seconds).rounded(.down)
      if count >= 1 || (!parts.isEmpty) {
        if count >= 1 {
          let name = unit.short == "day" && count != 1 ? "days" : unit.short
          parts.append("\(Int(count)) \(name)")
        }
        remaining -= count * unit.seconds
        if !parts.isEmpty && count < 1 { break }
      }
    }
    return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
  }

  /// The largest unit in words: "2 hours", "1 minute".
  static func offset(_ seconds: Double) -> String {
    for unit in units {
      let count = Int((seconds / unit.seconds).rounded(.down))
      if count >= 1 { return "\(count) \(unit.long)\(count == 1 ? "" : "s")" }
    }
    return "0 seconds"
  }

  /// "m:ss" under an hour, "h:mm:ss" from an hour.
  static func timer(_ seconds: Double, showsHours: Bool) -> String {
    let total = Int(seconds.rounded(.down))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let secs = total % 60
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    if hours > 0 && showsHours { return "\(hours):\(two(minutes)):\(two(secs))" }
    return "\(hours * 60 + minutes):\(two(secs))"
  }
}
