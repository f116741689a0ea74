import AppIntents
import SwiftUI
import WidgetKit

struct LightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.light", provider: Provider()) { value in
            ControlWidgetToggle("Light", isOn: value, action: ToggleLightIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "lightbulb")
                    .controlWidgetActionHint(isOn ? "Turn Off" : "Turn On")
            }
            .tint(.yellow)
        }
        .displayName("Light")
        .description("Turns the light on and off.")
    }
}

extension LightControl {
    struct Provider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }
}

struct OpenAppControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.open") {
            ControlWidgetButton(action: ToggleLightIntent()) {
                Label("Open", systemImage: "house")
            }
            .tint(.purple)
        }
    }
}

// Xcode 16's control template: a toggle configured with an App Intent, valued by a provider.
struct TimerControl: ControlWidget {
    static let kind: String = "com.example.timer"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
            ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimerIntent(value.name)) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
        }
        .displayName("Timer")
        .description("An example control that runs a timer.")
    }
}

extension TimerControl {
    struct Value {
        var isRunning: Bool
        var name: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerConfiguration) -> Value {
            TimerControl.Value(isRunning: true, name: configuration.timerName)
        }

        func currentValue(configuration: TimerConfiguration) async throws -> Value {
            TimerControl.Value(isRunning: false, name: configuration.timerName)
        }
    }
}

struct TimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Name Configuration"

    @Parameter(title: "Timer Name", default: "Timer")
    var timerName: String
}

struct StartTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"

    @Parameter(title: "Timer Name")
    var name: String

    @Parameter(title: "Timer is running")
    var value: Bool

    init() {}

    init(_ name: String) {
        self.name = name
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
