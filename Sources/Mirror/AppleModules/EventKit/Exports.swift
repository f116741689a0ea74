@_exported import Foundation
// `import EventKit`: calendars, events and reminders from the fixture folder's
// `EventKit/store.json`. Like Apple's, the module re-exports Foundation.
@_exported import FoundationFixtures
