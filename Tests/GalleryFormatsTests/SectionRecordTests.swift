import XCTest

@testable import GalleryFormats

final class SectionRecordTests: XCTestCase {
  func testTheDeclarationIsARecordWithItsMagicWrittenOut() {
    let lines = SectionRecord.declaration(
      section: "widgetgallery_previews", name: "record", recordType: "_PreviewRecord", magic: 0x5747_5052_4556_4945,
      valueType: "Value", value: "Value(1)")
    XCTAssertEqual(
      lines,
      [
        "@section(\"widgetgallery_previews\") @used", "private let record: _PreviewRecord = (", "  0x5747_5052_4556_4945,",
        "  { $0.initializeMemory(as: Value.self, repeating: Value(1), count: 1) }", ")",
      ])
    XCTAssertEqual(SectionRecord.literal(0x1F), "0x0000_0000_0000_001F")
  }

  /// Records laid out as a section holds them, with data of another kind between them.
  func testValuesAreMadeFromTheRecordsOfTheirKindInOrder() {
    let make: @convention(c) (UnsafeMutableRawPointer) -> Void = {
      $0.initializeMemory(as: String.self, repeating: "made", count: 1)
    }
    let other: @convention(c) (UnsafeMutableRawPointer) -> Void = { _ in XCTFail("a record of another kind was made") }
    let records: [SectionRecord.Layout] = [(7, make), (8, other), (7, make)]
    let values = records.withUnsafeBytes { bytes in
      SectionRecord.values(from: bytes.baseAddress, to: bytes.baseAddress! + bytes.count, magic: 7, as: String.self)
    }
    XCTAssertEqual(values, ["made", "made"])
    XCTAssertEqual(SectionRecord.values(from: nil, to: nil, magic: 7, as: String.self), [])
  }
}
