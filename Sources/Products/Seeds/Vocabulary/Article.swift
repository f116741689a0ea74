// The widget code of shared/seeds/001 ("Widgets", MyVocabulary), with only the import lines
// changed. Core Data and the views the article only names are in Supplement.swift.
import WidgetGallery

// Changed from the article: its first listing calls this struct `Provider`; the widget and
// the previews use it as `RandomProvider`, the name kept here.
struct RandomProvider: TimelineProvider {
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
    // Changed from the article: `getTimeline`, shown in a later listing, is placed where the
    // first listing elides it with `// ...`.
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
            // Changed from the article: a generator with a fixed seed replaces the system one
            // (`Int.random(in:)`), so every gallery build shows the same translations.
            var generator = SeededRandomNumberGenerator(seed: RandomProvider.seed)
            for second in stride(from: 0, to: 60 * 60, by: 5) {
                let randomTranslation = translations[Int.random(in: 0..<translations.count, using: &generator)]
                let entryDate = Calendar.current.date(byAdding: .second, value: second, to: roundedDate)!
                let model = SimpleEntry(date: entryDate, translation: randomTranslation)
                entries.append(model)
            }
            let timeline = Timeline(entries: entries, policy: .atEnd)
            completion(timeline)
        }
    }
}

// Changed from the article: `translationsForWidget()` is a method of the app's
// `DataController` class, which the article does not show; it is declared in an extension.
extension DataController {
/// Fetches all the translations to be used by the widget.
/// - Returns: The translations, an empty array if they could not be fetched.
func translationsForWidget() -> [Translation] {
    let request: NSFetchRequest<Translation> = Translation.fetchRequest()
    request.sortDescriptors = []
    return (try? container.viewContext.fetch(request)) ?? []
}
}

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

struct RandomTranslationWidgetEntryView: View {
    var entry: RandomProvider.Entry
    
    var body: some View {
        TranslationInWidgetView(translation: entry.translation)
    }
}

struct MyVocabularyWidget_Previews: PreviewProvider {
    static var previews: some View {
        RandomTranslationWidgetEntryView(entry: RandomProvider.mockRandomEntry)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        
        MultipleTranslationsWidgetEntryView(entry: MultipleProvider.mockMultipleEntry)
            .previewContext(WidgetPreviewContext(family: .systemLarge))
    }
}
