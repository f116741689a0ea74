//
//  Habit.swift
//  HabitWidgets
//
//  The app's model, shared with the widget through the App Group store.
//

import Foundation
import SwiftData

@Model
final class Habit {
    @Attribute(.unique) var name: String
    var symbol: String
    var goalPerWeek: Int = 3
    var createdAt: Date
    @Relationship(deleteRule: .cascade, inverse: \Check.habit)
    var checks: [Check] = []

    init(name: String, symbol: String, createdAt: Date = .now) {
        self.name = name
        self.symbol = symbol
        self.createdAt = createdAt
    }

    /// How often the habit was done in the seven days before `now`.
    func doneThisWeek(now: Date) -> Int {
        let weekAgo = now.addingTimeInterval(-7 * 86_400)
        return checks.filter { $0.date > weekAgo && $0.date <= now }.count
    }
}

@Model
final class Check {
    var date: Date
    var habit: Habit?

    init(date: Date) {
        self.date = date
    }
}
