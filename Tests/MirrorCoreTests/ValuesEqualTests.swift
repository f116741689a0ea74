import SwiftUI
import XCTest

@testable import MirrorCore

/// `valuesEqual`, by which drawings are shared: `==` for values of one `Equatable` type,
/// `DrawingComparable` for shape styles, different for anything else.
final class ValuesEqualTests: XCTestCase {
  private class Reference: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.value == rhs.value }
  }

  private struct Opaque {}

  func testEquatableValuesCompareWithTheirOwnEquality() {
    XCTAssertTrue(valuesEqual(3, 3))
    XCTAssertFalse(valuesEqual(3, 4))
    XCTAssertTrue(valuesEqual("a" as String?, "a" as String?))
    XCTAssertTrue(valuesEqual(Color.red, Color.red))
    XCTAssertFalse(valuesEqual(Color.red, Color.blue))
    XCTAssertTrue(valuesEqual(Reference(1), Reference(1)))
    XCTAssertFalse(valuesEqual(Reference(1), Reference(2)))
  }

  func testValuesOfAnotherTypeDiffer() {
    XCTAssertFalse(valuesEqual(3, 3.0))
    XCTAssertFalse(valuesEqual(3.0, 3))
    XCTAssertFalse(valuesEqual("3", 3))
    XCTAssertFalse(valuesEqual(3, nil))
    XCTAssertTrue(valuesEqual(nil, nil))
  }

  func testShapeStylesCompareThroughTheirWrappers() {
    XCTAssertTrue(valuesEqual(AnyShapeStyle(Color.red), AnyShapeStyle(Color.red)))
    XCTAssertFalse(valuesEqual(AnyShapeStyle(Color.red), AnyShapeStyle(Color.red.opacity(0.5))))
  }

  func testValuesThatCannotSayDiffer() {
    XCTAssertFalse(valuesEqual(Opaque(), Opaque()))
  }
}
