import Foundation
import GalleryFormats
import GalleryRunner
import GalleryTemplates
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import Synchronization
import WidgetKit
import XCTest

@testable import GallerySite

/// How many timelines the providers of `counter` widgets made.
private let timelinesMade = Mutex(0)

private func counter(_ kind: String, entries: Int, completes: Bool = true) -> GalleryWidget {
  let configuration = StaticConfiguration(
    kind: kind,
    provider: StubProvider(placeholder: StubEntry(count: 0), snapshot: { StubEntry(date: $0, count: 1) }) { now in
      timelinesMade.withLock { $0 += 1 }
      return completes ? (0..<entries).map { StubEntry(date: now + Double($0) * 60, count: $0 % 4) } : nil
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
/// are the site of one process, byte for byte, whichever part claimed which previews.
@MainActor final class PartTests: PrivatePreferencesTestCase {
  private func options(part number: Int, claims: PreviewClaims) -> SiteOptions {
    var options = SiteOptions(timeout: 0.3, jobs: 1)
    options.part = SitePart(number: number, claims: claims)
    return options
  }

  private let widgets = [
    counter("Alpha", entries: 9), counter("Broken", entries: 1, completes: false), counter("Gamma", entries: 2),
  ]

  /// The parts `count` processes render when they run one after another in `order`.
  private func parts(_ count: Int, order: [Int]) throws -> [RenderedSite] {
    let claims = PreviewClaims(slots: SitePart.slots(for: widgets), parts: count)
    var parts: [Int: RenderedSite] = [:]
    for number in order {
      let part = try RenderedSite.build(widgets, options: options(part: number, claims: claims))
      XCTAssertNil(part.files["index.html"], "a part has no pages")
      parts[number] = number == 1 ? part : try RenderedSite(part: part.partData(), file: "part-\(number)")
    }
    return (1...count).map { parts[$0]! }
  }

  func testPartsReadBackAndMergedAreTheSiteOfOneProcess() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, jobs: 1))
    for order in [[1], [1, 2], [2, 1], [1, 2, 3], [3, 1, 2]] {
      let parts = try parts(order.count, order: order)
      XCTAssertEqual(parts.map { $0.manifest.previews.count }.reduce(0, +), whole.manifest.previews.count, "\(order)")
      XCTAssertEqual(
        parts.map { $0.manifest.previews.isEmpty }, order.indices.map { $0 != order[0] - 1 },
        "the part that renders first claims every preview: \(order)")
      var merged = try SiteMerger().mergeParts(parts)
      try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &merged, jobs: 3)
      XCTAssertEqual(merged.manifest.failures.map(\.widget), ["Broken"], "\(order)")
      XCTAssertEqual(merged.files, whole.files, "\(order)")
      XCTAssertEqual(merged.manifestData(), whole.manifestData(), "\(order)")
      XCTAssertEqual(merged.drawnPreviews, parts.map(\.drawnPreviews).reduce(0, +))
    }
  }

  /// A part that comes to a family whose previews the others have claimed skips it without
  /// running its provider; a family none has claimed yet is rendered.
  func testAPartSkipsWhatTheOthersClaimedWithoutRunningTheirProviders() async throws {
    let claims = PreviewClaims(slots: SitePart.slots(for: widgets), parts: 2)
    timelinesMade.withLock { $0 = 0 }
    _ = try RenderedSite.build(widgets, options: options(part: 2, claims: claims))
    // A timeline for each family of the two widgets that complete, and one for the widget
    // that fails, which stops at its first family.
    let first = timelinesMade.withLock { $0 }
    XCTAssertEqual(first, 5)
    let rest = try RenderedSite.build(widgets, options: options(part: 1, claims: claims))
    XCTAssertEqual(timelinesMade.withLock { $0 } - first, 1, "only the failing widget, whose previews nobody claimed")
    XCTAssertEqual(rest.manifest.previews, [])
    XCTAssertEqual(rest.manifest.widgets.map(\.id), ["Alpha", "Broken", "Gamma"], "part 1 lists every widget")
    XCTAssertEqual(rest.manifest.failures.map(\.widget), ["Broken"])
  }

  /// Runs of one family claimed by turns by two parts are put back in the family's order.
  func testTheMergeOrdersInterleavedRunsAsOneProcessListsThem() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, jobs: 1))
    var parts = [whole, whole]
    for index in parts.indices {
      parts[index].manifest.previews = []
      parts[index].runs = []
    }
    parts[1].manifest.failures = []
    // Each widget's families in turn get a slot; their previews go by runs of 3 to parts 1
    // and 2 by turns, part 2 first, and the parts list their runs slot by slot backwards.
    var groups: [(slot: Int, previews: [PreviewRecord])] = []
    for preview in whole.manifest.previews {
      if let last = groups.last?.previews.last, last.widget == preview.widget, last.family == preview.family {
        groups[groups.count - 1].previews.append(preview)
      } else {
        groups.append((groups.count, [preview]))
      }
    }
    XCTAssertGreaterThan(groups.count, 2)
    for group in groups.reversed() {
      for (turn, start) in stride(from: 0, to: group.previews.count, by: 3).enumerated() {
        let run = group.previews[start..<min(start + 3, group.previews.count)]
        let part = 1 - turn % 2
        parts[part].manifest.previews += run
        parts[part].runs.append(RenderedSite.Run(slot: group.slot, start: start, count: run.count))
      }
    }
    XCTAssertFalse(parts[0].manifest.previews.isEmpty)
    XCTAssertFalse(parts[1].manifest.previews.isEmpty)
    let merged = try SiteMerger().mergeParts(parts)
    XCTAssertEqual(merged.manifest.previews, whole.manifest.previews)

    // Runs that do not hold a part's previews are refused.
    parts[1].runs.removeLast()
    XCTAssertThrowsError(try SiteMerger().mergeParts(parts)) { error in
      XCTAssertTrue("\(error)".hasPrefix("cannot merge the shards: part 2's runs do not hold its"), "\(error)")
    }
  }

  /// The build with workers writes the manifest while the pages render, into its work
  /// folder; the site writer moves it into place: the manifest of one process, byte for byte.
  func testTheManifestWrittenWhileThePagesRenderIsTheSiteOfOneProcess() async throws {
    let whole = try RenderedSite.build(widgets, options: SiteOptions(timeout: 0.3, jobs: 1))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let parts = try parts(2, order: [2, 1])
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
      ], accessibilityTitle: "Ünïcode \u{1F600}\n\t\"", hash: "0123", preview: "Name", systemActionColor: "#FF0000",
      accessibilityElements: [
        PreviewRecord.AccessibilityElement(
          label: "Steps", value: "8,204", hint: "h", traits: ["header"],
          rect: PreviewRecord.Rect(x: 1, y: 2, width: 3, height: 4),
          spoken: "Steps, 8,204, heading. h"),
        PreviewRecord.AccessibilityElement(
          label: "", traits: [], rect: PreviewRecord.Rect(x: 0, y: 0, width: 0.5, height: 1), spoken: ""),
      ],
      findings: [
        PreviewRecord.Finding(
          kind: .contrast, rect: PreviewRecord.Rect(x: 1, y: 2, width: 3, height: 4), message: "low", text: "Steps",
          measured: [PreviewRecord.Finding.Measurement(name: "ratio", value: 2.9)]),
        PreviewRecord.Finding(kind: .duplicate, rect: PreviewRecord.Rect(x: 0, y: 0, width: 1, height: 1), message: "twice"),
      ])
    var site = RenderedSite(
      files: ["snapshots/w/a.svg": Data("<svg/>".utf8), "empty": Data()],
      manifest: SiteManifest(
        referenceDate: "r", device: "iPhone", locale: "de", dynamicTypeSize: "xxxLarge", shard: nil,
        widgets: [
          SiteManifest.WidgetRecord(
            id: "w", kind: "k", displayName: "W", description: "", families: [.widget(.systemSmall), .presentation(.lockScreen)],
            page: "widgets/w.html", category: .liveActivity, note: "no states")
        ],
        previews: [preview, preview], failures: [WidgetFailure(widget: "w", message: "m")], files: []))
    // Enough previews for several sections, each with strings of its own.
    for number in 0..<(2 * RenderedSite.partSection + 5) {
      var other = preview
      other.anchor = "w--\(number)"
      other.date = "d\(number / 3)"
      other.entry = .timeline(index: number)
      if number % 7 == 0 { other.tapTargets = [] }
      if number % 5 == 0 { (other.accessibilityElements, other.findings) = ([], []) }
      site.manifest.previews.append(other)
    }
    site.tooBig = [RenderedSite.TooBig(failure: WidgetFailure(widget: "w", message: "big"), anchor: "w--a")]
    site.runs = [
      RenderedSite.Run(slot: 3, start: 16, count: 1),
      RenderedSite.Run(slot: 200, start: 0, count: site.manifest.previews.count - 1),
    ]
    site.drawnPreviews = 7
    site.keptWidgets = 300

    let read = try RenderedSite(part: site.partData(), file: "part-2")
    XCTAssertEqual(read.manifest, site.manifest)
    XCTAssertEqual(read.files, site.files)
    XCTAssertEqual(read.tooBig, site.tooBig)
    XCTAssertEqual(read.runs, site.runs)
    XCTAssertEqual(read.drawnPreviews, 7)
    XCTAssertEqual(read.keptWidgets, 300)
  }

  /// The previews of one drawing (a long timeline's entries) have its accessibility elements
  /// and findings: a part writes them once, and the records read back share one copy.
  func testAPartWritesADrawingsAccessibilityOnceAndReadsItBackShared() async throws {
    let element = PreviewRecord.AccessibilityElement(
      label: "Steps", traits: ["staticText"], rect: PreviewRecord.Rect(x: 1, y: 2, width: 3, height: 4), spoken: "Steps")
    let finding = PreviewRecord.Finding(
      kind: .contrast, rect: PreviewRecord.Rect(x: 1, y: 2, width: 3, height: 4), message: "low", text: "Steps",
      measured: [PreviewRecord.Finding.Measurement(name: "ratio", value: 2.9)])
    func site(accessible: Bool, drawings: Int) -> RenderedSite {
      let previews = (0..<1000).map { number in
        PreviewRecord(
          widget: "w", kind: "k", family: .widget(.systemSmall), entry: .timeline(index: number), date: "d", relevance: nil,
          policy: "atEnd", appearance: .light, size: [158, 158], file: "snapshots/w/\(number % drawings).svg",
          anchor: "w--\(number)", tapTargets: [], accessibilityTitle: "Steps", hash: "0123",
          accessibilityElements: accessible ? Array(repeating: element, count: 3) : [], findings: accessible ? [finding] : [])
      }
      var site = RenderedSite(
        files: [:],
        manifest: SiteManifest(
          referenceDate: "r", device: "d", shard: nil, widgets: [], previews: previews, failures: [], files: []))
      site.runs = [RenderedSite.Run(slot: 0, start: 0, count: previews.count)]
      return site
    }
    let plain = site(accessible: false, drawings: 2).partData().count
    let shared = site(accessible: true, drawings: 2)
    // Two drawings' lists, then a number per record (a byte, as the plain part's 0).
    XCTAssertLessThan(shared.partData().count - plain, 2 * 200)
    let distinct = site(accessible: true, drawings: 1000)
    XCTAssertGreaterThan(distinct.partData().count - plain, 1000 * 50)

    for written in [shared, distinct] {
      let read = try RenderedSite(part: written.partData(), file: "part-2")
      XCTAssertEqual(read.manifest, written.manifest)
    }
    let read = try RenderedSite(part: shared.partData(), file: "part-2").manifest.previews
    func storage(_ record: PreviewRecord) -> UnsafeRawPointer? {
      record.accessibilityElements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
    XCTAssertEqual(storage(read[0]), storage(read[2]), "one drawing's records share the elements read")
    XCTAssertNotEqual(storage(read[0]), storage(read[1]), "each drawing has its own")
  }

  func testAPartCutShortOrOfAnotherFormatIsRefused() async throws {
    let data = try parts(2, order: [2, 1])[1].partData()
    for bad in [data.dropLast(), data + Data([0]), Data("widget-gallery part 9\n".utf8) + data.dropFirst(22), Data()] {
      XCTAssertThrowsError(try RenderedSite(part: Data(bad), file: "/work/part-2")) { error in
        XCTAssertEqual(
          "\(error)",
          "\(SiteError.notAShard(path: "/work/part-2", reason: "it is not a whole part of a build, as a worker writes it"))")
      }
    }
  }
}
