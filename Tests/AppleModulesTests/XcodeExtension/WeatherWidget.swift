import WidgetKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// Which branch `#if canImport(UIKit)` took where this extension was compiled.
#if canImport(UIKit)
let compiledForIOS = true
#else
let compiledForIOS = false
#endif

final class WeatherStore: ObservableObject {
    @Published var temperature = 21
    @Published var names: [String] = ["Paris"]
}

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
        SimpleEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
        Timeline(entries: [SimpleEntry(date: Date(), configuration: configuration)], policy: .atEnd)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct WeatherWidgetEntryView: View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family
    @State private var taps = 2
    @StateObject private var store = WeatherStore()
    @AppStorage("unitsLabel", store: UserDefaults(suiteName: "group.com.example.weather")) var unitsLabel = "°C"
    let titleWeight: SwiftUICore.Font.Weight = .semibold

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                SwiftUI.Text(entry.configuration.favoriteEmoji)
                    .fontWeight(titleWeight)
                Image(.logo)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(height: 12)
            }
            Text(entry.configuration.city?.name ?? "No city")
            Text("\(store.temperature)\(unitsLabel) · \(taps)")
                .contentTransition(.numericText())
                .lineLimit(2, reservesSpace: true)
            Image(.cloud)
            HStack {
                GroupBox("Today") {
                    Text("Sunny").foregroundStyle(.quinary)
                }
                RainChart()
            }
        }
        .font(.caption)
        .border(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)), width: 2)
        .transition(.opacity)
        .animation(.easeInOut, value: taps)
        .onAppear { taps += 1 }
        .containerBackground(Color(.sky).mix(with: .white, by: 0.25), for: .widget)
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            WeatherWidgetEntryView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemExtraLargePortrait, .accessoryCorner])
    }
}

struct CornerView: View {
    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Image(systemName: "cloud").symbolRenderingMode(.hierarchical)
        }
        .widgetLabel {
            Text("Cloudy")
        }
    }
}

func familyName(_ family: WidgetFamily) -> String {
    switch family {
    case .systemSmall: "small"
    case .systemMedium: "medium"
    case .systemLarge: "large"
    case .systemExtraLarge: "extraLarge"
    case .systemExtraLargePortrait: "extraLargePortrait"
    case .accessoryCircular: "circular"
    case .accessoryRectangular: "rectangular"
    case .accessoryInline: "inline"
    case .accessoryCorner: "corner"
    @unknown default: "unknown"
    }
}

struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
        DeliveryLiveActivity()
        LightControl()
        OpenAppControl()
    }
}
