import Foundation
import FoundationFixtures
import XCTest

/// `DateComponentsFormatter` as Apple documents it, in English (United States).
final class DateComponentsFormatterTests: XCTestCase {
  private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.timeZone = TimeZone(identifier: "UTC")!
    formatter.calendar = calendar
    formatter.referenceDate = Date(timeIntervalSince1970: 1_718_012_460)
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    return formatter
  }

  /// 1 day, 2 hours, 3 minutes and 4 seconds.
  private let interval: TimeInterval = 93_784

  func testEachStyleNamesTheAllowedUnitsTruncatingTheRest() {
    XCTAssertEqual(formatter(.abbreviated, [.day, .hour]).string(from: interval), "1d 2h")
    XCTAssertEqual(formatter(.abbreviated, [.hour, .minute, .second]).string(from: interval), "26h 3m 4s")
    XCTAssertEqual(formatter(.full, [.day, .hour, .minute]).string(from: interval), "1 day, 2 hours, 3 minutes")
    XCTAssertEqual(formatter(.spellOut, [.hour]).string(from: 7_200), "two hours")
    XCTAssertEqual(formatter(.full, [.hour]).string(from: 3_600), "1 hour")
  }

  func testPositionalPadsAllButTheFirstUnitAndKeepsMiddleZeros() {
    XCTAssertEqual(formatter(.positional, [.hour, .minute, .second]).string(from: 3_610), "1:00:10")
    XCTAssertEqual(formatter(.positional, [.hour, .minute, .second]).string(from: 10), "0:10")
    XCTAssertEqual(formatter(.positional, [.minute, .second]).string(from: 70), "1:10")
    let padded = formatter(.positional, [.hour, .minute, .second])
    padded.zeroFormattingBehavior = .pad
    XCTAssertEqual(padded.string(from: 3_610), "01:00:10")
  }

  func testOtherStylesDropZeroUnitsByDefault() {
    XCTAssertEqual(formatter(.abbreviated, [.day, .hour, .minute, .second]).string(from: 3_610), "1h 10s")
    XCTAssertEqual(formatter(.abbreviated, [.day, .hour]).string(from: 0), "0h")
    let kept = formatter(.abbreviated, [.hour, .minute, .second])
    kept.zeroFormattingBehavior = .dropLeading
    XCTAssertEqual(kept.string(from: 3_610), "1h 0m 10s")
  }

  func testMaximumUnitCountKeepsTheLargestUnits() {
    let formatter = formatter(.abbreviated, [.day, .hour, .minute, .second])
    formatter.maximumUnitCount = 2
    XCTAssertEqual(formatter.string(from: interval), "1d 2h")
  }

  func testTheDefaultUnitsSplitAnIntervalFromTheReferenceDate() {
    let formatter = formatter(.abbreviated, [.year, .month, .weekOfMonth, .day, .hour, .minute, .second])
    XCTAssertEqual(formatter.string(from: interval), "1d 2h 3m 4s")
    XCTAssertEqual(formatter.string(from: 86_400 * 45), "1m 2w 1d", "10 June + 45 days is 25 July")
  }

  func testComponentsAndPhrases() {
    let formatter = formatter(.full, [.hour, .minute])
    XCTAssertEqual(formatter.string(from: DateComponents(hour: 2, minute: 30)), "2 hours, 30 minutes")
    formatter.includesApproximationPhrase = true
    formatter.includesTimeRemainingPhrase = true
    XCTAssertEqual(formatter.string(from: 5_400), "About 1 hour, 30 minutes remaining")
    XCTAssertNil(formatter.string(from: .infinity))
    XCTAssertEqual(formatter.string(for: 60.0), "About 1 minute remaining")
  }
}
