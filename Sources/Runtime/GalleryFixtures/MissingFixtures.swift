import Foundation
import Locking
import Synchronization

/// What widgets asked for and the fixtures did not have, for the whole process: every URL
/// without a fixture, keychain item, health query… Written out by `build --missing-fixtures`
/// as a skeleton fixture folder.
package enum MissingFixtures {
  private struct Source: @unchecked Sendable {
    // Sendable: a value kept in `sources` and read and changed only under that Mutex; its skeleton closure is Sendable.
    // `Request`s of one source type, erased; `skeleton` knows their type.
    var requests: Set<AnyHashable>
    var skeleton: @Sendable (Set<AnyHashable>) -> [String: Data]
  }

  private static let sources = Mutex<[ObjectIdentifier: Source]>([:])

  /// Every request recorded that an error can name (``FixtureSource/describe(_:)``), in order,
  /// for the errors of the widgets that asked.
  private static let history = Mutex<[String]>([])

  /// Told of every request recorded that can be noted (``FixtureSource/noted(_:)``), so that
  /// a run of the build can pass it on to the next (set once, before widgets run).
  nonisolated(unsafe) package static var observer: (@Sendable (NotedRequest) -> Void)?

  /// Notes that a widget asked `source` for `request` and got nothing.
  package static func record<S: FixtureSource>(_ request: S.Request, in source: S.Type) {
    sources.locked { sources in
      let erased = Source(requests: []) { requests in S.skeleton(for: requests.compactMap { $0.base as? S.Request }.sorted()) }
      _ = sources[ObjectIdentifier(source), default: erased].requests.insert(AnyHashable(request))
    }
    let description = S.describe(request)
    if let description { history.locked { $0.append(description) } }
    if let observer, let noted = S.noted(request) {
      observer(NotedRequest(location: S.location, request: noted, description: description ?? noted))
    }
  }

  /// The sources whose noted requests ``replay(_:)`` records.
  private static let replayable: [any FixtureSource.Type] = [URLFixtureSource.self, AppGroupContainers.self, DefaultsKeys.self]

  /// Records a request noted in another process.
  package static func replay(_ noted: NotedRequest) {
    func replay<S: FixtureSource>(in source: S.Type) {
      if let request = S.request(noted: noted.request) { record(request, in: source) }
    }
    for source in replayable where source.location == noted.location { replay(in: source) }
  }

  /// A mark in the record, for ``asked(since:)``.
  package static var mark: Int { history.locked { $0.count } }

  /// What was asked for and not found since `mark`, without repeats, in the order asked:
  /// "https://api.example.com/v1 which urls.json lacks".
  package static func asked(since mark: Int) -> [String] {
    let asked = history.locked { Array($0[min(mark, $0.count)...]) }
    var seen: Set<String> = []
    return asked.filter { seen.insert($0).inserted }
  }

  /// Every request recorded for `source`, sorted.
  package static func requests<S: FixtureSource>(in source: S.Type) -> [S.Request] {
    sources.locked { $0[ObjectIdentifier(source)]?.requests.compactMap { $0.base as? S.Request }.sorted() ?? [] }
  }

  /// Whether nothing was recorded.
  package static var isEmpty: Bool { sources.locked { $0.values.allSatisfy(\.requests.isEmpty) } }

  /// Forgets everything recorded.
  package static func reset() {
    sources.locked { $0 = [:] }
    history.locked { $0 = [] }
  }

  /// The skeleton folder's files (relative path → contents; a path ending in `/` is a folder).
  package static func skeleton() -> [String: Data] {
    let sources = sources.locked { Array($0.values) }
    var files: [String: Data] = [:]
    for source in sources where !source.requests.isEmpty {
      files.merge(source.skeleton(source.requests)) { first, _ in first }
    }
    return files
  }

  /// Throws unless `folder` does not exist or is an empty folder, so a build can refuse it
  /// before it renders anything.
  package static func checkFolder(_ folder: URL) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else { throw MissingFixturesFolderError.notAFolder(folder.path) }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    guard entries.isEmpty else { throw MissingFixturesFolderError.notEmpty(folder.path) }
  }

  /// Writes ``skeleton()`` into `folder`, which must not exist or be empty: nothing already
  /// there is overwritten. Returns the paths written, sorted.
  ///
  /// - Throws: ``MissingFixturesFolderError`` when the folder has files or cannot be written.
  @discardableResult
  package static func write(to folder: URL) throws -> [String] {
    let manager = FileManager.default
    try checkFolder(folder)
    let files = skeleton()
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for path in files.keys.sorted() {
        let target = folder.appendingPathComponent(path)
        if path.hasSuffix("/") {
          try manager.createDirectory(at: target, withIntermediateDirectories: true)
        } else {
          try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
          try files[path]!.write(to: target, options: .withoutOverwriting)
        }
      }
    } catch {
      throw MissingFixturesFolderError.unwritable(folder.path, readFailureReason(error))
    }
    return files.keys.sorted()
  }
}

/// Why `build --missing-fixtures` could not write its folder.
package enum MissingFixturesFolderError: Error, Equatable, CustomStringConvertible, LocalizedError {
  case notAFolder(String)
  case notEmpty(String)
  case unwritable(String, String)

  package var description: String {
    switch self {
    case .notAFolder(let path): "\(path): --missing-fixtures needs a new or empty folder; this is a file"
    case .notEmpty(let path): "\(path): --missing-fixtures writes only into a new or empty folder; this one has files"
    case .unwritable(let path, let reason): "\(path): cannot write the missing fixtures: \(reason)"
    }
  }

  package var errorDescription: String? { description }
}
