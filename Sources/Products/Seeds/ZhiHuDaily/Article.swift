// The widget code of shared/seeds/004 ("Compose ZhiHu Daily with Widgets in iOS 14"), with
// only the import lines changed. `Network`, `Story`, the JSON keys, `TopStory(title:hint:)` and
// `StoryWidgetEntryView`, which the article uses without showing, are in Supplement.swift.
import WidgetGallery

struct News: Codable {
    let date: String
    let stories: [Story]
    let topStories: [TopStory]
}

// Changed from the article: it shows `TopStory` twice, the second time adding `inAppURL`
// after a `...`; they are one struct here.
struct TopStory: Codable {
    let imageHue, hint: String
    let url: String
    let image: String
    let title, gaPrefix: String
    let type, id: Int
    
    var inAppURL: URL { URL(string: "zhihudaily://topStory/\(id)")! }
}

struct NewsManager {
    static func newsGet(completion: @escaping (Result<News, Network.Failure>) -> Void) {
        Network.fetch("https://news-at.zhihu.com/api/4/news/latest") { result in
            switch result {
            case .success(let (data, response)):
                guard response.statusCode == 200 else {
                    completion(.failure(.requestFailed))
                    return
                }
                
                guard let news = try? JSONDecoder().decode(News.self, from: data) else {
                    completion(.failure(.decodeFailed))
                    return
                }
                
                completion(.success(news))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}

struct StoryEntry: TimelineEntry {
    let date: Date
    let storyPairs: [(TopStory, Image)]
}

// Changed from the article: its `...` after the first pair is filled with two more stories.
let storyPairs = [
    (TopStory(title: "35 岁真的就很容易失业吗？", hint: "作者 / Sean Ye"), Image("9726467")),
    (TopStory(title: "为什么沈阳人那么爱吃鸡架？", hint: "作者 / 地道风物"), Image("9726632")),
    (TopStory(title: "有哪些适合在家做、简单又好吃的早餐？", hint: "作者 / 吃货研究所"), Image("9726589")),
]

struct StoryProvider: TimelineProvider {
    func placeholder(in context: Context) -> StoryEntry {
        StoryEntry(date: Date(), storyPairs: storyPairs)
    }

    func getSnapshot(in context: Context, completion: @escaping (StoryEntry) -> ()) {
        let entry = StoryEntry(date: Date(), storyPairs: storyPairs)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StoryEntry>) -> ()) {
        NewsManager.newsGet { result in
            switch result {
            case .success(let news):
                DispatchQueue.global().async {
                    // Changed from the article: `entries` is declared here, in the closure
                    // that fills it, not before `newsGet`: today's `DispatchQueue.async`
                    // takes a `@Sendable` closure, which may not change a captured `var`.
                    var entries: [StoryEntry] = []
                    let semaphore = DispatchSemaphore(value: 0)
                    
                    var storyPairs = [(TopStory, Image)]()
                    for story in news.topStories {
                        Network.batchImage(story.image) { result in
                            switch result {
                            case .success(let image):
                                storyPairs.append((story, image))
                            case .failure(let error):
                                print(error)
                            }
                            semaphore.signal()
                        }
                        semaphore.wait()
                    }
                    
                    let entry = StoryEntry(date: Date(), storyPairs: storyPairs)
                    entries.append(entry)
                    let timeline = Timeline(entries: entries, policy: .never)
                    DispatchQueue.main.async {
                        completion(timeline)
                    }
                }
            case .failure(let error):
                print(error)
            }
        }
    }
}

@main
struct StoryWidget: Widget {
    let kind: String = "StoryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StoryProvider()) { entry in
            StoryWidgetEntryView(entry: entry)
        }
        // Changed from the article: its `...` stands for the configuration modifiers; these
        // name the widget and list the three families the article describes.
        .configurationDisplayName("知乎日报")
        .description("查看今日热门的知乎日报。")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
