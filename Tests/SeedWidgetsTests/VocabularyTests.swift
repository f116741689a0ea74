import Foundation
import GalleryFixtures
import GalleryTestSupport
import WidgetGallery
import XCTest

@testable import SeedVocabulary

final class VocabularyTests: FixtureTestCase {
  func testRandomTimelineHas720EntriesFiveSecondsApartForAnHour() throws {
    try install(fixturesDirectory)
    let timeline = try timeline(RandomProvider(), in: context(.systemSmall))
    XCTAssertEqual(timeline.policy, .atEnd)
    XCTAssertEqual(timeline.entries.count, 720)
    let dates = timeline.entries.map(\.date)
    XCTAssertEqual(Calendar.current.component(.second, from: dates[0]), 0)
    for (earlier, later) in zip(dates, dates.dropFirst()) {
      XCTAssertEqual(later.timeIntervalSince(earlier), 5)
    }
    XCTAssertEqual(dates[719].timeIntervalSince(dates[0]), 3595)

    let stored = Set(DataController().translationsForWidget().map(\.id))
    XCTAssertEqual(stored.count, 12)
    let shown = timeline.entries.map(\.translation.id)
    XCTAssertTrue(Set(shown).isSubset(of: stored))
    XCTAssertGreaterThan(Set(shown).count, 6, "the choice should vary across the hour")
  }

  func testRandomChoiceIsTheSameOnEveryRun() throws {
    try install(fixturesDirectory)
    let first = try timeline(RandomProvider(), in: context(.systemSmall)).entries.map(\.translation.id)
    let second = try timeline(RandomProvider(), in: context(.systemSmall)).entries.map(\.translation.id)
    XCTAssertEqual(first, second)

    var generator = SeededRandomNumberGenerator(seed: RandomProvider.seed)
    let expected = (0..<720).map { _ in Int.random(in: 0..<12, using: &generator) }
    let ids = DataController().translationsForWidget().map(\.id)
    XCTAssertEqual(first, expected.map { ids[$0] })
  }

  func testWithoutTranslationsTheMockEntryStaysForever() throws {
    try install(try fixtureVariant())
    let timeline = try timeline(RandomProvider(), in: context(.systemSmall))
    XCTAssertEqual(timeline.policy, .never)
    XCTAssertEqual(timeline.entries.map(\.translation.original), ["Hello"])
  }

  func testMultipleTimelineShowsTheSixLowestLevels() throws {
    try install(fixturesDirectory)
    let timeline = try timeline(MultipleProvider(), in: context(.systemLarge))
    XCTAssertEqual(timeline.policy, .never)
    let translations = try XCTUnwrap(timeline.entries.first).translations
    XCTAssertEqual(translations.map(\.original), ["apple", "butterfly", "to wander", "to borrow", "to remember", "cloud"])
    XCTAssertEqual(translations.map(\.level), [0, 0, 0, 1, 1, 2])
  }

  func testPlaceholdersUseTheExampleTranslation() throws {
    try install(fixturesDirectory)
    XCTAssertEqual(RandomProvider().placeholder(in: context(.systemSmall)).translation.original, "Hello")
    XCTAssertEqual(try snapshot(RandomProvider(), in: context(.systemSmall, isPreview: true)).translation.translation, "Hola")
    XCTAssertEqual(MultipleProvider().placeholder(in: context(.systemLarge)).translations.map(\.original), ["Hello"])
  }
}
