//
//  HabitsWidget.swift
//  HabitWidgets
//

import SwiftData
import SwiftUI
import WidgetKit

struct HabitsEntry: TimelineEntry {
    let date: Date
    let habits: [HabitSummary]
    let steps: Int
    let quote: Quote?
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> HabitsEntry {
        HabitsEntry(date: Date(), habits: [HabitSummary(name: "Habit", symbol: "star", done: 0, goal: 3)], steps: 0, quote: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitsEntry>) -> Void) {
        let now = Date()
        Activity.stepsToday { steps in
            Task {
                let quote = try? await QuoteClient().todaysQuote(token: Activity.apiToken())
                let entry = HabitsEntry(date: now, habits: SharedData.summaries(now: now), steps: Int(steps), quote: quote)
                let next = Calendar.current.date(byAdding: .hour, value: 1, to: now)!
                completion(Timeline(entries: [entry], policy: .after(next)))
            }
        }
    }
}

struct HabitsWidgetView: View {
    var entry: HabitsEntry
    @Environment(\.widgetFamily) private var family
    @Query(sort: \Habit.createdAt) private var habits: [Habit]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(entry.steps) steps")
                .font(.headline)
            ForEach(entry.habits.prefix(family == .systemSmall ? 2 : 3), id: \.self) { habit in
                HStack {
                    Image(systemName: habit.symbol)
                    Text(habit.name)
                    Spacer()
                    Text("\(habit.done)/\(habit.goal)")
                }
                .font(.caption)
            }
            if family == .systemMedium {
                Text("Oldest: \(habits.first?.name ?? "none")")
                    .font(.caption2)
                if let quote = entry.quote {
                    Text("“\(quote.text)” — \(quote.author)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HabitsWidget: Widget {
    let kind: String = "Habits"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            HabitsWidgetView(entry: entry)
                .modelContainer(SharedData.container)
        }
        .configurationDisplayName("Habits")
        .description("This week's habits and today's steps.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The Lock Screen form of the same widget: the same kind, other families.
struct HabitsLockScreenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Habits", provider: Provider()) { entry in
            VStack(alignment: .leading) {
                Text("\(entry.steps) steps")
                Text(entry.habits.map { "\($0.name) \($0.done)" }.joined(separator: " · "))
            }
            .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Habits")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

@main
struct HabitWidgetsBundle: WidgetBundle {
    var body: some Widget {
        HabitsWidget()
        HabitsLockScreenWidget()
    }
}
