import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

/// iOS 26's clear appearances in a built site: shown for Home Screen families when every
/// device runs iOS 26, drawn on their own glass (never taken from the tinted drawing, whose
/// environment clear dark shares).
@MainActor final class ClearAppearanceTests: PrivatePreferencesTestCase {
  private func widget() -> GalleryWidget {
    let configuration = StaticConfiguration(
      kind: "Glass", provider: StubProvider { now in [StubEntry(date: now, title: "a")] }
    ) { entry in
      Text(entry.title).foregroundStyle(.orange).containerBackground(.blue, for: .widget)
    }
    .supportedFamilies([.systemSmall, .accessoryCircular])
    return GalleryWidget(configuration: configuration.galleryConfiguration)
  }

  private func backdrop(_ svg: String) -> String? {
    guard let range = svg.range(of: "data-view=\"Backdrop\"") else { return nil }
    let rest = svg[range.upperBound...]
    guard let fill = rest.range(of: "fill=\""), let end = rest[fill.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(rest[fill.upperBound..<end])
  }

  func testAnIOS26GalleryShowsTheClearAppearancesForHomeScreenFamilies() async throws {
    let ios26 = try XCTUnwrap(Device.named("iphone-402x874-ios26"))
    let site = try RenderedSite.build([widget()], options: SiteOptions(device: ios26, timeout: 2, jobs: 1))
    func appearances(_ family: WidgetFamily) -> Set<Appearance> {
      Set(site.manifest.previews.filter { $0.family == .widget(family) }.map(\.appearance))
    }
    XCTAssertEqual(appearances(.systemSmall), [.light, .dark, .tinted, .clearLight, .clearDark, .privacy])
    XCTAssertEqual(appearances(.accessoryCircular), [.light, .dark, .tinted, .privacy, .vibrant])
    let snapshot = site.manifest.previews.filter { $0.family == .widget(.systemSmall) && $0.entry == .snapshot }
    func svg(_ appearance: Appearance) throws -> String {
      let preview = try XCTUnwrap(snapshot.first { $0.appearance == appearance }, "\(appearance)")
      XCTAssertTrue(preview.anchor.hasSuffix("--\(appearance.rawValue)"), preview.anchor)
      return String(decoding: try XCTUnwrap(site.files[preview.file]), as: UTF8.self)
    }
    XCTAssertEqual(backdrop(try svg(.tinted)), "#1e242e")
    XCTAssertEqual(backdrop(try svg(.clearDark)), "#24262c")
    XCTAssertEqual(backdrop(try svg(.clearLight)), "#969ca6")
    XCTAssertNil(backdrop(try svg(.light)))

    let ios18 = try RenderedSite.build([widget()], options: SiteOptions(timeout: 2, jobs: 1))
    XCTAssertFalse(ios18.manifest.previews.contains { $0.appearance == .clearLight || $0.appearance == .clearDark })
    let mixed = try RenderedSite.build(
      [widget()],
      options: SiteOptions(appearances: [.light, .clearDark], device: ios26, timeout: 2, jobs: 1, moreDevices: [.default]))
    XCTAssertEqual(Set(mixed.manifest.previews.map(\.appearance)), [.light], "iOS 18 devices have no clear Home Screen")
  }
}
