import BuiltInGallery
import Foundation
import GalleryCLI
import GallerySite
import XCTest

/// The committed `Site/` must be what `make gallery` writes: CI fails when it is stale.
@MainActor final class BuiltInSiteTests: XCTestCase {
  func testCommittedSiteIsUpToDate() async throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
      .standardizedFileURL
    let siteFolder = repository.appendingPathComponent("Site")
    let widgets = builtInWidgets
    let site = try RenderedSite.build(widgets, options: SiteOptions())
    XCTAssertEqual(site.manifest.failures, [])
    let differences = SiteWriter().differences(site, in: siteFolder)
    XCTAssertTrue(
      differences.isEmpty,
      """
      Site/ is stale (\(differences.count) files differ): run `make gallery` and commit Site/.
      \(differences.prefix(10).joined(separator: "\n"))
      """)
  }
}
