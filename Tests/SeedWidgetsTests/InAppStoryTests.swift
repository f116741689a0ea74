import Foundation
import GalleryFixtures
import GalleryTestSupport
import WidgetGallery
import XCTest

@testable import SeedInAppStory

@MainActor final class InAppStoryTests: FixtureTestCase {
  func testTemplateTimelineHasFiveHourlyEntries() async throws {
    try install(fixturesDirectory)
    let timeline = try timeline(Provider(), in: context(.systemMedium))
    XCTAssertEqual(timeline.policy, .atEnd)
    XCTAssertEqual(timeline.entries.count, 5)
    let dates = timeline.entries.map(\.date)
    for (earlier, later) in zip(dates, dates.dropFirst()) {
      XCTAssertEqual(later.timeIntervalSince(earlier), 3600)
    }
  }

  func testEntryViewReadsTheStoriesTheAppStored() async throws {
    try install(fixturesDirectory)
    let view = StoryWidgetEntryView(entry: SimpleEntry(date: Date()))
    let stories = try XCTUnwrap(view.defaults?.array(forKey: "widget_stories") as? [[String: String]])
    XCTAssertEqual(stories.map { $0["id"] }, ["2041", "2042", "2043"])
    XCTAssertEqual(stories.map { $0["color"] }, ["#E8603C", "#2E6FD8", "4A9"])
    XCTAssertEqual(stories.filter { $0["image"] == "" }.count, 2, "two cards show their hex colour")
  }

  func testNetworkImageDownloadsTheCoverFromFixtures() async throws {
    try install(fixturesDirectory)
    let stories = try XCTUnwrap(
      StoryWidgetEntryView(entry: SimpleEntry(date: Date())).defaults?.array(forKey: "widget_stories") as? [[String: String]])
    let url = try XCTUnwrap(URL(string: try XCTUnwrap(stories[1]["image"])))
    // NetworkImage's own path: Data(contentsOf:) then UIImage(data:).
    let image = try XCTUnwrap(UIImage(data: try Data(contentsOf: url)))
    XCTAssertEqual(image.size, CGSize(width: 160, height: 220))
  }

  func testWithoutStoredStoriesTheSuiteHasNone() async throws {
    try install(try fixtureVariant())
    XCTAssertNil(StoryWidgetEntryView(entry: SimpleEntry(date: Date())).defaults?.array(forKey: "widget_stories"))
  }
}
