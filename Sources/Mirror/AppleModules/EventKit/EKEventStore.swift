// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names.)

import Foundation
import GalleryFixtures

/// Whether the app may read the calendar; access is granted in full.
public enum EKAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case fullAccess = 3
  case writeOnly = 4

  @available(*, deprecated, renamed: "fullAccess")
  public static var authorized: EKAuthorizationStatus { .fullAccess }
}

public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, (any Error)?) -> Void

/// The calendar database, read from the fixture folder's `EventKit/store.json`: access is
/// granted, and events and reminders are those of the file (a missing file is recorded for
/// `--missing-fixtures` and reads as empty).
public final class EKEventStore: NSObject, @unchecked Sendable {
  // Sendable: it holds no state; fetches read the installed fixture on the store's serial queue.
  private static let queue = DispatchQueue(label: "EventKit.EKEventStore")

  public override init() {}

  public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .fullAccess }

  public func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
    Self.queue.async { completion(true, nil) }
  }

  public func requestAccess(to entityType: EKEntityType) async throws -> Bool { true }

  public func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
    Self.queue.async { completion(true, nil) }
  }

  public func requestFullAccessToEvents() async throws -> Bool { true }

  public func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
    Self.queue.async { completion(true, nil) }
  }

  public func requestWriteOnlyAccessToEvents() async throws -> Bool { true }

  public func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
    Self.queue.async { completion(true, nil) }
  }

  public func requestFullAccessToReminders() async throws -> Bool { true }

  public func calendars(for entityType: EKEntityType) -> [EKCalendar] {
    EventKitFixture.installed(for: entityType).calendars.filter { $0.isReminders == (entityType == .reminder) }.map(
      EKCalendar.init)
  }

  public func calendar(withIdentifier identifier: String) -> EKCalendar? {
    let data = (try? InstalledFixtures.contents(of: EventKitFixture.self)) ?? EventKitFixture.empty
    return data.calendars.first { $0.id == identifier }.map(EKCalendar.init)
  }

  /// The first calendar of events.
  public var defaultCalendarForNewEvents: EKCalendar? { calendars(for: .event).first }

  /// The first list of reminders.
  public func defaultCalendarForNewReminders() -> EKCalendar? { calendars(for: .reminder).first }

  /// Events that overlap the period, in the given calendars (all when nil).
  public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
    let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
    return NSPredicate { object, _ in
      guard let event = object as? EKEvent else { return false }
      if let identifiers, !identifiers.contains(event.calendar.calendarIdentifier) { return false }
      return event.startDate < endDate && (event.endDate > startDate || event.startDate >= startDate)
    }
  }

  /// The events `predicate` matches, by start date (then file order).
  public func events(matching predicate: NSPredicate) -> [EKEvent] {
    let data = EventKitFixture.installed(for: .event)
    let calendars = Dictionary(uniqueKeysWithValues: data.calendars.map { ($0.id, EKCalendar($0)) })
    return data.events.compactMap { record in calendars[record.calendar].map { EKEvent(record, calendar: $0) } }
      .filter { predicate.evaluate(with: $0) }
      .enumerated().sorted { ($0.element.startDate, $0.offset) < ($1.element.startDate, $1.offset) }.map(\.element)
  }

  /// Runs `block` for each matching event in order, until it sets `stop`.
  public func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop: ObjCBool = false
    for event in events(matching: predicate) {
      block(event, &stop)
      if stop.boolValue { return }
    }
  }

  public func event(withIdentifier identifier: String) -> EKEvent? {
    events(matching: NSPredicate(value: true)).first { $0.eventIdentifier == identifier }
  }

  public func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
    event(withIdentifier: identifier) ?? allReminders().first { $0.calendarItemIdentifier == identifier }
  }

  /// Reminders in the given lists (all when nil).
  public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
    let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
    return NSPredicate { object, _ in
      guard let reminder = object as? EKReminder else { return false }
      return identifiers?.contains(reminder.calendar.calendarIdentifier) ?? true
    }
  }

  /// Incomplete reminders due in the period (either end may be nil: open); with both nil,
  /// every incomplete reminder.
  public func predicateForIncompleteReminders(
    withDueDateStarting dueDateStarting: Date?, ending dueDateEnding: Date?, calendars: [EKCalendar]?
  )
    -> NSPredicate
  {
    let inCalendars = predicateForReminders(in: calendars)
    return NSPredicate { object, _ in
      guard let reminder = object as? EKReminder, !reminder.isCompleted, inCalendars.evaluate(with: reminder) else {
        return false
      }
      if dueDateStarting == nil && dueDateEnding == nil { return true }
      guard let due = reminder.dueDateComponents.flatMap({ Calendar.current.date(from: $0) }) else { return false }
      if let dueDateStarting, due < dueDateStarting { return false }
      if let dueDateEnding, due >= dueDateEnding { return false }
      return true
    }
  }

  /// Completed reminders completed in the period (either end may be nil: open).
  public func predicateForCompletedReminders(
    withCompletionDateStarting completionDateStarting: Date?, ending completionDateEnding: Date?, calendars: [EKCalendar]?
  ) -> NSPredicate {
    let inCalendars = predicateForReminders(in: calendars)
    return NSPredicate { object, _ in
      guard let reminder = object as? EKReminder, reminder.isCompleted, inCalendars.evaluate(with: reminder) else { return false }
      guard let date = reminder.completionDate else { return completionDateStarting == nil && completionDateEnding == nil }
      if let completionDateStarting, date < completionDateStarting { return false }
      if let completionDateEnding, date >= completionDateEnding { return false }
      return true
    }
  }

  /// Fetches the reminders `predicate` matches (file order); `completion` runs on a
  /// background queue. Returns a token for `cancelFetchRequest(_:)`.
  @discardableResult
  public func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
    let reminders = allReminders().filter { predicate.evaluate(with: $0) }
    let box = UncheckedReminders(reminders: reminders)
    Self.queue.async { completion(box.reminders) }
    return NSObject()
  }

  public func cancelFetchRequest(_ fetchIdentifier: Any) {}

  private func allReminders() -> [EKReminder] {
    let data = EventKitFixture.installed(for: .reminder)
    let calendars = Dictionary(uniqueKeysWithValues: data.calendars.map { ($0.id, EKCalendar($0)) })
    return data.reminders.compactMap { record in calendars[record.calendar].map { EKReminder(record, calendar: $0) } }
  }

  /// Forgets nothing: the store is the fixture.
  public func reset() {}
  public func refreshSourcesIfNecessary() {}
}

/// Reminders handed to another queue; nothing else holds them.
private struct UncheckedReminders: @unchecked Sendable {
  // Sendable: the reminders are made for one fetch and handed to its completion handler, which alone holds them.
  let reminders: [EKReminder]
}

extension Notification.Name {
  /// Posted when the store changes; the fixture never does.
  public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
