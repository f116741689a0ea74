import Foundation
import GalleryFixtures
import XCTest

@testable import EventKit

/// The event store as Apple documents it, over `EventKit/store.json`.
final class EventKitTests: FrameworkTestCase {
  private let store = EKEventStore()

  func testAccessIsGrantedInFull() throws {
    try install()
    XCTAssertEqual(EKEventStore.authorizationStatus(for: .event), .fullAccess)
    let granted: Bool = try waitFor { done in store.requestFullAccessToEvents { granted, _ in done(granted) } }
    XCTAssertTrue(granted)
  }

  func testCalendarsOfEachEntityType() throws {
    try install()
    XCTAssertEqual(store.calendars(for: .event).map(\.title), ["Work", "Home"])
    XCTAssertEqual(store.calendars(for: .reminder).map(\.calendarIdentifier), ["todo"])
    XCTAssertEqual(store.defaultCalendarForNewEvents?.title, "Work")
  }

  func testEventsInAPeriodAreThoseThatOverlapItSortedByStart() throws {
    try install()
    let today = store.predicateForEvents(
      withStart: date("2024-06-10T09:41:00Z"), end: date("2024-06-11T00:00:00Z"), calendars: nil)
    let events = store.events(matching: today)
    XCTAssertEqual(events.map(\.title), ["Holiday", "Standup", "Review"])
    XCTAssertEqual(events.map(\.isAllDay), [true, false, false])
    XCTAssertEqual(events[1].location, "Room 4")
    XCTAssertEqual(events[1].calendar.title, "Work")

    let work = store.predicateForEvents(
      withStart: date("2024-06-10T00:00:00Z"), end: date("2024-06-13T00:00:00Z"), calendars: [store.calendars(for: .event)[0]])
    XCTAssertEqual(store.events(matching: work).map(\.title), ["Standup", "Review"])
    XCTAssertEqual(store.event(withIdentifier: "dentist")?.startDate, date("2024-06-12T09:00:00Z"))
  }

  func testRemindersIncompleteAndCompleted() throws {
    try install()
    let due: [String] = try waitFor { done in
      store.fetchReminders(
        matching: store.predicateForIncompleteReminders(
          withDueDateStarting: nil, ending: date("2024-06-11T00:00:00Z"), calendars: nil)
      ) { done($0?.map { $0.title } ?? []) }
    }
    XCTAssertEqual(due, ["Buy milk"])
    let all: [EKReminder] = try waitFor { done in
      let box = ResultBox<[EKReminder]>()
      store.fetchReminders(matching: store.predicateForReminders(in: nil)) { reminders in
        box.set(reminders ?? [])
        done(box.value ?? [])
      }
    }
    XCTAssertEqual(all.map(\.isCompleted), [false, false, true])
    XCTAssertEqual(all[0].priority, 1)
    XCTAssertEqual(all[0].dueDateComponents?.hour, 17)
    let completed: Int = try waitFor { done in
      store.fetchReminders(
        matching: store.predicateForCompletedReminders(
          withCompletionDateStarting: date("2024-06-09T00:00:00Z"), ending: nil, calendars: nil)
      ) { done($0?.count ?? -1) }
    }
    XCTAssertEqual(completed, 1)
  }

  func testAMissingStoreReadsAsEmptyAndIsRecordedForEachEntityType() throws {
    let folder = try variant { try FileManager.default.removeItem(at: $0.appendingPathComponent("EventKit")) }
    try install(folder)
    let output = standardError {
      XCTAssertEqual(store.calendars(for: .event).count, 0)
      XCTAssertEqual(store.events(matching: NSPredicate(value: true)).count, 0)
    }
    XCTAssertTrue(output.contains("EventKit/store.json does not exist"), output)
    XCTAssertEqual(MissingFixtures.requests(in: EventKitFixture.self), ["event"])
    let skeleton = try XCTUnwrap(MissingFixtures.skeleton()["EventKit/store.json"])
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: skeleton) as? [String: Any])
    XCTAssertEqual((object["events"] as? [[String: Any]])?.first?["start"] as? String, "2024-06-10T09:41:00Z")
  }

  func testAnEventInAnUnknownCalendarNamesTheFileAndKey() throws {
    let folder = try variant { folder in
      try Data(#"{"calendars": [], "events": [{"calendar": "nope", "title": "x", "start": "2024-06-10T10:00:00Z"}]}"#.utf8)
        .write(to: folder.appendingPathComponent("EventKit/store.json"))
    }
    try install(folder)
    let output = standardError { XCTAssertEqual(store.calendars(for: .event).count, 0) }
    XCTAssertTrue(output.contains("EventKit/store.json: events[0].calendar: no calendar has the id \"nope\""), output)
  }
}
