// The superseded snippets of shared/seeds/002 ("InAppStorySDK in iOS 14 Widget"): versions of
// types that SeedInAppStory/Article.swift keeps only in their final form, verbatim with only
// the import lines changed, each in its own `Step<N>` namespace. The article's other types,
// and the template's `Provider` and `SimpleEntry`, come from SeedInAppStory.
//
// Not here: the third `StoryWidgetEntryView` ("Also update the `StoryWidgetEntryView`…") calls
// `StoryList(list: Array<Dictionary<String, String>>)`, passing a type where a value belongs;
// Swift rejects that with any framework ("expected member name or constructor call after
// type name"), so it cannot compile here either. The `storyViewUpdated` delegate listing is
// app code around UIKit's view controller and ends in a literal `...`.
import GalleryTestSupport
import SwiftUI
import WidgetGallery
import WidgetKit
import XCTest

@testable import SeedInAppStory
@testable import MirrorCore

private enum Step1 {
  // "Creating a widget target": the previews of both sizes.
struct StoryWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StoryWidgetEntryView(entry: SimpleEntry(date: Date()))
                .previewContext(WidgetPreviewContext(family: .systemSmall)) //small square 2x2
            StoryWidgetEntryView(entry: SimpleEntry(date: Date()))
                .previewContext(WidgetPreviewContext(family: .systemMedium)) //rectangle 4x2
        }
    }
}
}

private enum Step2 {
  // "Widget structure", 1: the empty entry view (`body` is a `@ViewBuilder`, so an empty
  // body is an `EmptyView`).
struct StoryWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
        // widget body
    }
}
}

private enum Step3 {
  // "Widget structure", 2: the title.
struct StoryWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
        VStack(spacing: 12.0) {
            Text("Stories")
                .foregroundColor(.black)
        }
    }
}
}

private enum Step4 {
  // "Widget structure", 3: the first card, without the deep link.
struct StoryCard : View {
    let storyID: String  //source id
    let imageURL: String //image link
    let color: String    //background color in HEX format
    
    var body: some View {
        ZStack {
            if imageURL == "" {
                Color(hex: color)
            } else {
                NetworkImage(url: URL(string: imageURL))
            }
        }
    }
}
}

private enum Step5 {
  // "Retrieving data": the stories from the App Group, before `EmptyList`.
struct StoryWidgetEntryView : View {
    var entry: Provider.Entry
    
    // Changed from the article: `<"ID группы">` stands for the App Group's identifier.
    var defaults = UserDefaults(suiteName: "group.com.inappstory.widget")

    var body: some View {
        VStack(spacing: 12.0) {
            Text("Stories")
                .foregroundColor(.black)
            if defaults != nil,
            let storiesList = defaults?.array(forKey: "widget_stories") as? Array<Dictionary<String, String>> {
                if storiesList.isEmpty {
                    // list is empty
                } else {
                    StoryList(list: storiesList)
                }
            } else {
                // failed to get list from UserDefaults
            }
        }
    }
}
}

private enum Step6 {
  // Not in the article: the InAppStory SDK's singleton and its `WidgetStory` model, as far as
  // the app-side listing uses them; `getWidgetStories` answers with the stories it is given.
  struct WidgetStory {
    let id: String
    let title: String
    let image: String
    let color: String
  }

  final class InAppStory {
    nonisolated(unsafe) static let shared = InAppStory()
    var widgetStories: [WidgetStory]?

    func getWidgetStories(complete: @escaping ([WidgetStory]?) -> Void) {
      complete(widgetStories)
    }
  }

  // Wrapper, not in the article: the app code that stores the stories for the widget
  // ("Updating widget data").
  static func storeWidgetStories() {
// check iOS version
if #available(iOS 14.0, *) {
    InAppStory.shared.getWidgetStories { (widgetStories) in
        
        if let stories = widgetStories { // check data from closure
            var storiesForDefaults: Array<Dictionary<String, String>> = []
            // Changed from the article: `<"Group ID">` stands for the App Group's identifier.
            let defaults = UserDefaults(suiteName: "group.com.inappstory.widget") // get access to AppGroup
            
            // assembling an array to save
            for story in stories {
                storiesForDefaults.append(["id" : story.id,
                                           "title" : story.title,
                                           "image" : story.image,
                                           "color" : story.color])
            }
            
            // storing array in UserDefaults AppGroup
            defaults?.setValue(storiesForDefaults, forKey: "widget_stories")
            
            // checking the build architecture
            #if arch(arm64) || arch(i386) || arch(x86_64)
            WidgetCenter.shared.reloadAllTimelines() // updating widgets
            #endif
        }
    }
}
  }
}

