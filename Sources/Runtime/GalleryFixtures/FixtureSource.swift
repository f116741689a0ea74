import Foundation

/// One kind of app data a widget reads, answered from its files in the fixture folder.
///
/// A framework mirror (Security's keychain, HealthKit's samples, EventKit's events…) declares
/// one conforming type: where its files are, how they are read and checked, and what a
/// skeleton folder holds for the requests nothing answered. The fixture layer does the rest:
/// ``InstalledFixtures/contents(of:)`` reads the files the first time a widget asks after an
/// install, once, and ``MissingFixtures/record(_:in:)`` keeps what was asked and not found
/// for `build --missing-fixtures`.
package protocol FixtureSource: Sendable {
  /// What the source's files hold, in the form the framework answers from.
  associatedtype Contents: Sendable
  /// One thing a widget asked for that the fixtures do not have (a URL, a keychain item…).
  associatedtype Request: Hashable, Comparable, Sendable

  /// The source's file or folder, relative to the fixture folder (`Keychain/keychain.json`).
  static var location: String { get }

  /// What the source holds when the fixture folder has no such file (or there is no folder).
  static var empty: Contents { get }

  /// Reads and checks the source's file or folder at `url`, which exists.
  ///
  /// - Throws: ``AppDataFixtureError`` naming the file and the key at fault.
  static func read(from url: URL) throws -> Contents

  /// The files of a skeleton fixture folder asking for `requests` (sorted, without repeats):
  /// paths relative to the folder → contents. A path ending in `/` is a folder.
  static func skeleton(for requests: [Request]) -> [String: Data]

  /// A request as text that ``request(noted:)`` reads back, so a request made in one process
  /// (a run of the build that crashed) can be recorded in another; nil for requests that
  /// cannot be. A string request is itself.
  static func noted(_ request: Request) -> String?

  /// The request ``noted(_:)`` wrote.
  static func request(noted: String) -> Request?

  /// The request as an error names it: "https://… which urls.json lacks"; nil for requests
  /// that are not named by a string.
  static func describe(_ request: Request) -> String?
}

extension FixtureSource {
  package static func noted(_ request: Request) -> String? { request as? String }

  package static func request(noted: String) -> Request? { noted as? Request }

  package static func describe(_ request: Request) -> String? {
    (request as? String).map { "\($0) which \(location) lacks" }
  }
}
