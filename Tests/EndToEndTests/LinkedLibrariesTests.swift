import Foundation
import XCTest

/// Widget programs start without poppler, cairo and GObject: they are opened at the first PDF
/// image (`CPDFShim`), so a program whose assets hold no PDF never loads them.
final class LinkedLibrariesTests: XCTestCase {
  func testTheProgramDoesNotLinkPopplerOrCairo() throws {
    let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("widget-gallery")
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      return XCTFail("\(program.path) is missing: `swift build --product widget-gallery` first")
    }
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [program.path]
    let pipe = Pipe()
    ldd.standardOutput = pipe
    try ldd.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldd.waitUntilExit()
    XCTAssertEqual(ldd.terminationStatus, 0)
    XCTAssertTrue(output.contains("libharfbuzz"), "ldd lists the program's libraries: \(output)")
    for library in ["libpoppler", "libcairo", "libgobject"] {
      XCTAssertFalse(output.contains(library), "\(library) is linked:\n\(output)")
    }
  }
}
