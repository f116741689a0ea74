import Foundation
import GalleryFormats
import XCTest

final class FNV1aTests: XCTestCase {
  func testMatchesTheReferenceVectors() {
    XCTAssertEqual(FNV1a.hash([UInt8]()).value, 0xcbf2_9ce4_8422_2325)
    XCTAssertEqual(FNV1a.hash(Array("a".utf8)).value, 0xaf63_dc4c_8601_ec8c)
    XCTAssertEqual(FNV1a.hash(Array("foobar".utf8)).value, 0x8594_4171_f739_67e8)
  }

  func testIdsAndHexKeepEveryDigit() {
    XCTAssertEqual(FNV1a.hash(Array("foobar".utf8)).id(prefix: "c-"), "c-4171f73967e8")
    XCTAssertEqual(FNV1a.hash(Array("foobar".utf8)).hex, "85944171f73967e8")
    XCTAssertEqual(FNV1a.hash(Array("a".utf8)).hex.count, 16)
  }

  func testDataAndBytesHashAlike() {
    let bytes = Array("widget".utf8)
    XCTAssertEqual(FNV1a.hash(Data(bytes)), FNV1a.hash(bytes))
    var fields = FNV1a()
    fields.combine("wid")
    fields.combine(byte: 0xff)
    XCTAssertNotEqual(fields, FNV1a.hash(Array("wid".utf8)))
  }
}
