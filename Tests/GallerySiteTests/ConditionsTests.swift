import Foundation
import FoundationAdditions
import GalleryTemplates
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

/// A view that shows the Dynamic Type size it is evaluated at.
private struct ShownSize: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text(verbatim: "\(size)") }
}

@MainActor private func sizeWidget(_ kind: String = "Sizes") -> GalleryWidget {
  let configuration = StaticConfiguration(
    kind: kind,
    provider: StubProvider { now in [StubEntry(date: now, title: "a"), StubEntry(date: now + 60, title: "b")] }
  ) { _ in
    ShownSize().containerBackground(.white, for: .widget)
  }
  .supportedFamilies([.systemSmall, .systemMedium])
  return GalleryWidget(configuration: configuration.galleryConfiguration)
}

/// Several conditions in one build (`build --dynamic-type`, `--device`, `--locale` with more
/// than one value): they multiply the previews, each records its condition, and the primary
/// condition's previews are those of a build of it alone.
@MainActor final class ConditionsTests: PrivatePreferencesTestCase {
  private let small = Device.named("iphone-375x667")!

  private func matrix(sizes: [DynamicTypeSize], devices: [Device] = [.default], jobs: Int = 1) -> SiteOptions {
    SiteOptions(
      appearances: [.light], device: devices[0], timeout: 0.3, jobs: jobs, dynamicTypeSize: sizes.first,
      moreDevices: Array(devices.dropFirst()), moreDynamicTypeSizes: Array(sizes.dropFirst()))
  }

  func testAMatrixMultipliesThePreviewsAndEachRecordsItsCondition() async throws {
    let widgets = [sizeWidget()]
    let single = try RenderedSite.build(widgets, options: matrix(sizes: [.large]))
    let site = try RenderedSite.build(widgets, options: matrix(sizes: [.large, .accessibility3], devices: [.default, small]))
    XCTAssertEqual(site.manifest.previews.count, 4 * single.manifest.previews.count)
    XCTAssertEqual(
      site.manifest.conditions?.map(\.name),
      ["large, iphone-393x852", "accessibility3, iphone-393x852", "large, iphone-375x667", "accessibility3, iphone-375x667"])
    XCTAssertNil(single.manifest.conditions)
    XCTAssertTrue(single.manifest.previews.allSatisfy { $0.condition == nil })
    // The primary condition keeps the anchors of a build of one condition.
    let primary = site.manifest.previews.filter { $0.condition == site.manifest.conditions?.first }
    XCTAssertEqual(primary.map(\.anchor), single.manifest.previews.map(\.anchor))
    XCTAssertEqual(primary.map(\.file), single.manifest.previews.map(\.file))
    let large = site.manifest.previews.first {
      $0.condition?.dynamicTypeSize == "accessibility3" && $0.condition?.device == "iphone-375x667"
        && $0.entry == .timeline(index: 0) && $0.family == .widget(.systemSmall)
    }
    XCTAssertEqual(large?.anchor, "Sizes--systemSmall--entry-0--light--accessibility3--iphone-375x667")
    XCTAssertEqual(large?.accessibilityTitle, "accessibility3")
    XCTAssertEqual(large?.size, [Double(small.small.width), Double(small.small.height)])
    XCTAssertEqual(Set(site.manifest.previews.map(\.anchor)).count, site.manifest.previews.count, "anchors are unique")
    // Records, manifest and part files carry conditions.
    let read = try SiteManifest.decode(site.manifestData(), file: "manifest.json")
    XCTAssertEqual(read.previews.map(\.condition), site.manifest.previews.map(\.condition))
    XCTAssertEqual(read.conditions, site.manifest.conditions)
    XCTAssertEqual(try JSONDecoder().decode(SiteManifest.self, from: site.manifestData()).conditions, site.manifest.conditions)
  }

