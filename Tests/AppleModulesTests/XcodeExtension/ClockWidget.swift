// A pre-iOS 17 widget configured by the SiriKit intent Xcode generates from
// Intents.intentdefinition.
import Intents
import SwiftUI
import WidgetKit

struct ClockProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: Date(), configuration: ConfigurationIntent())
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (ClockEntry) -> ()) {
        completion(ClockEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<ClockEntry>) -> ()) {
        completion(Timeline(entries: [ClockEntry(date: Date(), configuration: configuration)], policy: .atEnd))
    }
}

struct ClockEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "ClockWidget", intent: ConfigurationIntent.self, provider: ClockProvider()) { entry in
            VStack {
                Text(entry.configuration.title ?? "")
                Text(entry.configuration.theme == .dark ? "dark" : "light")
                Text(entry.configuration.showSeconds?.boolValue == true ? "seconds" : "minutes")
                Text(entry.configuration.station?.line ?? "no station")
            }
        }
        .supportedFamilies([.systemSmall])
    }
}
