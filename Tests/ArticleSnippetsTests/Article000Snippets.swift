// The superseded snippets of shared/seeds/000 ("Creating the iOS Podcast Widget"): versions
// of types that SeedPodcast/Article.swift keeps only in their final form, verbatim with only
// the import lines changed, each in its own `Step<N>` namespace. The article's other types
// come from SeedPodcast.
import GalleryTestSupport
import SwiftUI
import WidgetGallery
import WidgetKit
import XCTest

@testable import SeedPodcast
@testable import MirrorCore

private enum Step1 {
  // Wrapper, not in the article: the template's `Provider` struct around the first
  // synchronous `getTimeline` (section "Basic text data flow", step 3) and the `placeholder`
  // and `getSnapshot` of step 4.
  struct Provider: TimelineProvider {
func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
  // Notice the App Group is used here
  let userDefaults = UserDefaults(suiteName: "group.cr2024im.data")
  // And the key for the data that we use in the MST store.
  let episodesJsonString = userDefaults?.string(forKey: "episodes") ?? "[]"

  let decoded: [EpisodeFromStore] = try! JSONDecoder().decode([EpisodeFromStore].self, from: Data(episodesJsonString.utf8))

  let firstEpisode = decoded.first

  if (firstEpisode != nil) {
    // pass the data to the widget
    let entry = SimpleEntry(date: Date(), title: firstEpisode?.title ?? "", imageData: nil, episodeCount: decoded.count, guid: firstEpisode?.guid)

    // Some other stuff to make the widget update...
    let timeline = Timeline(entries: [entry], policy: .atEnd)
    completion(timeline)
  } else {
    // pass the data to the widget
    let entry = SimpleEntry(date: Date(), title: "", imageData: nil, episodeCount: 0, guid: nil)

    // Some other stuff to make the widget update...
    let timeline = Timeline(entries: [entry], policy: .atEnd)
    completion(timeline)
  }
}

func placeholder(in context: Context) -> SimpleEntry {
  SimpleEntry(date: Date(), title: "RNR 1: The First One", imageData: nil, episodeCount: 1, guid: nil)
}

func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
  let entry = SimpleEntry(date: Date(), title: "RNR 1: The First One", imageData: nil, episodeCount: 1, guid: nil)
  completion(entry)
}
  }
}

private enum Step2 {
  // Step 5 of "Basic text data flow": the first entry view.
struct FavoriteEpisodeWidgetEntryView : View {
  var entry: Provider.Entry

  var body: some View {
    VStack {
      if (entry.episodeCount == 0) {
        Text("No favorite episodes yet!")
      } else {
        Text(entry.title)
      }
    }
  }
}
}

private enum Step3 {
  // Wrapper, not in the article: "replace `Text(entry.title)` with a horizontal stack"
  // (section "Downloading and displaying the image", step 4), so the fragment stands in
  // Step 2's entry view in place of the title.
  struct FavoriteEpisodeWidgetEntryView : View {
    var entry: Provider.Entry

    var body: some View {
      VStack {
        if (entry.episodeCount == 0) {
          Text("No favorite episodes yet!")
        } else {
HStack {
  if (entry.imageData !== nil) {
    GeometryReader { geo in
      //You now have access to geo.size.width and geo.size.height

      Image(uiImage: entry.imageData!)
        .resizable()
        .scaledToFill()
        .frame(width: geo.size.height, height: geo.size.height)
    }
  }
  Text(entry.title)
    .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
}
        }
      }
    }
  }
}

private enum Step4 {
  // Step 5 of "Multiple size support": the widget as it stands before the diff's `+` lines.
struct FavoriteEpisodeWidget: Widget {
  let kind: String = "FavoriteEpisodeWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: Provider()) { entry in
      if #available(iOS 17.0, *) {
        FavoriteEpisodeWidgetEntryView(entry: entry)
          .containerBackground(.fill.tertiary, for: .widget)
      } else {
        FavoriteEpisodeWidgetEntryView(entry: entry)
          .padding()
          .background()
      }
    }
    .configurationDisplayName("My Widget")
    .description("This is an example widget.")
  }
}
}

