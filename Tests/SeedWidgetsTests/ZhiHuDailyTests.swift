import Foundation
import GalleryFixtures
import GalleryTestSupport
import WidgetGallery
import XCTest

@testable import SeedZhiHuDaily

final class ZhiHuDailyTests: FixtureTestCase {
  private let titles = [
    "为什么沈阳人那么爱吃鸡架？", "35 岁真的就很容易失业吗？", "有哪些适合在家做、简单又好吃的早餐？",
    "为什么越来越多的年轻人开始喜欢逛博物馆？", "如何评价电影《八佰》？",
  ]

  func testPlaceholderAndSnapshotUseTheStaticPairs() throws {
    try install(fixturesDirectory)
    let placeholder = StoryProvider().placeholder(in: context(.systemMedium))
    XCTAssertEqual(placeholder.storyPairs.map(\.0.title).first, "35 岁真的就很容易失业吗？")
    XCTAssertEqual(placeholder.storyPairs.map(\.0.hint).first, "作者 / Sean Ye")
    XCTAssertEqual(try snapshot(StoryProvider(), in: context(.systemLarge, isPreview: true)).storyPairs.count, 3)
  }

  func testTimelineHoldsEveryTopStoryWithItsImage() throws {
    try install(fixturesDirectory)
    let timeline = try timeline(StoryProvider(), in: context(.systemLarge))
    XCTAssertEqual(timeline.policy, .never)
    XCTAssertEqual(timeline.entries.count, 1)
    let stories = try XCTUnwrap(timeline.entries.first).storyPairs.map(\.0)
    XCTAssertEqual(stories.map(\.title), titles)
    XCTAssertEqual(stories[0].hint, "作者 / 地道风物")
    XCTAssertEqual(stories[0].imageHue, "0xb3774e")
    XCTAssertEqual(stories[0].inAppURL, URL(string: "zhihudaily://topStory/9726632"))
    XCTAssertEqual(stories.map(\.id), [9726632, 9726467, 9726589, 9726601, 9726544])
  }

  func testAStoryWhoseImageFailsIsLeftOut() throws {
    try install(
      try fixtureVariant(of: fixturesDirectory) { folder in
        try FileManager.default.removeItem(at: folder.appendingPathComponent("images/9726601.png"))
        let urls = folder.appendingPathComponent("urls.json")
        var map = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: urls)) as? [String: String])
        map = map.filter { $0.value != "images/9726601.png" }
        try JSONSerialization.data(withJSONObject: map).write(to: urls)
      })
    let timeline = try timeline(StoryProvider(), in: context(.systemMedium))
    let stories = try XCTUnwrap(timeline.entries.first).storyPairs.map(\.0)
    XCTAssertEqual(stories.map(\.id), [9726632, 9726467, 9726589, 9726544])
  }

  func testWithoutTheNewsResponseNoTimelineIsDelivered() throws {
    // newsGet fails (no fixture for the API URL) and the article only prints the error.
    try install(try fixtureVariant())
    assertNoTimeline(StoryProvider(), in: context(.systemMedium), within: 2)
  }
}
