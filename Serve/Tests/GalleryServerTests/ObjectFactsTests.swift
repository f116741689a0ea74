import Foundation
import XCTest

@testable import WidgetGalleryServe

/// The split link's reading of ELF objects, on objects the toolchain's clang compiles: which
/// sections an object holds, whose bounds it reads, and who refers to `PreviewProvider`.
final class ObjectFactsTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    guard let clang = PlannedBuild.toolchain()?.appendingPathComponent("clang"),
      FileManager.default.isExecutableFile(atPath: clang.path)
    else { throw XCTSkip("no clang beside swift") }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("object-facts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    if let folder { try? FileManager.default.removeItem(at: folder) }
  }

  /// `source` compiled by clang into an object; its facts.
  private func facts(of source: String) async throws -> ObjectFacts {
    let file = folder.appendingPathComponent("\(UUID().uuidString).c")
    try Data(source.utf8).write(to: file)
    let object = file.deletingPathExtension().appendingPathExtension("o")
    let clang = try XCTUnwrap(PlannedBuild.toolchain()).appendingPathComponent("clang")
    let outcome = try await ChildProcess(executable: clang, arguments: ["-c", "-fPIC", file.path, "-o", object.path]).run()
    XCTAssertEqual(outcome.status, 0, outcome.output)
    return try XCTUnwrap(ObjectFacts(path: object.path))
  }

  func testAReaderOfSectionBoundsAndAHolderOfItsRecords() async throws {
    let holder = try await facts(of: "__attribute__((used, section(\"example_records\"))) static const int record = 7;\n")
    let reader = try await facts(
      of: """
        extern const char __start_example_records[] __attribute__((weak));
        extern const char __stop_example_records[] __attribute__((weak));
        const void *records_start(void) { return __start_example_records; }
        const void *records_stop(void) { return __stop_example_records; }
        """)
    XCTAssertTrue(holder.sections.contains("example_records"), "\(holder.sections)")
    XCTAssertEqual(holder.boundsRead, [])
    XCTAssertEqual(reader.boundsRead, ["example_records"])
    XCTAssertTrue(holder.holdsRecords(for: reader.boundsRead))
    XCTAssertFalse(reader.holdsRecords(for: reader.boundsRead))
  }

  func testAConformanceRecordCountsOnlyWhenItRefersToPreviewProvider() async throws {
    // A conformance record refers to its protocol's descriptor, an undefined symbol outside SwiftUI.
    let conforming = try await facts(
      of: """
        extern const char descriptor[] __asm__("\(ObjectFacts.previewProviderDescriptor)");
        __attribute__((used, section("swift5_protocol_conformances"))) static const void *record = descriptor;
        """)
    let other = try await facts(
      of: "__attribute__((used, section(\"swift5_protocol_conformances\"))) static const int record = 1;\n")
    XCTAssertTrue(conforming.referencesPreviewProvider)
    XCTAssertFalse(other.referencesPreviewProvider)
    XCTAssertTrue(conforming.holdsRecords(for: [ObjectFacts.conformanceSection]))
    XCTAssertFalse(other.holdsRecords(for: [ObjectFacts.conformanceSection]))
  }

  func testAFileThatIsNoObjectHasNoFacts() throws {
    XCTAssertNil(ObjectFacts(data: Data("not an object".utf8)))
    XCTAssertNil(ObjectFacts(path: folder.appendingPathComponent("missing.o").path))
  }
}
