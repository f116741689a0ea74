// Written as Xcode 16's widget template writes it, plus the App Intents a configurable widget
// uses: nothing here is adapted to WidgetGallery.
import WidgetKit
import AppIntents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String

    @Parameter(title: "Units", default: .celsius)
    var units: TemperatureUnit

    @Parameter(title: "City")
    var city: CityEntity?

    @Parameter(title: "Show Details", default: false)
    var showDetails: Bool

    @Parameter(title: "Favourites", size: [.systemSmall: 1, .systemLarge: 4])
    var favourites: [CityEntity]?

    static var parameterSummary: some ParameterSummary {
        When(\.$showDetails, .equalTo, true) {
            Summary("Show \(\.$city) in \(\.$units)") {
                \.$favoriteEmoji
                \.$showDetails
            }
        } otherwise: {
            Summary("Show \(\.$city)")
        }
    }
}

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static var caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: DisplayRepresentation(title: "Fahrenheit", subtitle: "°F", image: .init(systemName: "thermometer")),
    ]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static var defaultQuery = CityQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let all = [CityEntity(id: "paris", name: "Paris"), CityEntity(id: "oslo", name: "Oslo")]
}

struct CityQuery: EntityStringQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [CityEntity] {
        CityEntity.all.filter { $0.name.contains(string) }
    }

    func suggestedEntities() async throws -> [CityEntity] { CityEntity.all }

    func defaultResult() async -> CityEntity? { CityEntity.all.last }
}

struct StyleOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Compact", "Roomy"] }
}

final class LegacyIntent: AppIntent, @unchecked Sendable {
  // Sendable: its parameter is set before the intent is handed to a provider call, one call at a time, as App
  // Intents does.
    static var title: LocalizedStringResource = "Legacy"
    @Parameter(title: "Style", optionsProvider: StyleOptionsProvider())
    var style: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Done")
    }
}

struct ToggleLightIntent: SetValueIntent {
    static var title = LocalizedStringResource("toggle.light", defaultValue: "Toggle Light")

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenCityIntent: AppIntent {
    static var title: LocalizedStringResource = "Open City"
    static var openAppWhenRun = true

    @Parameter(title: "City")
    var city: CityEntity

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: ToggleLightIntent())
    }
}

struct ModeIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Mode"

    @Parameter(title: "Mode", default: .fahrenheit)
    var mode: TemperatureUnit

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.celsius) { Summary("Metric") }
            DefaultCase { Summary("Imperial \(\.$mode)") }
        }
    }
}
