import Foundation

/// Events or reminders.
public enum EKEntityType: UInt, Sendable {
  case event = 0
  case reminder = 1
}

/// A set of entity types.
public struct EKEntityMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let event = EKEntityMask(rawValue: 1 << 0)
  public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// Where a calendar comes from.
public enum EKCalendarType: Int, Sendable {
  case local = 0
  case calDAV = 1
  case exchange = 2
  case subscription = 3
  case birthday = 4
}

/// A calendar of events or a list of reminders.
public final class EKCalendar: NSObject, @unchecked Sendable {
  // Sendable: as EventKit's own, by contract: the store makes a new calendar for each call from the fixture, and its
  // one `var` (`title`) is changed by the code that holds it, one thread at a time.
  public let calendarIdentifier: String
  public var title: String
  public let type: EKCalendarType
  public let allowedEntityTypes: EKEntityMask
  public var allowsContentModifications: Bool { true }
  public var isSubscribed: Bool { false }
  public var isImmutable: Bool { false }
  /// The calendar's colour as `#RRGGBB`, from the fixture's `color` (nil without one).
  let colorHex: String?

  init(_ record: CalendarRecord) {
    self.calendarIdentifier = record.id
    self.title = record.title
    self.type = .local
    self.allowedEntityTypes = record.isReminders ? .reminder : .event
    self.colorHex = record.color
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? EKCalendar)?.calendarIdentifier == calendarIdentifier
  }

  public override var hash: Int { calendarIdentifier.hashValue }
}

/// What events and reminders share.
public class EKCalendarItem: NSObject, @unchecked Sendable {
  // Sendable: as EventKit's own, by contract: the store makes new items for each fetch from the fixture and hands them
  // to one caller, whose code alone changes them.
  public let calendarItemIdentifier: String
  public var calendar: EKCalendar!
  public var title: String!
  public var location: String?
  public var notes: String?
  public var url: URL?
  public var hasNotes: Bool { notes?.isEmpty == false }
  public var timeZone: TimeZone?

  init(identifier: String, calendar: EKCalendar, title: String, location: String?, notes: String?, url: URL?) {
    self.calendarItemIdentifier = identifier
    self.calendar = calendar
    self.title = title
    self.location = location
    self.notes = notes
    self.url = url
  }
}

/// An event's status.
public enum EKEventStatus: Int, Sendable {
  case none = 0
  case confirmed = 1
  case tentative = 2
  case canceled = 3
}

/// An event of a calendar.
public final class EKEvent: EKCalendarItem, @unchecked Sendable {
  // Sendable: for the reason `EKCalendarItem` gives.
  public var eventIdentifier: String! { calendarItemIdentifier }
  public var startDate: Date!
  public var endDate: Date!
  public var isAllDay: Bool
  public var occurrenceDate: Date! { startDate }
  public var status: EKEventStatus { .confirmed }
  public var isDetached: Bool { false }

  init(_ record: EventRecord, calendar: EKCalendar) {
    self.startDate = record.start
    self.endDate = record.end
    self.isAllDay = record.isAllDay
    super.init(
      identifier: record.id, calendar: calendar, title: record.title, location: record.location, notes: record.notes,
      url: record.url.flatMap(URL.init(string:)))
  }

  /// Orders events by start date.
  public func compareStartDate(with other: EKEvent) -> ComparisonResult {
    startDate < other.startDate ? .orderedAscending : startDate > other.startDate ? .orderedDescending : .orderedSame
  }
}

/// A reminder of a list.
public final class EKReminder: EKCalendarItem, @unchecked Sendable {
  // Sendable: for the reason `EKCalendarItem` gives.
  public var dueDateComponents: DateComponents?
  public var startDateComponents: DateComponents?
  public var isCompleted: Bool
  public var completionDate: Date?
  /// 0 none, 1–4 high, 5 medium, 6–9 low.
  public var priority: Int

  init(_ record: ReminderRecord, calendar: EKCalendar) {
    self.dueDateComponents = record.due.map {
      Calendar.current.dateComponents([.calendar, .timeZone, .year, .month, .day, .hour, .minute, .second], from: $0)
    }
    self.isCompleted = record.isCompleted
    self.completionDate = record.completionDate
    self.priority = record.priority
    super.init(identifier: record.id, calendar: calendar, title: record.title, location: nil, notes: record.notes, url: nil)
  }
}

/// Reminder priorities.
public enum EKReminderPriority: UInt, Sendable {
  case none = 0
  case high = 1
  case medium = 5
  case low = 9
}