@MainActor final class Article002SnippetsTests: FixtureTestCase {
  private let entry = SimpleEntry(date: Date(timeIntervalSinceReferenceDate: 0))
  private let reader = CGSize(width: 338, height: 100)

  func testTheFirstEntryViewsShowNothingThenTheTitle() async {
    XCTAssertEqual(resolved(Step2.StoryWidgetEntryView(entry: entry)).node.types(), ["VStack"], "an empty body resolves to nothing")
    XCTAssertEqual(resolved(Step3.StoryWidgetEntryView(entry: entry)).node.texts(), ["Stories"])
  }

  func testTheFirstCardHasNoLink() async throws {
    try install(SeedInAppStory.fixturesDirectory)
    let coloured = resolved(Step4.StoryCard(storyID: "2041", imageURL: "", color: "#E8603C")).node
    XCTAssertTrue(coloured.types().contains("Color"))
    let image = resolved(Step4.StoryCard(storyID: "2042", imageURL: "https://cdn.inappstory.example/stories/2042/cover.png", color: "#2E6FD8")).node
    XCTAssertTrue(image.types().contains("Image"), "NetworkImage loads the fixture cover")
    XCTAssertEqual(image.links(), [], "the first card has no deep link")
    // The final card wraps the image in a Link.
    let final = resolved(SeedInAppStory.StoryCard(storyID: "2042", imageURL: "https://cdn.inappstory.example/stories/2042/cover.png", color: "#2E6FD8")).node
    XCTAssertEqual(final.links(), [URL(string: "storywidget://2042")!])
  }

  func testTheEntryViewReadsTheStoriesFromTheAppGroup() async throws {
    try install(SeedInAppStory.fixturesDirectory)
    let node = resolved(Step5.StoryWidgetEntryView(entry: entry)).node
    XCTAssertEqual(node.texts(readerSize: reader), ["Stories", "Autumn collection is here", "Five tips for a calmer morning routine", "Weekly digest"])
    let width = (reader.width - 50) / 4
    XCTAssertEqual(node.fixedFrames(readerSize: reader).count, 4)
    XCTAssertTrue(node.fixedFrames(readerSize: reader).allSatisfy { abs($0.width - width) < 0.001 && abs($0.height - width / (80.0 / 110.0)) < 0.001 })
  }

  func testTheEntryViewShowsOnlyTheTitleWithoutStories() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("ArticleSnippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    try install(empty)
    XCTAssertEqual(resolved(Step5.StoryWidgetEntryView(entry: entry)).node.texts(readerSize: reader), ["Stories"])
  }

  func testThePreviewsShowBothFamilies() async throws {
    try install(SeedInAppStory.fixturesDirectory)
    let node = resolved(Step1.StoryWidget_Previews.previews).node
    XCTAssertEqual(node.texts(readerSize: reader).filter { $0 == "Stories" }.count, 2)
  }

  func testTheAppStoresTheSDKsStoriesForTheWidget() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("ArticleSnippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    try install(empty)
    Step6.InAppStory.shared.widgetStories = [
      Step6.WidgetStory(id: "7", title: "Seven", image: "", color: "#123456"),
      Step6.WidgetStory(id: "8", title: "Eight", image: "https://example.com/8.png", color: "ABC"),
    ]
    defer { Step6.InAppStory.shared.widgetStories = nil }
    Step6.storeWidgetStories()
    let stored = UserDefaults(suiteName: "group.com.inappstory.widget")?.array(forKey: "widget_stories") as? [[String: String]]
    XCTAssertEqual(stored, [
      ["id": "7", "title": "Seven", "image": "", "color": "#123456"],
      ["id": "8", "title": "Eight", "image": "https://example.com/8.png", "color": "ABC"],
    ])
    // The widget's final entry view reads them back.
    let node = resolved(SeedInAppStory.StoryWidgetEntryView(entry: entry)).node
    XCTAssertEqual(node.texts(readerSize: reader), ["Stories", "Seven", "Eight"])
  }
}
