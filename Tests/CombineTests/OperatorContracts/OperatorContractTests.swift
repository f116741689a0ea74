import XCTest

/// Every operator of `OperatorTable` checked the same four ways: it delivers no more than
/// downstream asked for, a cancellation reaches its upstream and stops it, and its upstream's end
/// (finished or failed) gives one completion, as the table says, with nothing after it.
final class OperatorContractTests: XCTestCase {
  func testEveryOperatorHonoursDemand() {
    for operation in OperatorTable.all {
      operation.checkDemand()
    }
  }

  func testEveryOperatorPassesCancellationUpstream() {
    for operation in OperatorTable.all {
      operation.checkCancellation()
    }
  }

  func testEveryOperatorCompletesOnceWhenItsUpstreamFinishes() {
    for operation in OperatorTable.all {
      operation.checkCompletion()
    }
  }

  func testEveryOperatorCompletesOnceWhenItsUpstreamFails() {
    for operation in OperatorTable.all {
      operation.checkFailure()
    }
  }

  func testTheTableHasOneRowPerName() {
    let names = OperatorTable.all.map(\.name)
    XCTAssertEqual(names.count, Set(names).count)
    XCTAssertGreaterThanOrEqual(names.count, 102, "a row was dropped")
  }
}
