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
