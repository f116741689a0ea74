import Foundation

/// A request written down (``FixtureSource/noted(_:)``) to be recorded in another process.
package struct NotedRequest: Codable, Hashable, Sendable {
  /// Its source's ``FixtureSource/location``.
  package var location: String
  package var request: String
  /// As an error names it.
  package var description: String

  package init(location: String, request: String, description: String) {
    self.location = location
    self.request = request
    self.description = description
  }
}
