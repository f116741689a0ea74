import Foundation
import GalleryTestSupport
import MirrorCore
import SwiftData
import SwiftUI
import XCTest

/// `@Query` and `.modelContainer(_:)`: a view's models come from the container of its
/// environment, fetched when the body is evaluated.
final class QueryTests: FrameworkTestCase {
  private struct Library: View {
    @Query(sort: \Book.title) var books: [Book]
    @Query(filter: #Predicate<Book> { $0.pages > 420 }, sort: [SortDescriptor(\Book.pages, order: .reverse)]) var long: [Book]
    @Environment(\.modelContext) private var context

    var body: some View {
      VStack {
        ForEach(books) { book in Text(book.title) }
        Text("\(long.map(\.title).joined(separator: ", ")) are long")
        Text(context.container.configurations.first?.name ?? "none")
      }
    }
  }

  func testAQueryFetchesFromTheContainerOfTheViewsEnvironment() throws {
    try install()
    try MainActor.assumeIsolated {
      let container = try ModelContainer(
        for: Book.self, configurations: ModelConfiguration(groupContainer: .identifier("group.com.example.library")))
      XCTAssertEqual(
        resolve(Library().modelContainer(container)).texts,
        ["Cosmos", "Middlemarch", "Sapiens", "Middlemarch, Sapiens are long", "default"])
      let context = ModelContext(container)
      context.insert(Book(title: "Atlas", pages: 10))
      try context.save()
      XCTAssertEqual(
        resolve(Library().modelContext(ModelContext(container))).texts.first, "Atlas", "a save reaches the next render")
    }
  }

  func testWithoutAContainerAQueryFindsNothingAndSaysWhy() throws {
    try install()
    MainActor.assumeIsolated {
      let query = Query<Book, [Book]>(sort: \Book.title)
      XCTAssertEqual(query.wrappedValue.count, 0)
      XCTAssertEqual(query.fetchError as? SwiftDataError, .unknownSchema)
      XCTAssertEqual(resolve(Library().modelContainer(for: Book.self, inMemory: true)).texts, [" are long", "default"])
    }
  }
}
