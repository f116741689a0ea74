import Foundation
import XCTest

/// A release build (`swift build -c release`: optimised, whole module) keeps the records the
/// gallery finds previews by, so it shows the same previews as a debug build.
final class ReleaseBuildPreviewTests: XCTestCase {
  /// The optimiser drops the metadata of a type nothing names, and with it the conformance
  /// record `PreviewCatalog` reads, unless `PreviewProvider` asks for it to be kept.
  func testAnOptimisedBuildKeepsTheConformanceRecordsOfPreviewProviders() throws {
    let source = """
      import SwiftUI
      struct Card_Previews: PreviewProvider {
        static var previews: some View { Text("Card") }
      }
      private struct Other_Previews: PreviewProvider {
        static var previews: some View { Text("Other").bold() }
      }
      """
    let compiled = try ThisBuildCompiler.run(["-O", "-wmo", "-c", "-module-name", "UserWidgets", "-o", "main.o"], on: source) {
      folder in
      try ELFSections(of: folder.appendingPathComponent("main.o"))
    }
    XCTAssertEqual(compiled.result.status, 0, compiled.result.output)
    // Each conformance record is one 32-bit relative pointer.
    XCTAssertEqual(compiled.inspected.size(of: "swift5_protocol_conformances"), 8)
  }
}

/// The section sizes of a 64-bit little-endian ELF object file.
struct ELFSections {
  private var sizes: [String: Int] = [:]

  init(of file: URL) throws {
    let data = try Data(contentsOf: file)
    func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> Int {
      var value: T = 0
      withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: data[offset..<offset + MemoryLayout<T>.size]) }
      return Int(T(littleEndian: value))
    }
    guard data.count > 64, data.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), data[4] == 2 else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let table = integer(0x28, UInt64.self)
    let entrySize = integer(0x3A, UInt16.self)
    let count = integer(0x3C, UInt16.self)
    let namesIndex = integer(0x3E, UInt16.self)
    func header(_ index: Int) -> (name: Int, offset: Int, size: Int) {
      let base = table + index * entrySize
      return (integer(base, UInt32.self), integer(base + 0x18, UInt64.self), integer(base + 0x20, UInt64.self))
    }
    let names = header(namesIndex)
    for index in 0..<count {
      let section = header(index)
      let start = names.offset + section.name
      let end = data[start...].firstIndex(of: 0) ?? start
      sizes[String(decoding: data[start..<end], as: UTF8.self), default: 0] += section.size
    }
  }

  /// The size of the sections with this name (0 when there is none).
  func size(of name: String) -> Int { sizes[name] ?? 0 }
}
