import Foundation
import XCTest

/// Only `widget-gallery-serve` links the HTTP server: a widget program, which links
/// `GalleryCLI` through `WidgetKit`, holds no Hummingbird or SwiftNIO code.
final class ServerIsolationTests: XCTestCase {
  /// The built program `name` beside the test bundle.
  private func program(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else { throw XCTSkip("\(name) is not built beside the tests") }
    return try Data(contentsOf: url, options: .alwaysMapped)
  }

  func testOnlyTheServerProgramHoldsHummingbirdAndNIO() throws {
    // Swift symbols name their module: `11Hummingbird`, `7NIOCore`.
    let hummingbird = Data("11Hummingbird".utf8)
    let nio = Data("7NIOCore".utf8)
    let server = try program("widget-gallery-serve")
    XCTAssertNotNil(server.range(of: hummingbird), "the server links Hummingbird")
    let widgets = try program("widget-gallery")
    XCTAssertNil(widgets.range(of: hummingbird), "the widget program links Hummingbird")
    XCTAssertNil(widgets.range(of: nio), "the widget program links SwiftNIO")
  }
}
