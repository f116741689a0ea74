import Foundation
import Locking
import Synchronization

/// The stores of SwiftData and Core Data: one JSON file per store file, holding each entity's
/// objects.
///
/// ```json
/// { "Counter": [ { "@id": "steps", "name": "Steps", "value": 42, "collection": "daily" } ],
///   "CounterCollection": [ { "@id": "daily", "name": "Daily" } ] }
/// ```
/// Keys are entity (class) names; each object has the entity's properties by name, as JSON
/// values the app's types decode from (dates in ISO 8601, `Data` in base64, enums by raw
/// value). `@id` names an object for relationships to refer to (a string, or an array of them
/// for to-many); a relationship can also hold the related object itself.
///
/// A store inside an App Group container is `AppGroups/<group>/<path in the container>.json`
/// (SwiftData's default store there is `Library/Application Support/default.store`); any
/// other store is `Stores/<store file name>.json`.
package enum StoreFixtures: FixtureSource {
  package static let location = "Stores"
  /// The store files in `Stores/`, sorted.
  package static let empty: [String] = []

  package static func read(from url: URL) throws -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw AppDataFixtureError.unreadableFile(path: url.path, reason: readFailureReason(error))
    }
  }

  /// The store files asked for: each entity with one placeholder object.
  package static func skeleton(for requests: [StoreFixtureRequest]) -> [String: Data] {
    var files: [String: [String: Any]] = [:]
    for request in requests where files[request.path]?[request.entity] == nil {
      files[request.path, default: [:]][request.entity] = [request.placeholder.mapValues(\.foundationValue)]
    }
    return files.mapValues { skeletonJSON($0) }
  }

  private struct Cache {
    var generation = -1
    var files: [String: Result<StoreFixtureFile?, AppDataFixtureError>] = [:]
  }

  private static let cache = Mutex(Cache())

  /// The store file at `location` in the installed fixture folder, read once per install; nil
  /// when there is no such file (or no fixture folder).
  ///
  /// - Throws: ``AppDataFixtureError`` naming the file and key when it is not a store fixture.
  package static func file(at location: StoreFixtureLocation) throws -> StoreFixtureFile? {
    let generation = InstalledFixtures.generation
    return try cache.locked { cache -> Result<StoreFixtureFile?, AppDataFixtureError> in
      if cache.generation != generation { cache = Cache(generation: generation) }
      if let read = cache.files[location.relativePath] { return read }
      let read: Result<StoreFixtureFile?, AppDataFixtureError>
      if let url = location.fileURL, FileManager.default.fileExists(atPath: url.path) {
        do {
          read = .success(try StoreFixtureFile.read(at: url))
        } catch let error as AppDataFixtureError {
          read = .failure(error)
        } catch {
          read = .failure(.unreadableFile(path: url.path, reason: "\(error)"))
        }
      } else {
        read = .success(nil)
      }
      cache.files[location.relativePath] = read
      return read
    }.get()
  }
}

/// Where a store's fixture file is in the fixture folder.
package struct StoreFixtureLocation: Hashable, Sendable {
  /// The file's path relative to the fixture folder.
  package let relativePath: String

  /// The fixture of a store at `path` inside the App Group `group`'s container.
  package init(group: String, path: String) {
    self.init(relativePath: "\(AppGroupContainers.location)/\(group)/\(path).json")
  }

  private init(relativePath: String) {
    self.relativePath = relativePath
  }

  /// The fixture of the store file at `url`: inside an App Group container when the URL is in
  /// one (as `containerURL(forSecurityApplicationGroupIdentifier:)` gave it), else in `Stores/`.
  package init(storeURL url: URL) {
    if let (group, path) = AppGroupContainers.group(containing: url) {
      self.init(group: group, path: path)
    } else {
      self.init(relativePath: "\(StoreFixtures.location)/\(url.lastPathComponent).json")
    }
  }

  /// The file in the installed fixture folder; nil when none is installed.
  package var fileURL: URL? { InstalledFixtures.directory?.appendingPathComponent(relativePath) }

  /// The path for messages: in the installed folder, or relative when none is installed.
  package var displayPath: String { fileURL?.path ?? "\(relativePath) (no fixture folder given)" }
}

/// A store fixture file: each entity's objects, checked for shape (their values are checked by
/// the framework that knows the entity's types).
package struct StoreFixtureFile: Sendable {
  /// The file's path.
  package let path: String
  /// The objects of each entity, in file order.
  package let entities: [String: [StoreFixtureObject]]

  static func read(at url: URL) throws -> StoreFixtureFile {
    let top = try FixtureJSONValue.readObject(at: url)
    var entities: [String: [StoreFixtureObject]] = [:]
    for (entity, value) in top {
      guard case .array(let elements) = value else {
        throw AppDataFixtureError.invalidContent(
          path: url.path, keyPath: entity, detail: "expected an array of \(entity) objects")
      }
      var ids: Set<String> = []
      entities[entity] = try elements.enumerated().map { index, element in
        let keyPath = "\(entity)[\(index)]"
        let object = try StoreFixtureObject(path: url.path, keyPath: keyPath, value: element, entity: entity)
        if let id = object.id, !ids.insert(id).inserted {
          throw AppDataFixtureError.invalidContent(
            path: url.path, keyPath: "\(keyPath).@id", detail: "\"\(id)\" names two \(entity) objects")
        }
        return object
      }
    }
    return StoreFixtureFile(path: url.path, entities: entities)
  }
}

/// One object of a store fixture: its `@id` and its properties' JSON values.
package struct StoreFixtureObject: Sendable {
  /// The file it is in.
  package let path: String
  /// Where it is in the file (`Counter[2]`, or `Counter[2].items[0]` for one written inside another).
  package let keyPath: String
  /// Its `@id`, for relationships to refer to.
  package let id: String?
  /// Its properties (`@id` left out).
  package let values: [String: FixtureJSONValue]

  /// Reads `value` as an object of `entity` at `keyPath` in the file at `path`.
  package init(path: String, keyPath: String, value: FixtureJSONValue, entity: String) throws {
    guard case .object(var values) = value else {
      throw AppDataFixtureError.invalidContent(path: path, keyPath: keyPath, detail: "expected a \(entity) object")
    }
    var id: String?
    if let written = values.removeValue(forKey: "@id") {
      guard case .string(let string) = written else {
        throw AppDataFixtureError.invalidContent(path: path, keyPath: "\(keyPath).@id", detail: "expected a string")
      }
      id = string
    }
    self.path = path
    self.keyPath = keyPath
    self.id = id
    self.values = values
  }

  /// An error about the property `key` (the object itself when nil).
  package func error(_ key: String?, _ detail: String) -> AppDataFixtureError {
    .invalidContent(path: path, keyPath: key.map { "\(keyPath).\($0)" } ?? keyPath, detail: detail)
  }
}

/// An entity a widget fetched from a store that the fixtures do not have.
package struct StoreFixtureRequest: Hashable, Comparable, Sendable {
  /// The store's fixture file, relative to the fixture folder.
  package let path: String
  package let entity: String
  /// An object of the entity with a placeholder for each property.
  package let placeholder: [String: FixtureJSONValue]

  package init(location: StoreFixtureLocation, entity: String, placeholder: [String: FixtureJSONValue]) {
    self.path = location.relativePath
    self.entity = entity
    self.placeholder = placeholder
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.entity) < (rhs.path, rhs.entity) }
}
