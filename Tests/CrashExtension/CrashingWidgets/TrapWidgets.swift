//
//  TrapWidgets.swift
//  CrashingWidgets
//

import AppIntents
import SwiftUI
import WidgetKit

struct TrapEntry: TimelineEntry {
  let date: Date
  let text: String
}

struct TrapProvider: TimelineProvider {
  let trap: Trap

  init(trap: Trap) {
    self.trap = trap
    crash(in: .providerInit, when: trap)
  }

  func placeholder(in context: Context) -> TrapEntry {
    crash(in: .placeholder, when: trap)
    return TrapEntry(date: Date(), text: "Placeholder")
  }

  func getSnapshot(in context: Context, completion: @escaping (TrapEntry) -> Void) {
    crash(in: .snapshot, when: trap)
    completion(TrapEntry(date: Date(), text: "Snapshot"))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<TrapEntry>) -> Void) {
    crash(in: .timeline, when: trap)
    if trap == .userDefaults {
      // A value the app writes into its App Group's defaults, which a first run lacks.
      let token = UserDefaults(suiteName: "group.com.example.crash")!.string(forKey: "token")!
      completion(Timeline(entries: [TrapEntry(date: Date(), text: token)], policy: .never))
      return
    }
    let trap = trap
    Task {
      crash(in: .timelineTask, when: trap)
      completion(Timeline(entries: [TrapEntry(date: Date(), text: "Timeline")], policy: .never))
    }
  }
}

struct TrapView: View {
  let entry: TrapEntry
  let trap: Trap

  var body: some View {
    crash(in: .entryView, when: trap)
    return Text("\(entry.text) \(trap.rawValue)")
      .containerBackground(.blue, for: .widget)
  }
}

func trapConfiguration(_ trap: Trap) -> some WidgetConfiguration {
  StaticConfiguration(kind: trap.rawValue, provider: TrapProvider(trap: trap)) { entry in
    TrapView(entry: entry, trap: trap)
  }
  .configurationDisplayName(displayName(trap))
  .supportedFamilies([.systemSmall, .systemMedium])
}

func displayName(_ trap: Trap) -> String {
  crash(in: .configuration, when: trap)
  return "Crashes in \(trap.rawValue)"
}

struct NeverWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.never) }
}

struct ProviderInitWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.providerInit) }
}

struct ConfigurationWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.configuration) }
}

struct PlaceholderWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.placeholder) }
}

struct SnapshotWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.snapshot) }
}

struct TimelineWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.timeline) }
}

struct TimelineTaskWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.timelineTask) }
}

struct UserDefaultsWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.userDefaults) }
}

struct EntryViewWidget: Widget {
  var body: some WidgetConfiguration { trapConfiguration(.entryView) }
}
