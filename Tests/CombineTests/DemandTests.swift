import Combine
import Foundation
import XCTest

/// `Subscribers.Demand`'s arithmetic and comparisons, as Apple documents them.
final class DemandTests: XCTestCase {
  func testArithmeticSaturates() {
    XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
    XCTAssertEqual(Subscribers.Demand.max(2) + 3, .max(5))
    XCTAssertEqual(Subscribers.Demand.unlimited + 1, .unlimited)
    XCTAssertEqual(Subscribers.Demand.max(Int.max) + 1, .unlimited)
    XCTAssertEqual(Subscribers.Demand.max(2) - .max(5), .none)
    XCTAssertEqual(Subscribers.Demand.max(5) - 2, .max(3))
    XCTAssertEqual(Subscribers.Demand.unlimited - .max(5), .unlimited)
    XCTAssertEqual(Subscribers.Demand.unlimited - .unlimited, .unlimited)
    XCTAssertEqual(Subscribers.Demand.max(5) - .unlimited, .none)
    XCTAssertEqual(Subscribers.Demand.max(3) * 4, .max(12))
    XCTAssertEqual(Subscribers.Demand.unlimited * 2, .unlimited)
    var demand = Subscribers.Demand.none
    demand += 2
    demand += .max(1)
    demand -= 1
    demand *= 3
    XCTAssertEqual(demand, .max(6))
  }

  func testComparisonsWithCountsAndUnlimited() {
    XCTAssertTrue(Subscribers.Demand.unlimited > 1_000_000)
    XCTAssertTrue(Subscribers.Demand.max(1) > .none)
    XCTAssertTrue(Subscribers.Demand.max(1) < .unlimited)
    XCTAssertTrue(Subscribers.Demand.max(2) >= 2)
    XCTAssertTrue(0 < Subscribers.Demand.max(1))
    XCTAssertFalse(Subscribers.Demand.none > 0)
    XCTAssertEqual(Subscribers.Demand.max(4).max, 4)
    XCTAssertNil(Subscribers.Demand.unlimited.max)
  }

  func testDescriptionAndCoding() throws {
    XCTAssertEqual(Subscribers.Demand.max(3).description, "max(3)")
    XCTAssertEqual(Subscribers.Demand.unlimited.description, "unlimited")
    let data = try JSONEncoder().encode([Subscribers.Demand.max(7), .unlimited])
    XCTAssertEqual(try JSONDecoder().decode([Subscribers.Demand].self, from: data), [.max(7), .unlimited])
  }
}
