import Foundation
import FoundationFixtures
import XCTest

/// `RelativeDateTimeFormatter` as Apple documents it, in English (United States) and French.
final class RelativeDateTimeFormatterTests: XCTestCase {
  private let reference = Date(timeIntervalSince1970: 1_718_012_460)

  private func formatter(
    _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric, _ units: RelativeDateTimeFormatter.UnitsStyle = .full,
    locale: String = "en_US"
  ) -> RelativeDateTimeFormatter {
    let formatter = RelativeDateTimeFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    formatter.calendar = calendar
    formatter.locale = Locale(identifier: locale)
    formatter.dateTimeStyle = style
    formatter.unitsStyle = units
    return formatter
  }

  private func string(_ seconds: TimeInterval, _ formatter: RelativeDateTimeFormatter) -> String {
    formatter.localizedString(for: reference.addingTimeInterval(seconds), relativeTo: reference)
  }

  func testTheLargestNonZeroUnitIsNamedTruncatedInThePastAndFuture() {
    let full = formatter()
    XCTAssertEqual(string(-3_600, full), "1 hour ago")
    XCTAssertEqual(string(7_200, full), "in 2 hours")
    XCTAssertEqual(string(-30, full), "30 seconds ago")
    XCTAssertEqual(string(90, full), "in 1 minute", "truncated, as Apple's formatter does")
    XCTAssertEqual(string(-3 * 86_400 - 5_000, full), "3 days ago")
    XCTAssertEqual(string(-8 * 86_400, full), "1 week ago")
    XCTAssertEqual(string(40 * 86_400, full), "in 1 month")
    XCTAssertEqual(string(-400 * 86_400, full), "1 year ago")
    XCTAssertEqual(string(0, full), "in 0 seconds")
  }

  func testEachUnitsStyle() {
    XCTAssertEqual(string(-3_600, formatter(.numeric, .short)), "1 hr. ago")
    XCTAssertEqual(string(7_200, formatter(.numeric, .abbreviated)), "in 2h")
    XCTAssertEqual(string(-7_200, formatter(.numeric, .spellOut)), "two hours ago")
    XCTAssertEqual(string(-86_400, formatter(.numeric, .short)), "1 day ago")
  }

  func testTheNamedStyleNamesTheNearestDaysWeeksAndNow() {
    let named = formatter(.named)
    XCTAssertEqual(string(-86_400, named), "yesterday")
    XCTAssertEqual(string(86_400, named), "tomorrow")
    XCTAssertEqual(string(-8 * 86_400, named), "last week")
    XCTAssertEqual(string(40 * 86_400, named), "next month")
    XCTAssertEqual(string(0, named), "now")
    XCTAssertEqual(string(-3 * 86_400, named), "3 days ago", "only the nearest amounts have names")
  }

  func testDateComponentsAndOtherLocales() {
    XCTAssertEqual(formatter().localizedString(from: DateComponents(day: -2, hour: -5)), "2 days ago")
    XCTAssertEqual(formatter().localizedString(from: DateComponents(minute: 0, second: 12)), "in 12 seconds")
    XCTAssertEqual(string(-86_400, formatter(.named, locale: "fr_FR")), "hier")
    XCTAssertEqual(string(3 * 3_600, formatter(locale: "fr_FR")), "dans 3 heures")
  }

  func testStringForADateIsRelativeToNowAndNilForAnythingElse() {
    XCTAssertNil(formatter().string(for: "not a date"))
    XCTAssertNotNil(formatter().string(for: Date()))
  }
}
