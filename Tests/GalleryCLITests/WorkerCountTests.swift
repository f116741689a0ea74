import ArgumentParser
import Foundation
import GalleryRunner
import GallerySite
import GalleryTestSupport
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryCLI

/// How many processes render a build: `--jobs N` as given; by default every core, but one
/// process for a gallery of fewer than `BuildCommand.workerThreshold` previews, expected from
/// the last build's count or, without one, from the fewest the widgets can have.
final class WorkerCountTests: CommandLineTestCase {
  private var startedWorkers = false

  override func setUpWithError() throws {
    try super.setUpWithError()
    startedWorkers = WidgetRegistry.startsWorkers
    WidgetRegistry.startsWorkers = true
  }

  override func tearDownWithError() throws {
    WidgetRegistry.startsWorkers = startedWorkers
    try super.tearDownWithError()
  }

  private func command(_ arguments: [String]) throws -> BuildCommand {
    try XCTUnwrap(
      BuildCommand.parseAsRoot(["--output", folder.appendingPathComponent("Site").path] + arguments) as? BuildCommand)
  }

  func testTheDefaultStartsWorkersOnlyForAGalleryOfManyPreviews() throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let build = try command([])
    XCTAssertNil(build.workerCount(widgets: 8, previews: BuildCommand.workerThreshold - 1))
    XCTAssertEqual(build.workerCount(widgets: 8, previews: BuildCommand.workerThreshold), cores > 1 ? cores : nil)
  }

  func testAGivenJobsKeepsItsMeaning() throws {
    XCTAssertEqual(try command(["--jobs", "2"]).workerCount(widgets: 1, previews: 1), 2)
    XCTAssertEqual(try command(["--jobs", "3"]).workerCount(widgets: 1, previews: 0), 3)
    XCTAssertNil(try command(["--jobs", "1"]).workerCount(widgets: 8, previews: 1_000_000))
    XCTAssertNil(try command(["--jobs", "2", "--shard", "1/2"]).workerCount(widgets: 8, previews: 1_000_000))
    XCTAssertNil(try command(["--jobs", "2"]).workerCount(widgets: 0, previews: 1_000_000))
    WidgetRegistry.startsWorkers = false
    XCTAssertNil(
      try command(["--jobs", "2"]).workerCount(widgets: 8, previews: 1_000_000), "a program called with other arguments")
  }

  func testTheFewestPreviewsAreThreeEntriesOfEachFamilyAndAppearance() throws {
    let configuration = StaticConfiguration(kind: "Two", provider: StubProvider(policy: .never) { [StubEntry(date: $0)] }) { _ in
      Text("Two").containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall, .accessoryCircular])
    let widgets = [GalleryWidget(configuration: configuration.galleryConfiguration)]
    // systemSmall in light, dark, tinted and privacy; accessoryCircular in those and vibrant.
    XCTAssertEqual(BuildCommand.leastPreviews(of: widgets, options: try command([]).siteOptions()), 3 * (4 + 5))
    XCTAssertEqual(
      BuildCommand.leastPreviews(
        of: widgets, options: try command(["--appearances", "light", "--families", "systemSmall"]).siteOptions()),
      3)
    XCTAssertEqual(BuildCommand.leastPreviews(of: widgets, options: try command(["--previews-only"]).siteOptions()), 4 + 5)
  }

  func testTheBuildRecordKeepsThePreviewCountForTheNextBuild() throws {
    WidgetRegistry.sources = [
      widget(kind: "Note", provider: StubProvider(policy: .never) { now in (0..<5).map { StubEntry(date: now + Double($0)) } })
    ]
    let build = try command(["--timeout", "1"])
    try build.run()
    let record = try XCTUnwrap(BuildRecord.stored(for: folder.appendingPathComponent("Site")))
    let manifest = try SiteManifest.decode(
      Data(contentsOf: folder.appendingPathComponent("Site/manifest.json")), file: "manifest.json")
    XCTAssertGreaterThanOrEqual(manifest.previews.count, 7 * 4, "placeholder, snapshot and five entries, in four appearances")
    XCTAssertEqual(record.previews, manifest.previews.count)
  }
}
