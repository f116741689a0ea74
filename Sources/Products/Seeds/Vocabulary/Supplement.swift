// Not in the article: the app's Core Data model and `DataController`, the providers'
// placeholder and snapshot, the views the article only names (`TranslationInWidgetView`,
// `MultipleTranslationsWidget` and its entry view), `MultipleProvider`, the widget bundle,
// the seeded generator, and where the gallery finds this widget's app data.
//
// Core Data does not exist on Linux. The app keeps its store in the App Group
// `group.com.serg-ios.MyVocabulary`; here the same rows come from that App Group's
// `UserDefaults` suite (key "translations", an array of objects), which the gallery fills
// from Fixtures/UserDefaults/group.com.serg-ios.MyVocabulary.json. The stand-ins below keep
// the article's calls (`DataController().translationsForWidget()`,
// `Translation.example(viewContext:)`, `NSFetchRequest<Translation>`) unchanged.
import WidgetGallery

/// The app data both widgets read. Install it with `AppDataFixtures` before rendering.
package let fixturesDirectory: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

// MARK: - Core Data stand-ins

/// A saved translation, the app's Core Data entity.
final class Translation: Identifiable, Sendable {
    /// The number of segments of a level bar; a translation at this level is learnt.
    static let maxLevel = 5

    let id: String
    let original: String
    let translation: String
    /// 0 (new) through `maxLevel` (learnt).
    let level: Int
    let originalLanguage: String
    let translationLanguage: String

    init(id: String, original: String, translation: String, level: Int, originalLanguage: String, translationLanguage: String) {
        self.id = id
        self.original = original
        self.translation = translation
        self.level = level
        self.originalLanguage = originalLanguage
        self.translationLanguage = translationLanguage
    }

    /// The translation the app's previews show, as its preview store creates it.
    static func example(viewContext: NSManagedObjectContext) -> Translation {
        Translation(id: "example", original: "Hello", translation: "Hola", level: 2, originalLanguage: "en", translationLanguage: "es")
    }

    static func fetchRequest() -> NSFetchRequest<Translation> {
        NSFetchRequest<Translation>(entityName: "Translation")
    }
}

/// A fetch of every object of one entity.
final class NSFetchRequest<ResultType> {
    let entityName: String
    var sortDescriptors: [NSSortDescriptor]?

    init(entityName: String) {
        self.entityName = entityName
    }
}

/// The context the widget fetches translations through.
final class NSManagedObjectContext {
    /// The App Group suite holding the store; `nil` for an in-memory (preview) store.
    let appGroup: String?

    init(appGroup: String?) {
        self.appGroup = appGroup
    }

    /// The stored translations, in the order the app saved them.
    ///
    /// Throws when a stored row lacks a field; an in-memory store holds nothing.
    func fetch(_ request: NSFetchRequest<Translation>) throws -> [Translation] {
        guard let appGroup, let rows = UserDefaults(suiteName: appGroup)?.array(forKey: "translations") else {
            return []
        }
        return try rows.map { row in
            guard let row = row as? [String: Any],
                  let id = row["id"] as? String,
                  let original = row["original"] as? String,
                  let translation = row["translation"] as? String,
                  let level = row["level"] as? Int else {
                throw StoreError.invalidRow(row)
            }
            return Translation(
                id: id, original: original, translation: translation, level: level,
                originalLanguage: row["originalLanguage"] as? String ?? "",
                translationLanguage: row["translationLanguage"] as? String ?? "")
        }
    }

    enum StoreError: Error {
        case invalidRow(Any)
    }
}

final class NSPersistentContainer {
    let viewContext: NSManagedObjectContext

    init(viewContext: NSManagedObjectContext) {
        self.viewContext = viewContext
    }
}

