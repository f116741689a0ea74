// Not in the article: the Xcode widget template's `SimpleEntry` and `Provider`, which the
// article keeps as generated ("It can be left by default"), and where the gallery finds this
// widget's app data.
import WidgetGallery

/// The app data `StoryWidget` reads: the App Group suite `group.com.inappstory.widget` with the
/// `"widget_stories"` array the app stores from `InAppStory.shared.getWidgetStories`, and the
/// story cover images `NetworkImage` downloads. Install it with `AppDataFixtures` before
/// rendering, and keep it installed while bodies are evaluated: the entry view reads
/// `UserDefaults` in `body`.
package let fixturesDirectory: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        let entry = SimpleEntry(date: Date())
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate)
            entries.append(entry)
        }

        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

/// The widgets of this article, as the gallery shows them.
package let widgetConfigurations: [ErasedWidgetConfiguration] = [StoryWidget().ownConfiguration]

/// App data before the app was opened: an empty story list, so the widget shows `EmptyList`.
package let loggedOutFixturesDirectory: URL = fixturesDirectory.appendingPathComponent("LoggedOut", isDirectory: true)
