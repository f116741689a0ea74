import Foundation
import GalleryRunner
import GalleryShared
import GalleryTemplates
import GalleryTestSupport
import SwiftUI
import ViewDSL
import WidgetKit
import XCTest

@testable import GallerySite

private func counter(_ kind: String, entries: Int, completes: Bool = true) -> GalleryWidget {
  let configuration = StaticConfiguration(
    kind: kind,
    provider: StubProvider(placeholder: StubEntry(count: 0), snapshot: { StubEntry(date: $0, count: 1) }) { now in
      completes ? (0..<entries).map { StubEntry(date: now + Double($0) * 60, count: $0 % 4) } : nil
    }
  ) { entry in
    VStack(alignment: .leading) {
      Text(kind).font(.headline)
      Text("Count \(entry.count)")
      Link("Open \(entry.count)", destination: URL(string: "counter://\(entry.count)")!)
    }
    .containerBackground(.blue.gradient, for: .widget)
  }
  .configurationDisplayName(kind)
  .supportedFamilies([.systemSmall, .systemMedium])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

/// The parts of a build with `--jobs` (`SiteOptions.part`): part 1 kept in memory, the
/// others through the part file a worker writes, merged with pages drawn on several threads,
/// are the site of one process, byte for byte.
@MainActor final class PartTests: PrivatePreferencesTestCase {
  private func options(part: Shard) -> SiteOptions {
    var options = SiteOptions(timeout: 0.3, jobs: 1)
    options.part = part
    return options
  }

  private let widgets = [
    counter("Alpha", entries: 9), counter("Broken", entries: 1, completes: false), counter("Gamma", entries: 2),
  ]

  func testPartsReadBackAndMergedAreTheSiteOfOneProcess() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, jobs: 1))
    for count in [1, 2, 3] {
      var parts: [RenderedSite] = []
      for index in 1...count {
        let part = try RenderedSite.build(widgets, options: options(part: Shard(index: index, count: count)))
        XCTAssertNil(part.files["index.html"], "a part has no pages")
        parts.append(index == 1 ? part : try RenderedSite(part: part.partData(), file: "part-\(index)"))
      }
      var merged = try SiteMerger().mergeParts(parts)
      try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &merged, jobs: 3)
      XCTAssertEqual(merged.manifest.failures.map(\.widget), ["Broken"], "\(count) parts")
      XCTAssertEqual(merged.files, whole.files, "\(count) parts")
      XCTAssertEqual(merged.manifestData(), whole.manifestData(), "\(count) parts")
      XCTAssertEqual(merged.drawnPreviews, parts.map(\.drawnPreviews).reduce(0, +))
    }
  }

  /// The build with workers writes the manifest while the pages render, into its work
  /// folder; the site writer moves it into place: the manifest of one process, byte for byte.
  func testTheManifestWrittenWhileThePagesRenderIsTheSiteOfOneProcess() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, jobs: 1))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let parts = try [1, 2].map { try RenderedSite.build(widgets, options: options(part: Shard(index: $0, count: 2))) }
    for jobs in [1, 2, 4] {
      var merged = try SiteMerger().mergeParts(parts)
      let manifest = folder.appendingPathComponent("manifest-\(jobs).json")
      try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &merged, jobs: jobs, writingManifestTo: manifest)
      XCTAssertEqual(merged.files, whole.files, "\(jobs) threads")
      XCTAssertEqual(try Data(contentsOf: manifest), whole.manifestData(), "\(jobs) threads")
      let site = folder.appendingPathComponent("Site-\(jobs)")
      try SiteWriter().write(merged, to: site, manifestFile: manifest)
      XCTAssertFalse(FileManager.default.fileExists(atPath: manifest.path), "moved, not copied")
      XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent(SiteFiles.manifest)), whole.manifestData())
    }
    var merged = try SiteMerger().mergeParts(parts)
    let unwritable = folder.appendingPathComponent("missing/manifest.json")
    XCTAssertThrowsError(
      try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &merged, jobs: 2, writingManifestTo: unwritable))
    XCTAssertEqual(merged.files, whole.files, "the pages are added all the same")
  }

  func testAPartFileKeepsEveryField() async throws {
    let preview = PreviewRecord(
      widget: "w", kind: "k", family: .presentation(.dynamicIslandCompact), entry: .contentState(number: 2), date: "d",
      relevance: PreviewRecord.Relevance(score: 0.5, duration: 60), policy: "atEnd", appearance: .tinted, size: [1.5, 2],
      file: "snapshots/w/a.svg", anchor: "w--a",
      tapTargets: [
        PreviewRecord.TapTarget(
          kind: .link, url: "javascript:x", blocked: true, rect: PreviewRecord.Rect(x: -1, y: 2.25, width: 3, height: 1e-9))
      ], accessibilityTitle: "Ünïcode \u{1F600}\n\t\"", hash: "0123", preview: "Name", systemActionColor: "#FF0000")
    var site = RenderedSite(
      files: ["snapshots/w/a.svg": Data("<svg/>".utf8), "empty": Data()],
      manifest: SiteManifest(
        referenceDate: "r", device: "iPhone", locale: "de", shard: nil,
        widgets: [
          SiteManifest.WidgetRecord(
            id: "w", kind: "k", displayName: "W", description: "", families: [.widget(.systemSmall), .presentation(.lockScreen)],
            page: "widgets/w.html", category: .liveActivity, note: "no states")
        ],
        previews: [preview, preview], failures: [WidgetFailure(widget: "w", message: "m")], files: []))
    site.tooBig = [RenderedSite.TooBig(failure: WidgetFailure(widget: "w", message: "big"), anchor: "w--a")]
    site.drawnPreviews = 7
    site.keptWidgets = 300

    let read = try RenderedSite(part: site.partData(), file: "part-2")
    XCTAssertEqual(read.manifest, site.manifest)
    XCTAssertEqual(read.files, site.files)
    XCTAssertEqual(read.tooBig, site.tooBig)
    XCTAssertEqual(read.drawnPreviews, 7)
    XCTAssertEqual(read.keptWidgets, 300)
  }

  func testAPartCutShortOrOfAnotherFormatIsRefused() async throws {
    let data = try RenderedSite.build(widgets, options: options(part: Shard(index: 2, count: 2)))
      .partData()
    for bad in [data.dropLast(), data + Data([0]), Data("widget-gallery part 9\n".utf8) + data.dropFirst(22), Data()] {
      XCTAssertThrowsError(try RenderedSite(part: Data(bad), file: "/work/part-2")) { error in
        XCTAssertEqual(
          "\(error)",
          "\(SiteError.notAShard(path: "/work/part-2", reason: "it is not a whole part of a build, as a worker writes it"))")
      }
    }
  }
}