private enum Step5 {
  // Step 6 of "Multiple size support": one view per family, before the badges and deep links.
struct WidgetSmallView : View {
  var entry: Provider.Entry

  var body: some View {
    VStack {
      if (entry.episodeCount == 0) {
        Text("No favorite episodes yet!")
      } else {
        ZStack {
          HStack {
            if (entry.imageData !== nil) {
              Image(uiImage: entry.imageData!)
                .resizable()
                .scaledToFill()
                .cornerRadius(10)
            }
          }
        }
      }
    }
  }
}

struct WidgetMediumView : View {
  var entry: Provider.Entry

  var body: some View {
    VStack {
      if (entry.episodeCount == 0) {
        Text("No favorite episodes yet!")
      } else {
        ZStack {
          HStack {
            if (entry.imageData !== nil) {
              GeometryReader { geo in
                //You now have access to geo.size.width and geo.size.height

                Image(uiImage: entry.imageData!)
                  .resizable()
                  .scaledToFill()
                  .frame(width: geo.size.height, height: geo.size.height)
              }
            }
            Text(entry.title)
              .padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
          }
        }
      }
    }
  }
}

struct FavoriteEpisodeWidgetEntryView : View {
  var entry: Provider.Entry

  @Environment(\.widgetFamily) var family: WidgetFamily
  @ViewBuilder
  var body: some View {
    switch family {
    case .systemSmall:
      WidgetSmallView(entry: entry)
    case .systemMedium:
      WidgetMediumView(entry: entry)
    default:
      EmptyView()
    }
  }
}
}

private enum Step6 {
  // "Add some deep linking": the view under the name the article's listing gives it (the
  // final module calls it `FavoriteEpisodeWidgetEntryView`), with the diff's `+` lines applied.
struct FavoriteEpisodePodcastEntryView : View {
  var entry: Provider.Entry

  @Environment(\.widgetFamily) var family: WidgetFamily
  @ViewBuilder
  var body: some View {
    switch family {
    case .systemSmall:
      WidgetSmallView(entry: entry)
        .widgetURL(URL(string: "cr2024-im://podcasts/\(entry.guid ?? "")"))
    case .systemMedium:
      WidgetMediumView(entry: entry)
        .widgetURL(URL(string: "cr2024-im://podcasts/\(entry.guid ?? "")"))
    default:
      EmptyView()
    }
  }
}
}

private enum Step7 {
  // Step 4 of "Basic text data flow": the preview at the bottom of the file. The macro's type
  // has a unique, unnameable name, so this snippet is checked by compiling it.
#Preview(as: .systemSmall) {
    FavoriteEpisodeWidget()
} timeline: {
  SimpleEntry(date: Date(), title: "RNR 1: The First One", imageData: nil, episodeCount: 1, guid: nil)
}
}

@MainActor final class Article000SnippetsTests: FixtureTestCase {
  private let thumbnail = UIImage(data: try! Data(contentsOf: SeedPodcast.fixturesDirectory.appendingPathComponent("images/rnr-1.png")))

  private func entry(count: Int, image: Bool = true) -> SimpleEntry {
    SimpleEntry(
      date: Date(timeIntervalSinceReferenceDate: 0), title: count == 0 ? "" : "RNR 2: Widgets with Expo",
      imageData: image && count > 0 ? thumbnail : nil, episodeCount: count, guid: count == 0 ? nil : "rnr-2")
  }

  func testTheFirstSynchronousTimelineReadsTheEpisodesWithoutImages() async throws {
    try install(SeedPodcast.fixturesDirectory)
    let provider = Step1.Provider()
    let timeline: Timeline<SimpleEntry> = try delivered { provider.getTimeline(in: context(.systemMedium), completion: $0) }
    XCTAssertEqual(timeline.policy, .atEnd)
    XCTAssertEqual(timeline.entries.map(\.title), ["RNR 1: The First One"])
    XCTAssertEqual(timeline.entries.first?.episodeCount, 3)
    XCTAssertEqual(timeline.entries.first?.guid, "rnr-1")
    XCTAssertNil(timeline.entries.first?.imageData, "the first version downloads no thumbnail")
    XCTAssertEqual(provider.placeholder(in: context(.systemSmall)).title, "RNR 1: The First One")
    let snapshot: SimpleEntry = try delivered { provider.getSnapshot(in: context(.systemSmall, isPreview: true), completion: $0) }
    XCTAssertEqual(snapshot.episodeCount, 1)
  }

