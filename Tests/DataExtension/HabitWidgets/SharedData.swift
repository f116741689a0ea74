//
//  SharedData.swift
//  HabitWidgets
//

import Foundation
import OSLog
import SwiftData

enum SharedData {
    static let appGroup = "group.com.example.habits"
    static let logger = Logger(subsystem: "com.example.habits", category: "Widget")

    static let container: ModelContainer = {
        let configuration = ModelConfiguration(groupContainer: .identifier(appGroup))
        do {
            return try ModelContainer(for: Habit.self, configurations: configuration)
        } catch {
            fatalError("Could not open the shared store: \(error)")
        }
    }()

    /// The habits, by name, with what was done this week.
    static func summaries(now: Date) -> [HabitSummary] {
        let context = ModelContext(container)
        let descriptor = FetchDescriptor<Habit>(
            predicate: #Predicate { $0.goalPerWeek > 0 },
            sortBy: [SortDescriptor(\.name)]
        )
        do {
            let habits = try context.fetch(descriptor)
            logger.info("fetched \(habits.count) habits")
            return habits.map { HabitSummary(name: $0.name, symbol: $0.symbol, done: $0.doneThisWeek(now: now), goal: $0.goalPerWeek) }
        } catch {
            logger.error("fetch failed: \(error.localizedDescription, privacy: .public)")
            return []
        }
    }
}

struct HabitSummary: Hashable {
    var name: String
    var symbol: String
    var done: Int
    var goal: Int
}
