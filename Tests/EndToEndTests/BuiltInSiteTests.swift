import ArgumentParser
import BuiltInGallery
import Foundation
import GallerySite
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import XCTest

@testable import GalleryCLI

/// The committed `Site/` must be what `make gallery` writes: a plain `build --output Site` from
/// the repository's root, in the conditions of the root's `.widget-gallery.json`, as a user's
/// package keeps its own. CI fails when it is stale.
@MainActor final class BuiltInSiteTests: PrivatePreferencesTestCase {
  private nonisolated static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL

  /// The options of a plain `build` run in the repository's root (as `make gallery` and
  /// `build --check --output Site` are): those of the conditions file it finds there.
  nonisolated static func galleryOptions() throws -> SiteOptions {
    let saved = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repository.path), "cd \(repository.path)")
    defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
    var command = try XCTUnwrap(BuildCommand.parseAsRoot([]) as? BuildCommand)
    try command.applyConditionsFile()
    return try command.siteOptions()
  }

  /// The repository's gallery shows several conditions (the switcher and Variants view).
  nonisolated func testTheGalleryIsBuiltInSeveralConditions() throws {
    let options = try Self.galleryOptions()
    XCTAssertEqual(options.dynamicTypeSizes, [.large, .accessibility3])
    XCTAssertEqual(options.devices.map(\.name), ["iphone-393x852", "iphone-375x667"])
    let manifest = try JSONSerialization.jsonObject(
      with: Data(contentsOf: Self.repository.appendingPathComponent("Site/manifest.json")))
    let conditions = try XCTUnwrap((manifest as? [String: Any])?["conditions"] as? [[String: String]])
    XCTAssertEqual(conditions.count, 4, "Site/ holds the 4 conditions of the file")
  }

  // Synchronous, on the main thread but not as a main-queue job: providers that complete on
  // `DispatchQueue.main` are waited for by turning the main run loop, which a test running
  // as a main-actor job would block.
  nonisolated func testCommittedSiteIsUpToDate() throws {
    try MainActor.assumeIsolated {
      let siteFolder = Self.repository.appendingPathComponent("Site")
      let widgets = builtInWidgets
      let site = try RenderedSite.build(widgets, options: Self.galleryOptions())
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
