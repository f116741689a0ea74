import Foundation
import GalleryFixtures
import GalleryTestSupport
import WidgetGallery
import XCTest

@testable import SeedPodcast

final class PodcastTests: FixtureTestCase {
  func testPlaceholderAndSnapshotShowTheFirstEpisode() throws {
    try install(fixturesDirectory)
    let provider = Provider()
    let placeholder = provider.placeholder(in: context(.systemSmall))
    XCTAssertEqual(placeholder.title, "RNR 1: The First One")
    XCTAssertEqual(placeholder.episodeCount, 1)
    XCTAssertNil(placeholder.imageData)
    XCTAssertNil(placeholder.guid)

    let snapshot = try snapshot(provider, in: context(.systemMedium, isPreview: true))
    XCTAssertEqual(snapshot.title, "RNR 1: The First One")
    XCTAssertEqual(snapshot.episodeCount, 1)
  }

  func testTimelineShowsTheFirstFavouriteWithItsResizedThumbnail() throws {
    try install(fixturesDirectory)
    let timeline = try timeline(Provider(), in: context(.systemMedium))
    XCTAssertEqual(timeline.policy, .atEnd)
    XCTAssertEqual(timeline.entries.count, 1)
    let entry = try XCTUnwrap(timeline.entries.first)
    XCTAssertEqual(entry.title, "RNR 1: The First One")
    XCTAssertEqual(entry.episodeCount, 3)
    XCTAssertEqual(entry.guid, "rnr-1")
    // The 600 × 600 fixture thumbnail, resized to a width of 500 as the article does.
    let image = try XCTUnwrap(entry.imageData)
    XCTAssertEqual(image.size, CGSize(width: 500, height: 500))
  }

  func testNoFavouritesGivesTheEmptyEntry() throws {
    try install(try fixtureVariant())
    let timeline = try timeline(Provider(), in: context(.systemSmall))
    XCTAssertEqual(timeline.policy, .atEnd)
    let entry = try XCTUnwrap(timeline.entries.first)
    XCTAssertEqual(entry.episodeCount, 0)
    XCTAssertEqual(entry.title, "")
    XCTAssertNil(entry.guid)
    XCTAssertNil(entry.imageData)
  }

  func testAThumbnailThatCannotBeDownloadedLeavesTheWidgetAsItWas() throws {
    // The article's getTimeline returns without calling completion when the image fetch fails.
    try install(
      try fixtureVariant(of: fixturesDirectory) { folder in
        try FileManager.default.removeItem(at: folder.appendingPathComponent("urls.json"))
      })
    assertNoTimeline(Provider(), in: context(.systemMedium), within: 2)
  }
}
