import Foundation
import GalleryTestSupport
import LayoutEngine
import MirrorCore
import SwiftUI
import WidgetKit
import XCTest

@testable import GalleryRunner
@testable import GallerySite

// A preview's body is main-actor isolated, as Xcode's are: it makes a main-actor view.
#Preview("Forecast preview") {
  ForecastView(hour: 15)
}

/// Widget code is main-actor isolated, as in the iOS 18 SDK: the site evaluates it on the main
/// actor and lays out on worker threads only what runs no user code.
@MainActor final class MainActorSiteTests: PrivatePreferencesTestCase {
  private func forecastSite(jobs: Int) throws -> RenderedSite {
    let widget = GalleryWidget(configuration: ForecastWidget().body.galleryConfiguration)
    return try RenderedSite.build(
      [widget], options: SiteOptions(families: [.systemSmall, .systemMedium], appearances: [.light, .dark], jobs: jobs))
  }

  func testAWidgetUsingMainActorStateIsDrawnWithItsLayoutClosuresOnTheMainThread() async throws {
    ForecastModel.shared.resetCounts()
    let site = try forecastSite(jobs: 4)
    XCTAssertEqual(site.manifest.failures.map(\.message), [])
    XCTAssertEqual(site.manifest.previews.count, 2 * 2 * 4, "two families, two appearances, four entries")
    // The placeholder is redacted: its title is empty.
    let titles = site.manifest.previews.filter { $0.entry != .placeholder }.map(\.accessibilityTitle)
    XCTAssertEqual(titles.count, 2 * 2 * 3)
    XCTAssertTrue(titles.allSatisfy { $0.contains("Lisbon 24°C") && $0.contains("3× 393 pt") }, "\(titles)")
    XCTAssertTrue(titles.contains { $0.contains("Good morning") } && titles.contains { $0.contains("Good afternoon") })
    XCTAssertGreaterThan(ForecastModel.shared.layoutCalls, 0, "layout called the reader's content and the guide")
    XCTAssertEqual(ForecastModel.shared.callsOffMainThread, 0, "with --jobs 4, every call was on the main thread")
  }

  func testOnlyTreesWhoseLayoutRunsUserCodeAreKeptOnTheMainActor() async {
    XCTAssertTrue(resolve(ForecastView(hour: 9)).runsUserCodeInLayout, "a geometry reader and an alignment guide")
    XCTAssertTrue(resolve(Text("a").padding().alignmentGuide(.leading) { $0.width }).runsUserCodeInLayout)
    XCTAssertTrue(resolve(VStack { GeometryReader { _ in Text("a") } }).runsUserCodeInLayout)
    XCTAssertFalse(
      resolve(
        VStack {
          Text("a")
          Wave().fill(Color.teal)
        }.padding()
      ).runsUserCodeInLayout)
  }

  func testACustomShapeInAWidgetWithoutLayoutClosuresDrawsAlikeWithAnyJobCount() async throws {
    let widget = GalleryWidget(configuration: WaveWidget().body.galleryConfiguration)
    let options = { (jobs: Int) in SiteOptions(appearances: [.light, .dark], jobs: jobs) }
    let many = try RenderedSite.build([widget], options: options(4))
    XCTAssertEqual(many.manifest.failures.map(\.message), [])
    XCTAssertTrue(many.manifest.previews.contains { $0.accessibilityTitle == "Lisbon at 15" })
    XCTAssertEqual(many.files, try RenderedSite.build([widget], options: options(1)).files)
  }

  func testTheSameBytesWithOneJobOrMany() async throws {
    let one = try forecastSite(jobs: 1)
    let many = try forecastSite(jobs: 4)
    XCTAssertEqual(one.files, many.files)
    XCTAssertEqual(one.manifest.previews.map(\.file), many.manifest.previews.map(\.file))
  }

  func testAPreviewOfAMainActorViewIsMadeOnTheMainActorAndDrawn() async throws {
    let preview = try XCTUnwrap(PreviewCatalog.viewPreviews.first { $0.name == "Forecast preview" })
    let page = try XCTUnwrap(PreviewCatalog.previewsWidget(among: []))
    let site = try RenderedSite.build(
      [page], options: SiteOptions(families: [preview.family ?? .systemMedium], appearances: [.light]))
    XCTAssertEqual(site.manifest.failures.map(\.message), [])
    let drawn = try XCTUnwrap(site.manifest.previews.first { $0.preview == "Forecast preview" })
    XCTAssertTrue(drawn.accessibilityTitle.contains("Good afternoon Lisbon 24°C"), drawn.accessibilityTitle)
  }

  func testUIScreenIsTheRenderedDevicesScreen() async throws {
    let pad = try XCTUnwrap(Device.named("ipad-1024x1366"))
    let site = try RenderedSite.build(
      [GalleryWidget(configuration: ForecastWidget().body.galleryConfiguration)],
      options: SiteOptions(families: [.systemSmall], appearances: [.light], device: pad, jobs: 2))
    XCTAssertEqual(site.manifest.failures.map(\.message), [])
    let titles = site.manifest.previews.filter { $0.entry != .placeholder }.map(\.accessibilityTitle)
    XCTAssertEqual(titles.count, 3)
    XCTAssertTrue(titles.allSatisfy { $0.contains("2× 1024 pt") }, "\(titles)")
  }
}

/// `BackgroundMap` keeps the elements it is told to on the thread that asks for the results
/// (the main actor's, as the site asks).
@MainActor final class BackgroundMapTests: XCTestCase {
  func testPinnedElementsRunOnTheCallingThreadAndResultsKeepTheirOrder() async {
    let caller = currentThreadID()
    let elements = Array(0..<96)
    let map = BackgroundMap(
      elements, jobs: 4, onCallingThread: { $0 % 3 == 0 }, transform: { element in (element, currentThreadID()) })
    let results = map.results()
    XCTAssertEqual(results.map(\.0), elements)
    XCTAssertEqual(Set(results.filter { $0.0 % 3 == 0 }.map(\.1)), [caller], "pinned elements ran on the calling thread")
  }

  func testWithOneJobEverythingRunsOnTheCallingThread() async {
    let caller = currentThreadID()
    let results = BackgroundMap(Array(0..<20), jobs: 1) { _ in currentThreadID() }.results()
    XCTAssertEqual(Set(results), [caller])
  }
}
