import Foundation

extension Date {
  /// The date in UTC as `2024-06-10T09:41:00Z`, to the whole second (the time is first rounded to milliseconds, as
  /// ICU does, then fractions are dropped).
  ///
  /// The same text `ISO8601DateFormatter` gives, computed directly: a gallery formats one
  /// date per preview, and creating a formatter costs more than rendering the preview.
  package var iso8601: String {
    let milliseconds = Int64((timeIntervalSince1970 * 1000).rounded())
    let seconds = milliseconds.floorDivided(by: 1000).quotient
    let (days, secondOfDay) = seconds.floorDivided(by: 86_400)
    let (year, month, day) = Self.civilDate(daysSinceEpoch: days)
    var text = Self.digits(year, 4)
    text += "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
    text += "T" + Self.digits(secondOfDay / 3600, 2) + ":" + Self.digits(secondOfDay / 60 % 60, 2)
    text += ":" + Self.digits(secondOfDay % 60, 2) + "Z"
    return text
  }

  /// Year, month and day of the proleptic Gregorian calendar (Howard Hinnant's
  /// `civil_from_days`, http://howardhinnant.github.io/date_algorithms.html).
  private static func civilDate(daysSinceEpoch: Int64) -> (Int64, Int64, Int64) {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func digits(_ value: Int64, _ width: Int) -> String {
    let text = String(abs(value))
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

extension Int64 {
  fileprivate func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let quotient = (self >= 0 ? self : self - divisor + 1) / divisor
    return (quotient, self - quotient * divisor)
  }
}
