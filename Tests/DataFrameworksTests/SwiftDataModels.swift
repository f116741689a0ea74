import Foundation
import SwiftData

/// Models written as an app writes them: types with and without annotations, defaults,
/// optionals, an enum of the model's own, a relationship with an inverse, a transient and a
/// computed property, comments and attributes.
@Model
final class Shelf {
  @Attribute(.unique) var name: String
  var position: Int = 0
  /// Deleting a shelf deletes its books.
  @Relationship(deleteRule: .cascade, inverse: \Book.shelf)
  var books: [Book] = []

  init(name: String, position: Int = 0) {
    self.name = name
    self.position = position
  }
}

@Model
final class Book {
  enum Genre: String, Codable, CaseIterable {
    case fiction, history, science
  }

  var title: String
  var author: String?  // unknown for some
  var pages: Int
  var finished: Date?
  var rating = 0.0
  var identifier: UUID = UUID()
  var genre: Genre = Genre.fiction
  var tags: [String] = []
  var shelf: Shelf?
  @Transient var isSelected = false

  /// A line for lists.
  var summary: String { "\(title) (\(pages) pages)" }

  init(title: String, author: String? = nil, pages: Int, genre: Genre = .fiction) {
    self.title = title
    self.author = author
    self.pages = pages
    self.genre = genre
  }

  func isLong() -> Bool { pages > 500 }
}
