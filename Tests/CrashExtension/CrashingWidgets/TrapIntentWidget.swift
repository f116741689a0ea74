//
//  TrapIntentWidget.swift
//  CrashingWidgets
//

import AppIntents
import SwiftUI
import WidgetKit

struct TrapIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource = "Trap"

  @Parameter(title: "Name") var name: String

  init() {
    crash(in: .intentDefaults, when: .intentDefaults)
  }
}

struct TrapIntentProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> TrapEntry {
    TrapEntry(date: Date(), text: "Placeholder")
  }

  func snapshot(for configuration: TrapIntent, in context: Context) async -> TrapEntry {
    TrapEntry(date: Date(), text: configuration.name)
  }

  func timeline(for configuration: TrapIntent, in context: Context) async -> Timeline<TrapEntry> {
    Timeline(entries: [TrapEntry(date: Date(), text: configuration.name)], policy: .never)
  }
}

struct IntentDefaultsWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "intentDefaults", intent: TrapIntent.self, provider: TrapIntentProvider()) { entry in
      TrapView(entry: entry, trap: .never)
    }
    .supportedFamilies([.systemSmall])
  }
}