  func testAlikePreviewsAcrossConditionsAreDrawnOnce() async throws {
    // A view with a geometry reader has no drawing key: only its condition tells it alike.
    let measured = StaticConfiguration(
      kind: "Measured", provider: StubProvider { now in [StubEntry(date: now, title: "a")] }
    ) { _ in
      GeometryReader { proxy in Text(verbatim: "\(Int(proxy.size.width))") }.containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemSmall])
    let widgets = [sizeWidget(), GalleryWidget(configuration: measured.galleryConfiguration)]
    let single = try RenderedSite.build(widgets, options: matrix(sizes: [.large]))
    // Widgets are drawn no smaller than large: xSmall and small draw as large does.
    let site = try RenderedSite.build(widgets, options: matrix(sizes: [.large, .xSmall, .small]))
    XCTAssertEqual(site.manifest.previews.count, 3 * single.manifest.previews.count)
    XCTAssertEqual(site.drawnPreviews, single.drawnPreviews)
    XCTAssertEqual(
      Set(site.files.keys.filter { $0.hasPrefix("snapshots/") }), Set(single.files.keys.filter { $0.hasPrefix("snapshots/") }))
  }

  /// The Home Screen and Add Widget sheet mock-ups follow the chosen condition: one of each
  /// per condition, on that condition's device, showing that condition's snapshot; only the
  /// primary one is shown when the page opens.
  func testTheMockUpsFollowEachCondition() async throws {
    let site = try RenderedSite.build(
      [sizeWidget()], options: matrix(sizes: [.large, .accessibility3], devices: [.default, small]))
    let html = String(decoding: try XCTUnwrap(site.files["widgets/Sizes.html"]), as: UTF8.self)
    let views = html.components(separatedBy: "data-view=\"add-widget\" aria-label")
    XCTAssertEqual(views.count, 2)
    for (view, screen) in [(views[0], "home-screen"), (views[1], "add-widget")] {
      let chunks = view.components(separatedBy: "<div class=\"mockup-condition\"").dropFirst()
      XCTAssertEqual(chunks.count, 4, "a \(screen) mock-up per condition")
      for (chunk, condition) in zip(chunks, try XCTUnwrap(site.manifest.conditions)) {
        let isPrimary = condition == site.manifest.conditions?.first
        XCTAssertTrue(
          chunk.hasPrefix(" data-condition=\"\(condition.name)\"\(isPrimary ? "" : " hidden")>"),
          "\(screen), \(condition.name): \(chunk.prefix(80))")
        let device = try XCTUnwrap(Device.named(condition.device))
        XCTAssertTrue(
          chunk.contains("--screen-width:\(Int(device.screenSize.width))px;--screen-height:\(Int(device.screenSize.height))px"),
          "\(screen), \(condition.name): the condition's device's screen")
        let snapshot = try XCTUnwrap(
          site.manifest.previews.first {
            $0.condition == condition && $0.family == .widget(.systemSmall) && $0.entry == .snapshot
          })
        XCTAssertTrue(chunk.contains("src=\"../\(snapshot.file)\""), "\(screen), \(condition.name): its snapshot")
      }
    }
    // The accessibility3 snapshot differs from the large one: each condition shows its own.
    let files = Set(
      site.manifest.previews.filter { $0.family == .widget(.systemSmall) && $0.entry == .snapshot }.map(\.file))
    XCTAssertEqual(files.count, 4)
  }

  /// A build with `--jobs`: the parts claim runs of every condition's previews and merge
  /// into the site of one process.
  func testPartsOfAMatrixMergeIntoTheSiteOfOneProcess() async throws {
    let widgets = [sizeWidget()]
    let options = matrix(sizes: [.large, .accessibility2], devices: [.default, small])
    let whole = try RenderedSite.build(widgets, options: options)
    let claims = PreviewClaims(slots: SitePart.slots(for: widgets), parts: 2)
    var parts: [RenderedSite] = []
    for number in [2, 1] {
      var partOptions = options
      partOptions.part = SitePart(number: number, claims: claims)
      let part = try RenderedSite.build(widgets, options: partOptions)
      parts.insert(number == 1 ? part : try RenderedSite(part: part.partData(), file: "part-2"), at: 0)
    }
    var merged = try SiteMerger().mergeParts(parts)
    try SitePages(templatesDirectory: builtInTemplatesDirectory).add(to: &merged, jobs: 2)
    XCTAssertEqual(merged.manifestData(), whole.manifestData())
    XCTAssertEqual(merged.files, whole.files)
  }

  /// Shards of a matrix merge into the matrix site; each shard records the conditions.
  func testShardsOfAMatrixMerge() async throws {
    let widgets = [sizeWidget(), sizeWidget("Other")]
    let options = matrix(sizes: [.large, .accessibility5])
    let whole = try RenderedSite.build(widgets, options: options)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-shards-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var shards: [URL] = []
    for index in 1...2 {
      var shardOptions = options
      shardOptions.shard = Shard(index: index, count: 2)
      let shard = try RenderedSite.build(widgets, options: shardOptions)
      XCTAssertEqual(shard.manifest.conditions, whole.manifest.conditions)
      let url = folder.appendingPathComponent("shard-\(index)")
      try SiteWriter().write(shard, to: url)
      shards.append(url)
    }
    var merged = try SiteMerger().merge(shards)
    try merged.addPages(templatesDirectory: nil)
    XCTAssertEqual(merged.manifestData(), whole.manifestData())
    XCTAssertEqual(merged.files, whole.files)
  }

  /// The sites of several locales, each rendered by a process of its own, join widget by
  /// widget in `--locale`'s order; only the first locale's anchors are those of a single
  /// locale's build.
  func testLocaleSitesJoinWidgetByWidget() async throws {
    let widgets = [sizeWidget(), sizeWidget("Other")]
    func site(_ locale: String) throws -> RenderedSite {
      var options = matrix(sizes: [.large])
      options.localization = LocalizationTable(locale: locale, tables: [:])
      options.locales = ["en", "de"]
      return RenderedSite.renderPreviews(widgets, options: options)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-locales-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try site("de").writeFolder(folder)
    let german = try RenderedSite(folder: folder)
    XCTAssertEqual(german.manifest.previews, try site("de").manifest.previews)
    let joined = try site("en").joiningLocales([german])
    XCTAssertEqual(joined.manifest.conditions?.map(\.locale), ["en", "de"])
    XCTAssertEqual(joined.manifest.locale, "en")
    XCTAssertEqual(
      joined.manifest.previews.map { "\($0.widget) \($0.condition?.locale ?? "-")" }.reduce(into: [String]()) {
        if $0.last != $1 { $0.append($1) }
      }, ["Sizes en", "Sizes de", "Other en", "Other de"])
    let anchors = joined.manifest.previews.filter { $0.condition?.locale == "de" }.map(\.anchor)
    XCTAssertTrue(anchors.allSatisfy { $0.hasSuffix("--de") }, "\(anchors)")
    XCTAssertEqual(joined.drawnPreviews, try site("en").drawnPreviews + german.drawnPreviews)
  }

  /// Xcode's Double-Length Pseudolanguage shows every translated string twice; verbatim text
  /// is left as it is.
  func testTheDoubleLengthPseudolanguageDoublesTranslatedStrings() async throws {
    let configuration = StaticConfiguration(
      kind: "Doubled", provider: StubProvider { now in [StubEntry(date: now, title: "a")] }
    ) { _ in
      VStack {
        Text("Steps today")
        Text(verbatim: "8,204")
      }
      .containerBackground(.white, for: .widget)
    }
    .supportedFamilies([.systemMedium])
    var options = matrix(sizes: [])
    options.localization = LocalizationTable(locale: "Double-Length Pseudolanguage", tables: [:])
    let site = try RenderedSite.build([GalleryWidget(configuration: configuration.galleryConfiguration)], options: options)
    let title = try XCTUnwrap(site.manifest.previews.first { $0.entry == .timeline(index: 0) }?.accessibilityTitle)
    XCTAssertTrue(title.contains("Steps today Steps today"), title)
    XCTAssertEqual(title.components(separatedBy: "8,204").count, 2, "verbatim text once: \(title)")
    XCTAssertEqual(Pseudolanguage.doubled("Hi"), "Hi Hi")
    XCTAssertEqual(Pseudolanguage.doubled(""), "")
    XCTAssertTrue(Pseudolanguage.isDoubleLength("double-length pseudolanguage"))
  }
}
