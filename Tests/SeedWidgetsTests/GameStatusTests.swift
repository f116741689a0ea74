import Foundation
import GalleryFixtures
import GalleryTestSupport
import WidgetGallery
import XCTest

@testable import SeedGameStatus

final class GameStatusTests: FixtureTestCase {
  func testTimelineShowsTheServerStatusAndReloadsAfterFifteenMinutes() throws {
    try install(fixturesDirectory)
    let provider = GameStatusProvider()
    XCTAssertTrue(provider.hasFetchedGameStatus)
    let timeline = try timeline(provider, in: context(.systemSmall))
    let entry = try XCTUnwrap(timeline.entries.first)
    XCTAssertEqual(timeline.entries.count, 1)
    XCTAssertEqual(entry.gameStatus, "Your turn · Round 12 vs. Mia")
    XCTAssertEqual(timeline.policy, .after(entry.date.addingTimeInterval(15 * 60)))
  }

  func testPreviewSnapshotShowsADashUntilAStatusIsFetched() throws {
    try install(try fixtureVariant())
    let provider = GameStatusProvider()
    XCTAssertFalse(provider.hasFetchedGameStatus)
    XCTAssertEqual(try snapshot(provider, in: context(.systemSmall, isPreview: true)).gameStatus, "—")
    XCTAssertEqual(try snapshot(provider, in: context(.systemSmall)).gameStatus, GameStatusProvider.noStatus)

    try install(fixturesDirectory)
    XCTAssertEqual(
      try snapshot(GameStatusProvider(), in: context(.systemSmall, isPreview: true)).gameStatus,
      "Your turn · Round 12 vs. Mia")
  }
}
