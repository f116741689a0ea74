import Foundation

/// The Live Activities drawn with no content state (neither a `#Preview` nor a fixture): the
/// skeleton folder gets `LiveActivities/<Attributes>.json` for each, with every key of its
/// attributes and content state, typed, for the user to fill in. Read by the gallery itself
/// (`ActivityState`), not by this source; nothing is guessed into the gallery.
package enum LiveActivitySkeletons: FixtureSource {
  /// A Live Activity's skeleton file.
  package struct Request: Hashable, Comparable, Sendable {
    /// The attributes type's name, the file's name.
    package var kind: String
    package var file: Data

    package init(kind: String, file: Data) {
      self.kind = kind
      self.file = file
    }

    package static func < (left: Request, right: Request) -> Bool { left.kind < right.kind }
  }

  package static let location = "LiveActivities"
  package static let empty: [String] = []

  package static func read(from url: URL) throws -> [String] { [] }

  package static func skeleton(for requests: [Request]) -> [String: Data] {
    Dictionary(requests.map { ("\(location)/\($0.kind).json", $0.file) }) { first, _ in first }
  }

  /// Records the skeleton of Live Activity `kind`: its attributes and one content state, as JSON.
  package static func record(kind: String, attributes: Any, state: Any) {
    let file = skeletonJSON(["attributes": attributes, "states": [["name": "", "state": state]]])
    MissingFixtures.record(Request(kind: kind, file: file), in: self)
  }
}
