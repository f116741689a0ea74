import BuiltInGallery
import Foundation
import GalleryCLI
import GallerySite
import GalleryTestSupport
import XCTest

/// The committed `Site/` must be what `make gallery` writes: CI fails when it is stale.
@MainActor final class BuiltInSiteTests: PrivatePreferencesTestCase {
  // Synchronous, on the main thread but not as a main-queue job: providers that complete on
  // `DispatchQueue.main` are waited for by turning the main run loop, which a test running
  // as a main-actor job would block.
  nonisolated func testCommittedSiteIsUpToDate() throws {
    try MainActor.assumeIsolated {
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
}
