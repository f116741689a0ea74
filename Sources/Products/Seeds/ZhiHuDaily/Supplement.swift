// Not in the article: `Network` (the author's networking helper, "analogous to other
// framework"), `Story`, the API's snake_case keys, the `TopStory(title:hint:)` initializer
// its static pairs use, `StoryWidgetEntryView` (shown only in screenshots), and where the
// gallery finds this widget's app data.
import WidgetGallery

/// The app data `StoryWidget` reads: the `news/latest` response and the top stories' images,
/// answered for `URLSession.shared`. Named images (`Image("9726467")`) are in `Assets/` inside
/// it. Install it with `AppDataFixtures` before rendering. The provider delivers its timeline
/// on the main queue, so run the main run loop while waiting for it.
package let fixturesDirectory: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

/// A regular (non-top) story of the day.
struct Story: Codable {
    let imageHue: String
    let title: String
    let url: String
    let hint: String
    let gaPrefix: String
    let images: [String]
    let type, id: Int

    enum CodingKeys: String, CodingKey {
        case imageHue = "image_hue", title, url, hint, gaPrefix = "ga_prefix", images, type, id
    }
}

extension News {
    enum CodingKeys: String, CodingKey {
        case date, stories, topStories = "top_stories"
    }
}

extension TopStory {
    enum CodingKeys: String, CodingKey {
        case imageHue = "image_hue", hint, url, image, title, gaPrefix = "ga_prefix", type, id
    }

    /// A story known only by its title and hint, as the placeholder pairs are.
    init(title: String, hint: String) {
        self.init(imageHue: "0x7f7f7f", hint: hint, url: "", image: "", title: title, gaPrefix: "", type: 0, id: 0)
    }
}

/// Fetches with `URLSession.shared`, calling back on the session's queue.
enum Network {
    enum Failure: Error {
        case invalidURL(String)
        case requestFailed
        case decodeFailed
        case transport(String)
    }

    static func fetch(_ address: String, completion: @escaping (Result<(Data, HTTPURLResponse), Failure>) -> Void) {
        guard let url = URL(string: address) else {
            completion(.failure(.invalidURL(address)))
            return
        }
        // The callers wait for the result (a semaphore) or only read what it delivers.
        nonisolated(unsafe) let completion = completion
        URLSession.shared.dataTask(with: url) { data, response, error in
            if let error {
                completion(.failure(.transport(error.localizedDescription)))
            } else if let data, let response = response as? HTTPURLResponse {
                completion(.success((data, response)))
            } else {
                completion(.failure(.requestFailed))
            }
        }.resume()
    }

    /// Downloads one image of a batch; the caller waits for each before the next.
    static func batchImage(_ address: String, completion: @escaping (Result<Image, Failure>) -> Void) {
        fetch(address) { result in
            switch result {
            case .success(let (data, response)):
                guard response.statusCode == 200, let uiImage = UIImage(data: data) else {
                    completion(.failure(.decodeFailed))
                    return
                }
                completion(.success(Image(uiImage: uiImage)))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}

extension Color {
    /// The colour of a ZhiHu `image_hue` such as "0xb3774e"; grey if it does not parse.
    init(imageHue: String) {
        let digits = imageHue.hasPrefix("0x") ? String(imageHue.dropFirst(2)) : imageHue
        let value = digits.count == 6 ? UInt32(digits, radix: 16) ?? 0x7F7F7F : 0x7F7F7F
        self.init(
            red: Double(value >> 16 & 0xFF) / 255,
            green: Double(value >> 8 & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
}

/// Small: the first top story's image and title, opening it with `widgetURL`. Medium and
/// large: top stories as rows tinted with each image's hue, each a `Link` to the story.
struct StoryWidgetEntryView: View {
    var entry: StoryProvider.Entry

    @Environment(\.widgetFamily) var family: WidgetFamily

    var body: some View {
        Group {
            if entry.storyPairs.isEmpty {
                Text("暂无内容")
                    .font(.headline)
                    .foregroundStyle(.secondary)
            } else {
                switch family {
                case .systemSmall:
                    SmallStoryView(pair: entry.storyPairs[0])
                        .widgetURL(entry.storyPairs[0].0.inAppURL)
                case .systemLarge:
                    StoryRows(pairs: Array(entry.storyPairs.prefix(4)))
                default:
                    StoryRows(pairs: Array(entry.storyPairs.prefix(2)))
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct SmallStoryView: View {
    let pair: (TopStory, Image)

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            pair.1
                .resizable()
                .scaledToFill()
            LinearGradient(colors: [.clear, Color(imageHue: pair.0.imageHue)], startPoint: .center, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 2) {
                Text(pair.0.title)
                    .font(.system(size: 15, weight: .semibold))
                    .lineLimit(3)
                Text(pair.0.hint)
                    .font(.caption2)
                    .opacity(0.8)
                    .lineLimit(1)
            }
            .foregroundColor(.white)
            .padding(12)
        }
    }
}

struct StoryRows: View {
    let pairs: [(TopStory, Image)]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(0..<pairs.count, id: \.self) { index in
                Link(destination: pairs[index].0.inAppURL) {
                    StoryRow(pair: pairs[index])
                }
            }
        }
        .padding(8)
    }
}

struct StoryRow: View {
    let pair: (TopStory, Image)

    var body: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 4) {
                Text(pair.0.title)
                    .font(.system(size: 14, weight: .semibold))
                    .lineLimit(2)
                Text(pair.0.hint)
                    .font(.caption2)
                    .opacity(0.8)
                    .lineLimit(1)
            }
            .foregroundColor(.white)
            Spacer(minLength: 0)
            pair.1
                .resizable()
                .scaledToFill()
                .frame(width: 52, height: 52)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(imageHue: pair.0.imageHue))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

/// The widgets of this article, as the gallery shows them.
package let widgetConfigurations: [ErasedWidgetConfiguration] = [StoryWidget().ownConfiguration]

/// The named images (`Image("9726467")`) the article's placeholder stories use.
package let assetsDirectory: URL = fixturesDirectory.appendingPathComponent("Assets", isDirectory: true)
