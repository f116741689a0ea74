import CoreData
import Foundation
import GalleryFixtures
import XCTest

/// Core Data as Apple documents it, over store fixtures, with the classes and model the
/// `CoreDataModelClasses` plugin generates from `Journal.xcdatamodeld`.
final class CoreDataTests: FrameworkTestCase {
  /// The container of `Journal`, its store in the App Group when `group` is given.
  private func journal(group: String? = nil) throws -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Journal")
    if let group {
      let folder = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
      container.persistentStoreDescriptions = [
        NSPersistentStoreDescription(url: folder.appendingPathComponent("Shared/Journal.sqlite"))
      ]
    }
    var loadError: (any Error)?
    container.loadPersistentStores { _, error in loadError = error }
    if let loadError { throw loadError }
    return container
  }

  func testTheGeneratedModelHasTheEntitiesOfTheFile() throws {
    let model = try XCTUnwrap(NSManagedObjectModel.mergedModel(from: [Bundle.main]))
    XCTAssertEqual(model.entities.compactMap(\.name), ["Entry", "Notebook"])
    let entry = try XCTUnwrap(model.entitiesByName["Entry"])
    XCTAssertEqual(entry.attributesByName["mood"]?.attributeType, .integer16AttributeType)
    XCTAssertEqual(entry.attributesByName["mood"]?.defaultValue as? NSNumber, 0)
    XCTAssertEqual(entry.relationshipsByName["notebook"]?.destinationEntity?.name, "Notebook")
    XCTAssertEqual(entry.relationshipsByName["notebook"]?.inverseRelationship?.name, "entries")
    XCTAssertEqual(model.entitiesByName["Notebook"]?.relationshipsByName["entries"]?.deleteRule, .cascadeDeleteRule)
    XCTAssertTrue(Entry.entity() === Entry.entity(), "one entity description per class, as Core Data keeps it")
    XCTAssertEqual(Entry.entity().name, "Entry")
  }

  func testAFetchRequestFiltersAndSortsTheStoresObjects() throws {
    try install()
    let context = try journal().viewContext
    let request: NSFetchRequest<Entry> = Entry.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
    let entries = try context.fetch(request)
    XCTAssertEqual(entries.map(\.title), ["Standup notes", "Loose thought", "Garden", "Retro"])
    XCTAssertEqual(entries[0].mood, 3)
    XCTAssertTrue(entries[0].isFavorite)
    XCTAssertFalse(entries[1].isFavorite, "the model's default")
    XCTAssertEqual(entries[2].wordCount, 120)
    XCTAssertEqual(entries[0].identifier, UUID(uuidString: "6F1C2D3E-0000-4000-8000-000000000001"))
    XCTAssertEqual(entries[0].date, date("2024-06-10T09:15:00Z"))
    XCTAssertNil(entries[1].body)

    request.predicate = NSPredicate(format: "mood >= %d AND notebook.name == %@", 3, "Work")
    XCTAssertEqual(try context.fetch(request).map(\.title), ["Standup notes"])
    request.predicate = NSPredicate(format: "title CONTAINS[c] %@ OR notebook == nil", "RET")
    XCTAssertEqual(try context.fetch(request).map(\.title), ["Loose thought", "Retro"])
    request.predicate = NSPredicate(format: "date > %@", date("2024-06-09T00:00:00Z") as NSDate)
    request.fetchLimit = 1
    XCTAssertEqual(try context.fetch(request).map(\.title), ["Standup notes"])
    XCTAssertEqual(try context.count(for: Entry.fetchRequest() as NSFetchRequest<Entry>), 4)
  }

  func testRequestsByEntityNameValuesByKeyDictionariesAndCounts() throws {
    try install()
    let context = try journal().viewContext
    let request = NSFetchRequest<NSManagedObject>(entityName: "Notebook")
    request.sortDescriptors = [NSSortDescriptor(key: "sortIndex", ascending: true)]
    let notebooks = try context.fetch(request)
    XCTAssertEqual(notebooks.map { $0.value(forKey: "name") as? String }, ["Home", "Work"])
    XCTAssertEqual((notebooks[1].value(forKey: "entries") as? NSSet)?.count, 2)
    XCTAssertEqual(notebooks[1].value(forKeyPath: "entries.@count") as? NSNumber, 2)

    let names = NSFetchRequest<NSDictionary>(entityName: "Notebook")
    names.resultType = .dictionaryResultType
    names.propertiesToFetch = ["name"]
    names.predicate = NSPredicate(format: "entries.@count > 1")
    XCTAssertEqual(try context.fetch(names).map { $0["name"] as? String }, ["Work"])
    let count = NSFetchRequest<NSNumber>(entityName: "Entry")
    count.resultType = .countResultType
    count.predicate = NSPredicate(format: "ANY notebook.name IN %@", ["Home", "Nowhere"])
    XCTAssertEqual(try context.fetch(count).first, 1)
    let all = NSFetchRequest<NSFetchRequestResult>(entityName: "Entry")
    XCTAssertEqual(try context.fetch(all).count, 4)
  }

  func testRelationshipsAndTheirGeneratedAccessors() throws {
    try install()
    let context = try journal().viewContext
    let request: NSFetchRequest<Notebook> = Notebook.fetchRequest()
    request.predicate = NSPredicate(format: "name == %@", "Home")
    let home = try XCTUnwrap(try context.fetch(request).first)
    let garden = try XCTUnwrap(home.entries?.anyObject() as? Entry)
    XCTAssertEqual(garden.title, "Garden", "an entry written inside its notebook")
    XCTAssertTrue(garden.notebook === home, "the inverse of Notebook.entries")
    let entry = Entry(context: context)
    entry.title = "New"
    entry.date = date("2024-06-10T09:41:00Z")
    home.addToEntries(entry)
    XCTAssertTrue(entry.notebook === home)
    XCTAssertEqual(home.entries?.count, 2)
    home.removeFromEntries(garden)
    XCTAssertNil(garden.notebook)
    XCTAssertFalse(home.isEmpty)
  }

  func testSavesLastUntilTheNextInstallAndDeletesCascade() throws {
    try install()
    let container = try journal()
    let context = container.viewContext
    let entry = Entry(context: context)
    entry.title = "Saved"
    entry.date = date("2024-06-10T09:41:00Z")
    XCTAssertTrue(context.hasChanges)
    try context.save()
    XCTAssertFalse(entry.objectID.isTemporaryID)
    let background = container.newBackgroundContext()
    let titles: [String] = try background.performAndWait {
      let request: NSFetchRequest<Entry> = Entry.fetchRequest()
      request.predicate = NSPredicate(format: "title == %@", "Saved")
      return try request.execute().map(\.title!)
    }
    XCTAssertEqual(titles, ["Saved"])

    let work = try XCTUnwrap(
      try background.fetch(NSFetchRequest<Notebook>(entityName: "Notebook")).first { $0.name == "Work" })
    background.delete(work)
    try background.save()
    let remaining = try container.newBackgroundContext().fetch(NSFetchRequest<Entry>(entityName: "Entry")).compactMap(\.title)
    XCTAssertEqual(remaining.sorted(), ["Garden", "Loose thought", "Saved"], "deleting a notebook deletes its entries")

    try install()
    XCTAssertEqual(try journal().viewContext.count(for: NSFetchRequest<Entry>(entityName: "Entry")), 4)
  }

  func testAStoreInAnAppGroupContainer() throws {
    try install()
    let context = try journal(group: "group.com.example.library").viewContext
    let entries = try context.fetch(NSFetchRequest<Entry>(entityName: "Entry"))
    XCTAssertEqual(entries.map(\.title), ["From the app"])
    XCTAssertEqual(entries.first?.notebook?.name, "Shared")
  }

  func testAMissingStoreIsEmptyNamedAndRecorded() throws {
    try installNone()
    let context = try journal().viewContext
    let output = try standardError { XCTAssertEqual(try context.fetch(NSFetchRequest<Entry>(entityName: "Entry")).count, 0) }
    XCTAssertTrue(output.contains("no Entry objects: Stores/Journal.sqlite.json"), output)
    let skeleton = try XCTUnwrap(MissingFixtures.skeleton()["Stores/Journal.sqlite.json"])
    let entry = try XCTUnwrap(
      ((JSONSerialization.jsonObject(with: skeleton) as? [String: Any])?["Entry"] as? [[String: Any]])?.first)
    XCTAssertEqual(entry["title"] as? String, "")
    XCTAssertEqual(entry["mood"] as? Int, 0)
    XCTAssertEqual(entry["isFavorite"] as? Bool, false)
    XCTAssertEqual(entry["date"] as? String, "2024-06-10T09:41:00Z")
    XCTAssertTrue(entry["body"] is NSNull)
    XCTAssertTrue(entry["notebook"] is NSNull)
  }

  func testAStoreThatDoesNotFitTheModelFailsToLoadNamingFileAndKey() throws {
    let folder = try variant { folder in
      try Data(#"{"Entry": [{"title": "A", "date": "2024-06-10T09:00:00Z", "mood": "happy"}]}"#.utf8)
        .write(to: folder.appendingPathComponent("Stores/Journal.sqlite.json"))
    }
    try install(folder)
    var loadError: (any Error)?
    let output = standardError {
      NSPersistentContainer(name: "Journal").loadPersistentStores { _, error in loadError = error }
    }
    let message = "Stores/Journal.sqlite.json: Entry[0].mood: expected an integer, not a string"
    XCTAssertTrue((loadError as NSError?)?.localizedDescription.contains(message) == true, "\(String(describing: loadError))")
    XCTAssertTrue(output.contains(message), output)
  }
}
