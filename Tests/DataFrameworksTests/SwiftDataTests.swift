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

    let long = try context.fetch(
      FetchDescriptor<Book>(predicate: #Predicate { $0.pages > 420 }, sortBy: [SortDescriptor(\.pages, order: .reverse)]))
    XCTAssertEqual(long.map(\.title), ["Middlemarch", "Sapiens"])
    let target = UUID(uuidString: "8E5A2C2E-7B1F-4C0A-9C2B-000000000002")!
    var one = FetchDescriptor<Book>(predicate: #Predicate { $0.identifier == target })
    one.fetchLimit = 1
    XCTAssertEqual(try context.fetch(one).map(\.title), ["Cosmos"])
    let ids = [target]
    XCTAssertEqual(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { ids.contains($0.identifier) })).count, 1)
    XCTAssertEqual(try context.fetchCount(FetchDescriptor<Book>()), 3)
    XCTAssertTrue(
      try context.fetch(FetchDescriptor<Book>()).first === all.first { $0.title == "Sapiens" }, "one object per model and context"
    )
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

  func testSavesReachOtherContextsUntilTheNextInstallAndNeverTheFile() throws {
    try install()
    let container = try libraryContainer()
    let context = ModelContext(container)
    let desk = try XCTUnwrap(try context.fetch(FetchDescriptor<Shelf>(predicate: #Predicate { $0.name == "Desk" })).first)
    let book = Book(title: "Dune", pages: 412, genre: .fiction)
    XCTAssertNil(book.modelContext)
    XCTAssertEqual(book.rating, 0)
    context.insert(book)
    book.shelf = desk
    XCTAssertTrue(book.modelContext === context)
    XCTAssertEqual(desk.books.count, 3, "setting Book.shelf adds the book to the inverse")
    XCTAssertEqual(try context.fetchCount(FetchDescriptor<Book>()), 4, "fetches include unsaved inserts")
    XCTAssertTrue(context.hasChanges)
    try context.save()
    XCTAssertFalse(context.hasChanges)

    let other = ModelContext(container)
    let saved = try other.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Dune" }))
    XCTAssertEqual(saved.map(\.shelf?.name), ["Desk"])
    XCTAssertEqual(saved.first?.persistentModelID, book.persistentModelID)

    let sapiens = try XCTUnwrap(try other.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Sapiens" })).first)
    sapiens.pages = 500
    other.delete(try XCTUnwrap(try other.fetch(FetchDescriptor<Shelf>(predicate: #Predicate { $0.name == "Bedside" })).first))
    try other.save()
    let third = ModelContext(container)
    XCTAssertEqual(
      try third.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])).map(\.title), ["Cosmos", "Dune", "Sapiens"],
      "deleting a shelf deletes its books (cascade)")
    XCTAssertEqual(try third.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Sapiens" })).first?.pages, 500)

    try install()
    let fresh = ModelContext(try libraryContainer())
    XCTAssertEqual(try fresh.fetchCount(FetchDescriptor<Book>()), 3)
    XCTAssertEqual(try fresh.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Sapiens" })).first?.pages, 443)
  }

  func testRollbackAndDeletingUnsavedModels() throws {
    try install()
    let context = ModelContext(try libraryContainer())
    let cosmos = try XCTUnwrap(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title == "Cosmos" })).first)
    cosmos.pages = 1
    let draft = Book(title: "Draft", pages: 1)
    context.insert(draft)
    context.delete(draft)
    XCTAssertEqual(try context.fetchCount(FetchDescriptor<Book>()), 3)
    context.rollback()
    XCTAssertEqual(cosmos.pages, 396)
    XCTAssertFalse(context.hasChanges)
  }

  func testAutomaticGroupNamedStoresAndMemoryOnlyStores() throws {
    try install()
    let automatic = ModelContext(try ModelContainer(for: Book.self))
    XCTAssertEqual(try automatic.fetchCount(FetchDescriptor<Book>()), 3, ".automatic is the fixture folder's first App Group")
    let configuration = ModelConfiguration("Reading", groupContainer: .none)
    XCTAssertEqual(configuration.url.lastPathComponent, "Reading.store")
    let reading = ModelContext(try ModelContainer(for: Shelf.self, configurations: configuration))
    XCTAssertEqual(try reading.fetch(FetchDescriptor<Shelf>()).map(\.name), ["Loose"])
    let memory = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    XCTAssertEqual(try memory.fetchCount(FetchDescriptor<Book>()), 0)
    memory.insert(Book(title: "Notes", pages: 3))
    try memory.save()
    XCTAssertEqual(try memory.fetch(FetchDescriptor<Book>()).map(\.title), ["Notes"])
    XCTAssertTrue(MissingFixtures.isEmpty, "a memory-only store needs no fixture")
  }

  func testTheSchemaDescribesEntitiesAttributesAndRelationships() throws {
    let schema = Schema([Book.self])
    XCTAssertEqual(schema.entities.map(\.name), ["Book", "Shelf"], "related models join the schema")
    let shelf = try XCTUnwrap(schema.entity(for: Shelf.self))
    XCTAssertEqual(shelf.attributesByName["name"]?.isUnique, true)
    let books = try XCTUnwrap(shelf.relationshipsByName["books"])
    XCTAssertEqual(books.deleteRule, .cascade)
    XCTAssertEqual(books.destination, "Book")
    XCTAssertFalse(books.isToOneRelationship)
    let book = try XCTUnwrap(schema.entity(for: Book.self))
    XCTAssertEqual(
      book.storedProperties.map(\.name),
      ["title", "author", "pages", "finished", "rating", "identifier", "genre", "tags", "shelf"],
      "@Transient and computed properties are not stored")
    XCTAssertEqual(book.attributesByName["author"]?.isOptional, true)
    XCTAssertEqual(book.relationshipsByName["shelf"]?.isToOneRelationship, true)
  }

  func testModelsAreObservable() throws {
    let book = Book(title: "Dune", pages: 412)
    let changed = ResultBox<Bool>()
    withObservationTracking {
      _ = book.pages
    } onChange: {
      changed.set(true)
    }
    book.title = "Dune Messiah"
    XCTAssertNil(changed.value, "a property the tracking did not read")
    book.pages = 256
    XCTAssertEqual(changed.value, true)
  }

  func testAMissingStoreOrEntityIsEmptyNamedAndRecorded() throws {
    try install()
    let configuration = ModelConfiguration("Archive", groupContainer: .identifier("group.com.example.library"))
    let context = ModelContext(try ModelContainer(for: Book.self, configurations: configuration))
    let output = try standardError { XCTAssertEqual(try context.fetch(FetchDescriptor<Book>()).count, 0) }
    let path = "AppGroups/group.com.example.library/Library/Application Support/Archive.store.json"
    XCTAssertTrue(output.contains("no Book objects: "), output)
    XCTAssertTrue(output.contains(path + " does not exist"), output)
    let skeleton = try XCTUnwrap(MissingFixtures.skeleton()[path])
    let books = try XCTUnwrap((JSONSerialization.jsonObject(with: skeleton) as? [String: Any])?["Book"] as? [[String: Any]])
    let placeholder = try XCTUnwrap(books.first)
    XCTAssertEqual(placeholder["title"] as? String, "")
    XCTAssertEqual(placeholder["pages"] as? Int, 0)
    XCTAssertEqual(placeholder["rating"] as? Double, 0, "the class's initial value")
    XCTAssertEqual(placeholder["genre"] as? String, "fiction")
    XCTAssertEqual(placeholder["tags"] as? [String], [])
    XCTAssertTrue(placeholder["author"] is NSNull)
    XCTAssertTrue(placeholder["shelf"] is NSNull)
    XCTAssertNil(placeholder["isSelected"], "transient")

    let listed = try variant { folder in
      try Data(#"{"Shelf": []}"#.utf8).write(to: folder.appendingPathComponent("Stores/Reading.store.json"))
    }
    try install(listed)
    MissingFixtures.reset()
    let reading = ModelContext(
      try ModelContainer(for: Shelf.self, configurations: ModelConfiguration("Reading", groupContainer: .none)))
    let listing = try standardError { _ = try reading.fetch(FetchDescriptor<Book>()) }
    XCTAssertTrue(listing.contains("Stores/Reading.store.json does not list Book"), listing)
    XCTAssertEqual(
      MissingFixtures.requests(in: StoreFixtures.self).map(\.entity), ["Book"],
      "an entity listed as [] has no objects and is not missing")
  }

  func testInvalidStoresNameTheFileAndKey() throws {
    let cases: [(String, String)] = [
      (#"{"Book": [{"title": "A", "pages": "many"}]}"#, "Book[0].pages: expected an integer, not a string"),
      (#"{"Book": [{"title": "A", "pages": 1, "colour": "red"}]}"#, "Book[0].colour: not a property of Book"),
      (#"{"Book": [{"pages": 1}]}"#, "Book[0].title: missing; Book.title is a String without an initial value"),
      (#"{"Book": [{"title": "A", "pages": 1, "finished": "yesterday"}]}"#, "Book[0].finished: expected an ISO 8601 date string"),
      (#"{"Book": [{"title": "A", "pages": 1, "shelf": "nowhere"}]}"#, #"Book[0].shelf: no Shelf object has the @id "nowhere""#),
      (#"{"Magazine": []}"#, "Magazine: no @Model class of this name in the container's schema (Book, Shelf)"),
      (#"{"Book": {"title": "A"}}"#, "Book: expected an array of Book objects"),
      (#"{"Shelf": [{"@id": "a", "name": "A"}, {"@id": "a", "name": "B"}]}"#, #"Shelf[1].@id: "a" names two Shelf objects"#),
    ]
    for (json, message) in cases {
      let folder = try variant { folder in
        try Data(json.utf8).write(to: folder.appendingPathComponent("Stores/Reading.store.json"))
      }
      try install(folder)
      let output = try standardError {
        XCTAssertThrowsError(
          try ModelContainer(for: Book.self, configurations: ModelConfiguration("Reading", groupContainer: .none))
        ) {
          error in
          XCTAssertEqual(error as? SwiftDataError, .loadIssueModelContainer)
          XCTAssertTrue("\(error)".contains("Stores/Reading.store.json: \(message)"), "\(error)")
        }
      }
      XCTAssertTrue(output.contains(message), output)
    }
  }
}
