import SwiftUI
import WidgetKit

/// A day's steps against a goal, the widget the Swift Testing snapshot tests draw.
struct StepsEntry: TimelineEntry {
  let date: Date
  let steps: Int
  let goal: Int
}

/// The widget's view: the count, the goal and a bar of the share walked.
struct StepsView: View {
  let entry: StepsEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Steps").font(.caption).foregroundStyle(.secondary)
      Text("\(entry.steps)").font(.title.bold())
      ProgressView(value: Double(entry.steps), total: Double(entry.goal)).tint(.green)
      Text("Goal \(entry.goal)").font(.caption2)
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

/// The provider: one entry, never refreshed.
struct StepsProvider: TimelineProvider {
  func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0, goal: 10_000) }

  func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

/// The steps widget in the small and medium families.
struct StepsWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Steps", provider: StepsProvider()) { StepsView(entry: $0) }
      .supportedFamilies([.systemSmall, .systemMedium])
  }
}
