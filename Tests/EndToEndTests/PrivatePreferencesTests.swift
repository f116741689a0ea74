import Foundation
import GalleryTestSupport
import XCTest

/// A test that installs App Group fixtures runs in a process with preferences of its own, so
/// tests run side by side (`swift test --parallel`) never share the files of their suites.
final class PrivatePreferencesTests: PrivatePreferencesTestCase {
  func testTheProcessHasAPreferencesFolderOfItsOwn() {
    let environment = ProcessInfo.processInfo.environment
    let folder = environment["XDG_CONFIG_HOME"] ?? ""
    XCTAssertEqual(environment["WIDGETGALLERY_PRIVATE_PREFERENCES"], folder)
    XCTAssertTrue(
      (folder as NSString).lastPathComponent.hasPrefix("WidgetGallery-UserDefaults-\(getpid())-"),
      "made for this process, not handed to every test process: \(folder)")
  }
}
