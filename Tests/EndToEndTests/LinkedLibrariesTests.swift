import Foundation
import GalleryTestSupport
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
    let ldd = try ChildProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [program.path]).run(
      waitingFor: "ldd to list the program's libraries", seconds: 60)
    let output = ldd.output
    XCTAssertEqual(ldd.status, 0, ldd.errors)
    XCTAssertTrue(output.contains("libharfbuzz"), "ldd lists the program's libraries: \(output)")
    for library in ["libpoppler", "libcairo", "libgobject"] {
      XCTAssertFalse(output.contains(library), "\(library) is linked:\n\(output)")
    }
  }
}
