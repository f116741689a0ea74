import Foundation
import GalleryRunner
import GallerySite
import GalleryTestSupport
import WidgetKit
import XCTest

/// The example extension (`XcodeExtension/`: a widget, a Live Activity and two controls) as a
/// site written to disk, as `build` writes it. The browser test (`scripts/browser-test.py
/// --only live-activities`) runs this test with `WIDGETGALLERY_EXAMPLE_SITE` set to the
/// folder to write, and checks the pages in chromium.
@MainActor final class ExampleSiteTests: FixtureTestCase {
  func testTheExampleExtensionIsWrittenAsASite() async throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("XcodeExtension")
    let widgets = WeatherBundle().erasedConfigurations.map {
      GalleryWidget(
        configuration: $0, fixturesDirectory: folder.appendingPathComponent("Fixtures"),
        assetsDirectory: folder.appendingPathComponent("Assets.xcassets"))
    }
    let site = try RenderedSite.build(widgets, options: SiteOptions(timeout: 5))
    XCTAssertEqual(site.manifest.failures, [])
    let output =
      ProcessInfo.processInfo.environment["WIDGETGALLERY_EXAMPLE_SITE"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("example-site-\(UUID().uuidString)")
    try SiteWriter().write(site, to: output)
    for page in ["index.html", "widgets/DeliveryAttributes.html", "widgets/com.example.light.html", "manifest.json"] {
      XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), page)
    }
    if ProcessInfo.processInfo.environment["WIDGETGALLERY_EXAMPLE_SITE"] == nil {
      try FileManager.default.removeItem(at: output)
    }
  }
}