  func testTheFirstEntryViewShowsTheTitleOrTheEmptyState() async {
    XCTAssertEqual(resolved(Step2.FavoriteEpisodeWidgetEntryView(entry: entry(count: 3))).node.texts(), ["RNR 2: Widgets with Expo"])
    XCTAssertEqual(resolved(Step2.FavoriteEpisodeWidgetEntryView(entry: entry(count: 0))).node.texts(), ["No favorite episodes yet!"])
  }

  func testTheGeometryReaderFragmentSizesTheImageByTheReadersHeight() async {
    let node = resolved(Step3.FavoriteEpisodeWidgetEntryView(entry: entry(count: 3))).node
    let reader = CGSize(width: 200, height: 120)
    XCTAssertEqual(node.texts(readerSize: reader), ["RNR 2: Widgets with Expo"])
    XCTAssertTrue(node.types(readerSize: reader).contains("GeometryReader"))
    XCTAssertTrue(node.types(readerSize: reader).contains("Image"))
    XCTAssertEqual(node.fixedFrames(readerSize: reader), [CGSize(width: 120, height: 120)])
    // Without an image there is no reader, only the title.
    XCTAssertFalse(resolved(Step3.FavoriteEpisodeWidgetEntryView(entry: entry(count: 3, image: false))).node.types().contains("GeometryReader"))
  }

  func testTheWidgetBeforeTheFamilyLimitOffersEveryFamilyWithMargins() async throws {
    let configuration = Step4.FavoriteEpisodeWidget().body.galleryConfiguration
    XCTAssertEqual(configuration.kind, "FavoriteEpisodeWidget")
    XCTAssertEqual(configuration.displayName, "My Widget")
    XCTAssertFalse(configuration.contentMarginsDisabled)
    XCTAssertTrue(configuration.supportedFamilies.contains(.systemLarge))
    // The `#available(iOS 17.0, *)` branch: the container background, not padding.
    let view = configuration.content(entry(count: 0))
    let result = resolved(AnyView(view))
    XCTAssertEqual(result.node.texts(), ["No favorite episodes yet!"])
    XCTAssertNotNil(result.widget.containerBackground)
  }

  func testTheViewsPerFamilyHaveNoBadgeYet() async {
    let small = resolved(Step5.FavoriteEpisodeWidgetEntryView(entry: entry(count: 3)), family: .systemSmall).node
    XCTAssertEqual(small.texts(), [], "small shows the image only")
    XCTAssertTrue(small.types().contains("Image"))
    XCTAssertFalse(small.types().contains("Circle"))
    let medium = resolved(Step5.FavoriteEpisodeWidgetEntryView(entry: entry(count: 3)), family: .systemMedium).node
    XCTAssertEqual(medium.texts(), ["RNR 2: Widgets with Expo"])
    XCTAssertFalse(medium.types().contains("Circle"))
    XCTAssertEqual(resolved(Step5.FavoriteEpisodeWidgetEntryView(entry: entry(count: 3)), family: .systemLarge).node.types(), ["VStack"])
  }

  func testTheDeepLinkListingSetsTheWidgetURL() async {
    for family in [WidgetFamily.systemSmall, .systemMedium] {
      let result = resolved(Step6.FavoriteEpisodePodcastEntryView(entry: entry(count: 3)), family: family)
      XCTAssertEqual(result.widget.widgetURL, URL(string: "cr2024-im://podcasts/rnr-2"), "\(family)")
      XCTAssertTrue(result.node.types().contains("Circle"), "the final views carry the badge")
    }
  }
}
