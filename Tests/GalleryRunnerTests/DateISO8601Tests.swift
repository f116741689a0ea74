import Foundation
import GalleryRunner
import XCTest

/// `Date.iso8601` gives the text `ISO8601DateFormatter` gives, without its cost.
final class DateISO8601Tests: XCTestCase {
  func testMatchesFoundationsFormatterAcrossCenturiesLeapDaysAndNegativeTimes() {
    let formatter = ISO8601DateFormatter()
    let samples: [TimeInterval] = [
      0, 1_718_012_460, 1_718_012_460.999, 951_782_400, 951_868_799, 4_107_542_399, -1, -86_400.5,
      -2_208_988_800, 253_402_300_799,
    ]
    for seconds in samples + stride(from: -3e9, through: 6e9, by: 86_399.37).map({ $0 }) {
      let date = Date(timeIntervalSince1970: seconds)
      XCTAssertEqual(date.iso8601, formatter.string(from: date), "\(seconds)")
    }
  }

  func testTheReferenceDate() {
    XCTAssertEqual(ReferenceDate.date.iso8601, "2024-06-10T09:41:00Z")
  }
}
