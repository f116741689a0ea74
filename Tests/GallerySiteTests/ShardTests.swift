import Foundation
import GalleryTestSupport
import Locking
import MirrorCore
import SwiftUI
import Synchronization
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

/// A bar that notes each thread that lays it out or draws it.
private struct ThreadNotingBar: Shape {
  nonisolated static let threads = Mutex<Set<String>>([])

  func path(in rect: CGRect) -> Path {
    Self.threads.locked { _ = $0.insert(currentThreadID()) }
    return Path(rect)
  }
}

private func counter(_ kind: String, entries: Int = 3, completes: Bool = true, notingThreads: Bool = false) -> GalleryWidget {
  let configuration = StaticConfiguration(
    kind: kind,
    provider: StubProvider(placeholder: StubEntry(count: 0), snapshot: { StubEntry(date: $0, count: 1) }) { now in
      completes ? (0..<entries).map { StubEntry(date: now + Double($0) * 60, count: $0) } : nil
    }
  ) { entry in
    VStack(alignment: .leading) {
      Text(kind).font(.headline)
      Text("Count \(entry.count)").foregroundStyle(.secondary)
      Link("Open \(entry.count)", destination: URL(string: "counter://\(entry.count)")!)
      if notingThreads { ThreadNotingBar().fill(.white).frame(width: Double(entry.count), height: 2) }
    }
    .containerBackground(.blue.gradient, for: .widget)
  }
  .configurationDisplayName(kind)
  .supportedFamilies([.systemSmall, .systemMedium])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

/// `--jobs`, `--shard` and `merge`: however a gallery is split, across threads or machines,
/// it is the same bytes.
@MainActor final class ShardTests: PrivatePreferencesTestCase {
  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shard-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  private let widgets = [
    counter("Alpha"), counter("Broken", completes: false), counter("Gamma", entries: 5), counter("Delta"), counter("Epsilon"),
  ]

  func testRenderingOnSeveralThreadsGivesTheBytesOfOneThread() async throws {
    let many = [counter("Long", entries: 60, notingThreads: true)]
    let one = try RenderedSite.build(many, options: SiteOptions(timeout: 0.3, jobs: 1))
    ThreadNotingBar.threads.locked { $0 = [] }
    let four = try RenderedSite.build(many, options: SiteOptions(timeout: 0.3, jobs: 4))
    let threads = ThreadNotingBar.threads.locked { $0.count }
    XCTAssertGreaterThan(threads, 1, "the four-job build laid out and drew on several threads")
    XCTAssertEqual(one.manifest.previews.count, 62 * 4 * 2)
    XCTAssertEqual(one.files, four.files)
    XCTAssertEqual(one.manifestData(), four.manifestData())
  }

  func testShardsDealWidgetsRoundRobin() async throws {
    let shard = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, shard: Shard("2/3")))
    XCTAssertEqual(shard.manifest.widgets.map(\.id), ["Broken", "Epsilon"])
    XCTAssertEqual(shard.manifest.shard, Shard(index: 2, count: 3))
    XCTAssertNil(shard.files["index.html"], "a shard has no pages; merge adds them")
  }

  func testMergedShardsAreTheSiteOfASingleBuild() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3))
    var shardFolders: [URL] = []
    for index in [3, 1, 2] {
      let shard = try RenderedSite.build(
        widgets, options: SiteOptions(timeout: 0.3, shard: Shard(index: index, count: 3)))
      let folder = temporaryFolder()
      try SiteWriter().write(shard, to: folder)
      shardFolders.append(folder)
    }
    var merged = try SiteMerger().merge(shardFolders)
    try merged.addPages(templatesDirectory: nil)
    XCTAssertEqual(merged.manifest.failures.map(\.widget), ["Broken"])
    XCTAssertEqual(merged.files, whole.files)
    XCTAssertEqual(merged.manifestData(), whole.manifestData())
  }

  func testMergeRefusesMissingRepeatedAndWholeSites() async throws {
    var folders: [Int: URL] = [:]
    for index in 1...2 {
      let folder = temporaryFolder()
      try SiteWriter().write(
        try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, shard: Shard(index: index, count: 3))), to: folder)
      folders[index] = folder
    }
    let whole = temporaryFolder()
    try SiteWriter().write(try RenderedSite.build([counter("Alpha")], options: SiteOptions(timeout: 0.3)), to: whole)

    XCTAssertThrowsError(try SiteMerger().merge([folders[1]!, folders[2]!])) { error in
      XCTAssertEqual("\(error)", "cannot merge the shards: missing shard 3/3")
    }
    XCTAssertThrowsError(try SiteMerger().merge([folders[1]!, folders[1]!, folders[2]!])) { error in
      XCTAssertEqual("\(error)", "cannot merge the shards: shard 1/3 is given twice")
    }
    XCTAssertThrowsError(try SiteMerger().merge([whole])) { error in
      XCTAssertTrue("\(error)".contains("holds a whole site, not a shard"), "\(error)")
    }
  }

  func testShardsOfAnOlderSchemaMergeAndANewerOneIsRefused() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3))
    var folders: [URL] = []
    for index in 1...2 {
      let folder = temporaryFolder()
      try SiteWriter().write(
        try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, shard: Shard(index: index, count: 2))), to: folder)
      folders.append(folder)
    }
    let manifest = folders[0].appendingPathComponent("manifest.json")
    let current = String(decoding: try Data(contentsOf: manifest), as: UTF8.self)
    XCTAssertTrue(current.contains("\n  \"schemaVersion\" : 2,\n"), "a shard is written in the current schema")
    try Data(current.replacingOccurrences(of: "\n  \"schemaVersion\" : 2,", with: "").utf8).write(to: manifest)
    var merged = try SiteMerger().merge(folders)
    try merged.addPages(templatesDirectory: nil)
    XCTAssertEqual(merged.manifest.schemaVersion, 2, "a schema-1 shard merges into a manifest of the current schema")
    XCTAssertEqual(merged.manifestData(), whole.manifestData())

    try Data(current.replacingOccurrences(of: "\"schemaVersion\" : 2,", with: "\"schemaVersion\" : 3,").utf8).write(to: manifest)
    XCTAssertThrowsError(try SiteMerger().merge(folders)) { error in
      XCTAssertEqual(
        "\(error)",
        "\(manifest.path) has manifest schema 3, newer than this widget-gallery reads (schema 1 to 2): use a newer widget-gallery"
      )
    }
  }

  func testShardArgumentIsParsedStrictly() async {
    XCTAssertEqual(Shard("1/4"), Shard(index: 1, count: 4))
    for bad in ["0/4", "5/4", "1/0", "a/b", "1/", "1", "1/2/3", "-1/2"] { XCTAssertNil(Shard(bad), bad) }
  }
}

/// Anchors and file names keep ASCII letters, digits, `.`, `_` and `-`; anything else is `-`.
@MainActor final class SlugTests: XCTestCase {
  func testSlugsKeepSafeASCIIOnly() async {
    XCTAssertEqual(PreviewRecord.slug("ZhiHuDaily.StoryWidget_2-b"), "ZhiHuDaily.StoryWidget_2-b")
    XCTAssertEqual(PreviewRecord.slug("a b/c#d\"é中👩‍👩‍👧"), "a-b-c-d--------", "one - per Unicode scalar")
    XCTAssertEqual(
      PreviewRecord.anchor(widget: "App.W", family: .widget(.systemSmall), entry: .timeline(index: 3), appearance: .dark),
      "App.W--systemSmall--entry-3--dark")
  }
}
