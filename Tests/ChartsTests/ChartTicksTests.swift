import Foundation
import GalleryTestSupport
import LayoutEngine
import XCTest

/// Automatic axis values. Sources: d3-array's `tickIncrement` (steps 1, 2, 5 × 10ⁿ with the
/// √50, √10, √2 thresholds), which matches what iOS 17 picked on the renders we measured;
/// Apple's `ScaleDomain.automatic` docs for domains widened to the marks.
final class ChartTicksTests: XCTestCase {
  func testStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    XCTAssertEqual(ChartTicks.niceStep(span: 10, desiredCount: 10), 1)
    XCTAssertEqual(ChartTicks.niceStep(span: 1, desiredCount: 5), 0.2)
    XCTAssertEqual(ChartTicks.niceStep(span: 100, desiredCount: 3), 50)  // 33 ≥ √10·10 → 5 × 10
    XCTAssertEqual(ChartTicks.niceStep(span: 23.3, desiredCount: 3), 10)  // 7.8 ≥ √50 → 10
    XCTAssertEqual(ChartTicks.niceStep(span: 2.6, desiredCount: 3), 1)  // 0.87 ≥ √50 / 10 → 1
  }

  /// iOS 17, a 66-pt y axis over energy data from −1.35 to 1.25 kWh: marks −2, −1, 0, 1, 2
  /// and the domain grows to −2…2 (measured on the reference render).
  func testDomainIsWidenedToWholeSteps() {
    let nice = ChartTicks.nice(-1.35...1.25, desiredCount: 3)
    XCTAssertEqual(nice.domain, -2...2)
    XCTAssertEqual(nice.ticks, [-2, -1, 0, 1, 2])
    let month = ChartTicks.nice(-10.3...13, desiredCount: 3)
    XCTAssertEqual(month.ticks, [-20, -10, 0, 10, 20])
  }

  /// The same renders: a bar of integer height 1 marks 0 and 1 only, never 0.5.
  func testIntegerValuesAreMarkedOnIntegersOnly() {
    XCTAssertEqual(ChartTicks.nice(0...1, desiredCount: 3, integer: true).ticks, [0, 1])
    XCTAssertEqual(ChartTicks.nice(0...1, desiredCount: 3).ticks, [0, 0.5, 1])
  }

  func testUnroundedBoundsKeepTheDomain() {
    let nice = ChartTicks.nice(3...97, desiredCount: 5, roundLower: false, roundUpper: false)
    XCTAssertEqual(nice.domain, 3...97)
    XCTAssertEqual(nice.ticks, [20, 40, 60, 80])
  }

  func testTickValuesCarryNoFloatingPointNoise() {
    XCTAssertEqual(ChartTicks.values(in: 0...0.6, step: 0.1), [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
  }

  func testDateStridesFollowTheSpan() {
    XCTAssertTrue(ChartTicks.dateStride(span: 86_400, desiredCount: 5) == (.hour, 6))
    XCTAssertTrue(ChartTicks.dateStride(span: 7 * 86_400, desiredCount: 7) == (.day, 1))
    XCTAssertTrue(ChartTicks.dateStride(span: 365 * 86_400, desiredCount: 5) == (.month, 3))
  }

  func testHourStridesFallOnMultiplesOfTheCount() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = utc(2024, 6, 10, 1)
    let dates = ChartTicks.dates(in: start...start.addingTimeInterval(23 * 3600), component: .hour, count: 6, calendar: calendar)
    XCTAssertEqual(dates.map { calendar.component(.hour, from: $0) }, [6, 12, 18, 0])
  }
}
