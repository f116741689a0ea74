import Foundation

/// What `serve` tells open pages: which site they should show, whether a rebuild is running,
/// and why the last one failed.
package struct ServeStatus: Equatable, Sendable, Codable {
  /// Goes up by one each time a new site is in place; a page showing an older one reloads.
  package var generation: Int
  package var building: Bool
  package var failure: Failure?

  /// A rebuild that failed: the site on disk is still the last good one.
  package struct Failure: Equatable, Sendable, Codable {
    /// One line: which step failed ("swift build", "render").
    package var summary: String
    package var diagnostics: [CompilerDiagnostic]
    /// The end of the failing step's output, for errors with no file and line.
    package var log: String

    package init(summary: String, diagnostics: [CompilerDiagnostic] = [], log: String = "") {
      self.summary = summary
      self.diagnostics = diagnostics
      self.log = log
    }
  }

  package init(generation: Int = 0, building: Bool = false, failure: Failure? = nil) {
    self.generation = generation
    self.building = building
    self.failure = failure
  }

  /// The status as one server-sent event.
  var event: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return "event: status\ndata: \(json)\n\n"
  }
}
