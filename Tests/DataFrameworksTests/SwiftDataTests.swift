import Foundation
import GalleryFixtures
import SwiftData
import XCTest

/// SwiftData as Apple documents it, over store fixtures: `AppGroups/<group>/Library/Application
/// Support/default.store.json` for a container in an App Group, `Stores/<name>.store.json`
/// otherwise.
final class SwiftDataTests: FrameworkTestCase {
  private func libraryContainer() throws -> ModelContainer {
    let configuration = ModelConfiguration(groupContainer: .identifier("group.com.example.library"))
    return try ModelContainer(for: Book.self, configurations: configuration)
  }

  func testAFetchReturnsTheStoresModelsFilteredAndSorted() throws {
    try install()
    let context = ModelContext(try libraryContainer())
    let all = try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
    XCTAssertEqual(all.map(\.title), ["Cosmos", "Middlemarch", "Sapiens"])
    XCTAssertEqual(all.map(\.pages), [396, 880, 443])
    XCTAssertEqual(all[0].author, nil)
    XCTAssertEqual(all[0].rating, 0, "a property the fixture leaves out takes the class's initial value")
    XCTAssertEqual(all[0].tags, ["space", "classic"])
    XCTAssertEqual(all[2].finished, date("2024-05-30T20:00:00Z"))
    XCTAssertEqual(all[2].genre, .history)
    XCTAssertEqual(all[2].identifier, UUID(uuidString: "8E5A2C2E-7B1F-4C0A-9C2B-000000000001"))
    XCTAssertEqual(all[1].summary, "Middlemarch (880 pages)")

    let long = try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.pages > 420 }, sortBy: [SortDescriptor(\.pages, order: .reverse)]))
    XCTAssertEqual(long.map(\.title), ["Middlemarch", "Sapiens"])
    let target = UUID(uuidString: "8E5A2C2E-7B1F-4C0A-9C2B-000000000002")!
    var one = FetchDescriptor<Book>(predicate: #Predicate { $0.identifier == target })
    one.fetchLimit = 1
    XCTAssertEqual(try context.fetch(one).map(\.title), ["Cosmos"])
    let ids = [target]
    XCTAssertEqual(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { ids.contains($0.identifier) })).count, 1)
    XCTAssertEqual(try context.fetchCount(FetchDescriptor<Book>()), 3)
    XCTAssertTrue(try context.fetch(FetchDescriptor<Book>()).first === all.first { $0.title == "Sapiens" }, "one object per model and context")
  }

  func testRelationshipsResolveBothWays() throws {
    try install()
    let context = ModelContext(try libraryContainer())
    let shelves = try context.fetch(FetchDescriptor<Shelf>(sortBy: [SortDescriptor(\.position)]))
    XCTAssertEqual(shelves.map(\.name), ["Bedside", "Desk"])
    XCTAssertEqual(shelves[0].books.map(\.title), ["Middlemarch"], "a book written inside its shelf")
    XCTAssertEqual(shelves[1].books.map(\.title).sorted(), ["Cosmos", "Sapiens"], "the inverse of Book.shelf")
    let cosmos = try XCTUnwrap(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Cosmos" })).first)
    XCTAssertTrue(cosmos.shelf === shelves[1])
    XCTAssertEqual(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.shelf?.name == "Desk" })).count, 2)
  }
}
