// The superseded snippet of shared/seeds/004 ("Compose ZhiHu Daily with Widgets in iOS 14"):
// the first `TopStory`, which SeedZhiHuDaily/Article.swift keeps only with the later
// `inAppURL`, verbatim with only the import lines changed, in its own `Step1` namespace.
//
// Not here: the second `TopStory` listing, the `storyPairs` array and the `StoryWidget`
// configuration each stand a literal `...` for elided code, which no compiler accepts; their
// completed forms are in SeedZhiHuDaily.
import GalleryTestSupport
import SwiftUI
import WidgetGallery
import WidgetKit
import XCTest

@testable import SeedZhiHuDaily
@testable import MirrorCore

private enum Step1 {
  // "Basis": the model of a top story, before the deep link.
struct TopStory: Codable {
    let imageHue, hint: String
    let url: String
    let image: String
    let title, gaPrefix: String
    let type, id: Int
}
}

@MainActor final class Article004SnippetsTests: XCTestCase {
  func testTheFirstTopStoryDecodesTheArticlesSample() async throws {
    // The top story of the article's `news/latest` sample.
    let json = """
      {
          "image_hue": "0xb3774e",
          "hint": "作者 / 地道风物",
          "url": "https://daily.zhihu.com/story/9726632",
          "image": "https://pic4.zhimg.com/v2-868f475c699a5c1e29be0cc3ef16a81b.jpg",
          "title": "为什么沈阳人那么爱吃鸡架？",
          "ga_prefix": "080707",
          "type": 0,
          "id": 9726632
      }
      """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let story = try decoder.decode(Step1.TopStory.self, from: Data(json.utf8))
    XCTAssertEqual(story.title, "为什么沈阳人那么爱吃鸡架？")
    XCTAssertEqual(story.imageHue, "0xb3774e")
    XCTAssertEqual(story.gaPrefix, "080707")
    XCTAssertEqual(story.id, 9726632)
    // Its fields are the final model's: the final one adds only the deep link.
    let final = try JSONDecoder().decode(SeedZhiHuDaily.TopStory.self, from: Data(json.utf8))
    XCTAssertEqual(final.title, story.title)
    XCTAssertEqual(final.inAppURL, URL(string: "zhihudaily://topStory/9726632"))
    // A row of the final widget shows the first model's title.
    let row = ResolveContext(environment: EnvironmentValues()).resolveSingle(StoryRow(pair: (final, Image("9726632"))))
    let texts = row.allNodes().compactMap { node -> String? in if case .text(let text) = node.kind { text.string } else { nil } }
    XCTAssertEqual(texts, [story.title, story.hint])
  }
}