/// The app's Core Data stack; the widget's store lives in the App Group.
final class DataController {
    static let preview = DataController(inMemory: true)

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        let groupID = "group.com.serg-ios.MyVocabulary"
        container = NSPersistentContainer(viewContext: NSManagedObjectContext(appGroup: inMemory ? nil : groupID))
    }
}

// MARK: - Random translation

struct SimpleEntry: TimelineEntry {
    let date: Date
    let translation: Translation
}

extension RandomProvider {
    /// The seed of the timeline's random choice of translations.
    static let seed: UInt64 = 0x4D79_566F_6361_6221

    static var mockRandomEntry: SimpleEntry { RandomProvider().mockEntry }

    func placeholder(in context: Context) -> SimpleEntry {
        mockEntry
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(mockEntry)
    }
}

/// SplitMix64: the same seed gives the same sequence on every platform and run.
struct SeededRandomNumberGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One translation: the word, its translation and the level bar.
struct TranslationInWidgetView: View {
    let translation: Translation

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(translation.original)
                .font(.headline)
                .lineLimit(2)
            Text(translation.translation)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            Spacer(minLength: 0)
            LevelBar(level: translation.level)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// A translation's level as `Translation.maxLevel` segments, the first `level` filled.
struct LevelBar: View {
    let level: Int

    var body: some View {
        HStack(spacing: 3) {
            ForEach(0..<Translation.maxLevel, id: \.self) { segment in
                Capsule()
                    .fill(segment < level ? Color.green : Color.gray.opacity(0.3))
                    .frame(height: 5)
            }
        }
    }
}

// MARK: - Multiple translations

struct MultipleEntry: TimelineEntry {
    let date: Date
    let translations: [Translation]
}

/// The six translations with the lowest level, lowest first (ties in alphabetical order).
struct MultipleProvider: TimelineProvider {
    static let count = 6

    static var mockMultipleEntry: MultipleEntry {
        MultipleEntry(date: Date(), translations: [Translation.example(viewContext: DataController.preview.container.viewContext)])
    }

    func placeholder(in context: Context) -> MultipleEntry {
        MultipleProvider.mockMultipleEntry
    }

    func getSnapshot(in context: Context, completion: @escaping (MultipleEntry) -> Void) {
        completion(MultipleProvider.mockMultipleEntry)
    }

    /// One entry; the app reloads the timeline whenever it saves (`WidgetCenter`).
    func getTimeline(in context: Context, completion: @escaping (Timeline<MultipleEntry>) -> Void) {
        let translations = DataController().translationsForWidget()
        guard !translations.isEmpty else {
            completion(Timeline(entries: [MultipleProvider.mockMultipleEntry], policy: .never))
            return
        }
        let lowest = translations
            .sorted { ($0.level, $0.original) < ($1.level, $1.original) }
            .prefix(MultipleProvider.count)
        completion(Timeline(entries: [MultipleEntry(date: Date(), translations: Array(lowest))], policy: .never))
    }
}

struct MultipleTranslationsWidgetEntryView: View {
    var entry: MultipleProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Keep practising")
                .font(.headline)
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
                ForEach(entry.translations) { translation in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(translation.original)
                            .font(.subheadline.weight(.semibold))
                            .lineLimit(1)
                        Text(translation.translation)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                        LevelBar(level: translation.level)
                    }
                    .padding(10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.gray.opacity(0.12)))
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct MultipleTranslationsWidget: Widget {
    let kind: String = "MultipleTranslationsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MultipleProvider()) { entry in
            MultipleTranslationsWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Translations to practise")
        .description("The six translations with the lowest level.")
        .supportedFamilies([.systemLarge])
    }
}

/// Both widgets of the extension.
struct MyVocabularyWidgets: WidgetBundle {
    var body: some Widget {
        RandomTranslationWidget()
        MultipleTranslationsWidget()
    }
}

/// The widgets of this article, as the gallery shows them.
package let widgetConfigurations: [ErasedWidgetConfiguration] = MyVocabularyWidgets().erasedConfigurations
