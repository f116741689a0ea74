import Foundation
import GalleryFixtures

/// `EventKit/store.json`: the calendars, events and reminders of the event store.
///
/// ```json
/// { "calendars": [ { "id": "work", "title": "Work", "type": "event" },
///                  { "id": "todo", "title": "To Do", "type": "reminder" } ],
///   "events": [ { "calendar": "work", "title": "Standup", "start": "2024-06-10T10:00:00Z",
///                 "end": "2024-06-10T10:15:00Z", "location": "Room 4" } ],
///   "reminders": [ { "calendar": "todo", "title": "Buy milk", "due": "2024-06-10T17:00:00Z" } ] }
/// ```
/// Calendars: `id`, `title`, `type` (`event` or `reminder`, default `event`), `color`
/// (`#RRGGBB`). Events: `calendar`, `title`, `start`, `end`, `allDay`, `location`, `notes`,
/// `url`, `id` (default: `<calendar>-<index>`). Reminders: `calendar`, `title`, `due`,
/// `completed`, `completionDate`, `priority` (0–9), `notes`, `id`.
enum EventKitFixture: FixtureSource {
  static let location = "EventKit/store.json"
  static let empty = EventStoreData(calendars: [], events: [], reminders: [])

  /// The entity type (`event` or `reminder`) a widget asked for when the file was missing.
  typealias Request = String

  static func read(from url: URL) throws -> EventStoreData {
    let file = try FixtureObject.read(at: url)
    try file.allowOnly(["calendars", "events", "reminders"])
    var calendars: [CalendarRecord] = []
    for object in try file.objects("calendars") {
      try object.allowOnly(["id", "title", "type", "color"])
      let id = try object.string("id")
      guard !calendars.contains(where: { $0.id == id }) else { throw object.error("id", "\"\(id)\" names two calendars") }
      let type = try object.optionalString("type") ?? "event"
      guard type == "event" || type == "reminder" else { throw object.error("type", "expected event or reminder") }
      let color = try object.optionalString("color")
      if let color, !(color.hasPrefix("#") && color.count == 7 && UInt32(color.dropFirst(), radix: 16) != nil) {
        throw object.error("color", "\"\(color)\" is not #RRGGBB")
      }
      calendars.append(
        CalendarRecord(id: id, title: try object.optionalString("title") ?? id, isReminders: type == "reminder", color: color))
    }
    func calendar(of object: FixtureObject, reminders: Bool) throws -> String {
      let id = try object.string("calendar")
      guard let calendar = calendars.first(where: { $0.id == id }) else {
        throw object.error("calendar", "no calendar has the id \"\(id)\"")
      }
      guard calendar.isReminders == reminders else {
        throw object.error("calendar", "\"\(id)\" is a calendar of \(calendar.isReminders ? "reminders" : "events")")
      }
      return id
    }
    let events = try file.objects("events").enumerated().map { index, object in
      try object.allowOnly(["id", "calendar", "title", "start", "end", "allDay", "location", "notes", "url"])
      let calendar = try calendar(of: object, reminders: false)
      let start = try object.date("start")
      let end = try object.optionalDate("end") ?? start
      guard end >= start else { throw object.error("end", "ends before its start") }
      return EventRecord(
        id: try object.optionalString("id") ?? "\(calendar)-\(index)", calendar: calendar, title: try object.string("title"),
        start: start, end: end, isAllDay: try object.optionalBool("allDay") ?? false,
        location: try object.optionalString("location"),
        notes: try object.optionalString("notes"), url: try object.optionalString("url"))
    }
    let reminders = try file.objects("reminders").enumerated().map { index, object in
      try object.allowOnly(["id", "calendar", "title", "due", "completed", "completionDate", "priority", "notes"])
      let calendar = try calendar(of: object, reminders: true)
      let priority = try object.optionalInt("priority") ?? 0
      guard (0...9).contains(priority) else { throw object.error("priority", "expected 0 (none) to 9") }
      let completionDate = try object.optionalDate("completionDate")
      return ReminderRecord(
        id: try object.optionalString("id") ?? "\(calendar)-\(index)", calendar: calendar, title: try object.string("title"),
        due: try object.optionalDate("due"), isCompleted: try object.optionalBool("completed") ?? (completionDate != nil),
        completionDate: completionDate, priority: priority, notes: try object.optionalString("notes"))
    }
    return EventStoreData(calendars: calendars, events: events, reminders: reminders)
  }

  /// `store.json` with a calendar and a placeholder item, at the reference time, per entity
  /// type asked for.
  static func skeleton(for requests: [String]) -> [String: Data] {
    let time = FixtureObject.format(ReferenceClock.date)
    var file: [String: Any] = [:]
    var calendars: [[String: Any]] = []
    if requests.contains("event") {
      calendars.append(["id": "calendar", "title": "Calendar", "type": "event"])
      file["events"] = [["calendar": "calendar", "title": "", "start": time, "end": time]]
    }
    if requests.contains("reminder") {
      calendars.append(["id": "reminders", "title": "Reminders", "type": "reminder"])
      file["reminders"] = [["calendar": "reminders", "title": "", "due": time]]
    }
    file["calendars"] = calendars
    return [location: skeletonJSON(file)]
  }

  /// The installed store; an invalid file is said on standard error and reads as empty, a
  /// missing one is recorded for `entity`.
  static func installed(for entity: EKEntityType) -> EventStoreData {
    let name = entity == .reminder ? "reminder" : "event"
    guard let directory = InstalledFixtures.directory,
      FileManager.default.fileExists(atPath: directory.appendingPathComponent(location).path)
    else {
      MissingFixtures.record(name, in: EventKitFixture.self)
      FixtureDiagnostics.report("no \(name)s: \(InstalledFixtures.path(of: EventKitFixture.self)) does not exist")
      return empty
    }
    do {
      return try InstalledFixtures.contents(of: EventKitFixture.self)
    } catch {
      FixtureDiagnostics.report("\(error)")
      return empty
    }
  }
}

struct CalendarRecord: Sendable {
  let id: String
  let title: String
  let isReminders: Bool
  let color: String?
}

struct EventRecord: Sendable {
  let id, calendar, title: String
  let start, end: Date
  let isAllDay: Bool
  let location, notes, url: String?
}

struct ReminderRecord: Sendable {
  let id, calendar, title: String
  let due: Date?
  let isCompleted: Bool
  let completionDate: Date?
  let priority: Int
  let notes: String?
}

struct EventStoreData: Sendable {
  let calendars: [CalendarRecord]
  let events: [EventRecord]
  let reminders: [ReminderRecord]
}
