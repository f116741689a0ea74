// The superseded snippets of shared/seeds/001 ("Widgets", MyVocabulary): versions of types
// that SeedVocabulary/Article.swift keeps only in their final form, and the listings it merges
// into them, verbatim with only the import lines changed, each in its own `Step<N>` namespace.
// Core Data and the article's other types come from SeedVocabulary.
import GalleryTestSupport
import SwiftUI
import WidgetGallery
import WidgetKit
import XCTest

@testable import SeedVocabulary
@testable import MirrorCore

private enum Step1 {
  // The first listing ("Target"), under the name it gives the provider, with the full
  // `getTimeline` of "Timelines" (the unseeded `Int.random(in:)`) where it elides it.
struct Provider: TimelineProvider {
    var mockEntry: SimpleEntry {
        SimpleEntry(
            date: Date(),
            // I need Translation.
            translation: Translation.example(viewContext: DataController.preview.container.viewContext)
        )
    }
    // ...
    private func loadTranslations() -> [Translation] {
        // I need DataController
        DataController().translationsForWidget()
    }
    // ...
func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    var entries: [SimpleEntry] = []
    var components = Calendar.current.dateComponents(
        [.era, .year, .month, .day, .hour, .minute, .second],
        from: Date()
    )
    components.second = 0
    let roundedDate = Calendar.current.date(from: components)!
    let translations = loadTranslations()
    if translations.isEmpty {
        let timeline = Timeline(entries: [mockEntry], policy: .never)
        completion(timeline)
    } else {
        for second in stride(from: 0, to: 60 * 60, by: 5) {
            let randomTranslation = translations[Int.random(in: 0..<translations.count)]
            let entryDate = Calendar.current.date(byAdding: .second, value: second, to: roundedDate)!
            let model = SimpleEntry(date: entryDate, translation: randomTranslation)
            entries.append(model)
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}
  // Not in the article (it mentions them without listing them): the placeholder and snapshot
  // that complete the `TimelineProvider` conformance, as SeedVocabulary gives them.
  func placeholder(in context: Context) -> SimpleEntry { mockEntry }
  func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(mockEntry) }
} // Wrapper, not in the article: the listing stops before the struct's closing brace.
}

private enum Step2 {
  // Wrapper, not in the article: "The important part is this..." is a loop of
  // `getTimeline`; the function holds the locals it uses.
  static func entries(translations: [Translation], roundedDate: Date) -> [SimpleEntry] {
    var entries: [SimpleEntry] = []
for second in stride(from: 0, to: 60 * 60, by: 5) {
    let randomTranslation = translations[Int.random(in: 0..<translations.count)]
    let entryDate = Calendar.current.date(byAdding: .second, value: second, to: roundedDate)!
    let model = SimpleEntry(date: entryDate, translation: randomTranslation)
    entries.append(model)
}
    return entries
  }
}

private enum Step3 {
  // Wrapper, not in the article: the last statements of `getTimeline`.
  static func finish(entries: [SimpleEntry], completion: @escaping (Timeline<SimpleEntry>) -> Void) {
let timeline = Timeline(entries: entries, policy: .atEnd)
completion(timeline)
  }
}

private enum Step4 {
  // "Widgets' gallery".
struct RandomTranslationWidget: Widget {
    let kind: String = "RandomTranslationWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: RandomProvider()) { entry in
            RandomTranslationWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Random translation")
        .description("The translations changes every 5 seconds.")
        .supportedFamilies([.systemSmall])
    }
}
}

private enum Step5 {
  // "Widget's view and preview": the entry view.
struct RandomTranslationWidgetEntryView: View {
    var entry: RandomProvider.Entry
    
    var body: some View {
        TranslationInWidgetView(translation: entry.translation)
    }
}
}

private enum Step6 {
  // "Widget's view and preview": the previews.
struct MyVocabularyWidget_Previews: PreviewProvider {
    static var previews: some View {
        RandomTranslationWidgetEntryView(entry: RandomProvider.mockRandomEntry)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        
        MultipleTranslationsWidgetEntryView(entry: MultipleProvider.mockMultipleEntry)
            .previewContext(WidgetPreviewContext(family: .systemLarge))
    }
}
}

@MainActor final class Article001SnippetsTests: FixtureTestCase {
  private func translation(_ original: String, _ translated: String, level: Int) -> Translation {
    Translation(id: original, original: original, translation: translated, level: level, originalLanguage: "en", translationLanguage: "es")
  }

  func testTheArticlesProviderMakesAnHourOfEntriesFiveSecondsApart() async throws {
    try install(SeedVocabulary.fixturesDirectory)
    let stored = Set(DataController().translationsForWidget().map(\.id))
    XCTAssertGreaterThan(stored.count, 1)
    let timeline: Timeline<SimpleEntry> = try delivered { Step1.Provider().getTimeline(in: context(.systemSmall), completion: $0) }
    XCTAssertEqual(timeline.policy, .atEnd)
    XCTAssertEqual(timeline.entries.count, 720)
    let dates = timeline.entries.map(\.date)
    XCTAssertEqual(Calendar.current.component(.second, from: dates[0]), 0)
    XCTAssertTrue(zip(dates, dates.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 5 })
    XCTAssertTrue(timeline.entries.allSatisfy { stored.contains($0.translation.id) })
  }

  func testTheArticlesProviderFallsBackToTheMockEntryWithoutTranslations() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("ArticleSnippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    try install(empty)
    let timeline: Timeline<SimpleEntry> = try delivered { Step1.Provider().getTimeline(in: context(.systemSmall), completion: $0) }
    XCTAssertEqual(timeline.policy, .never)
    XCTAssertEqual(timeline.entries.map(\.translation.original), ["Hello"])
  }

  func testTheLoopAndTheTimelineFragments() async throws {
    let translations = [translation("cat", "gato", level: 1), translation("dog", "perro", level: 2)]
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let entries = Step2.entries(translations: translations, roundedDate: start)
    XCTAssertEqual(entries.count, 3600 / 5)
    XCTAssertEqual(entries.last?.date, start.addingTimeInterval(3595))
    XCTAssertTrue(entries.allSatisfy { ["cat", "dog"].contains($0.translation.original) })
    let timeline: Timeline<SimpleEntry> = try delivered { Step3.finish(entries: entries, completion: $0) }
    XCTAssertEqual(timeline.policy, .atEnd)
    XCTAssertEqual(timeline.entries.count, 720)
  }

  func testTheWidgetAndItsEntryViewShowTheTranslation() async {
    let configuration = Step4.RandomTranslationWidget().body.galleryConfiguration
    XCTAssertEqual(configuration.displayName, "Random translation")
    XCTAssertEqual(configuration.supportedFamilies, [.systemSmall])
    let entry = SimpleEntry(date: Date(timeIntervalSinceReferenceDate: 0), translation: translation("cat", "gato", level: 3))
    XCTAssertEqual(resolved(configuration.content(entry)).node.texts(), ["cat", "gato"])
    let node = resolved(Step5.RandomTranslationWidgetEntryView(entry: entry)).node
    XCTAssertEqual(node.texts(), ["cat", "gato"])
    XCTAssertEqual(node.types().filter { $0 == "Capsule" }.count, Translation.maxLevel, "the level bar")
  }

  func testThePreviewsShowBothWidgets() async {
    let node = resolved(Step6.MyVocabularyWidget_Previews.previews).node
    XCTAssertEqual(node.texts(), ["Hello", "Hola", "Keep practising", "Hello", "Hola"])
  }
}
