import Foundation
import Locking
import Synchronization

/// `AppGroups/<group id>/`: the files an app wrote into an App Group's shared container
/// (images, JSON, SQLite databases…), which
/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` returns.
///
/// The widget gets a copy, made the first time it asks for the group after an install, so
/// what it writes there never changes the fixture folder; copies are removed at exit.
package enum AppGroupContainers: FixtureSource {
  package static let location = "AppGroups"
  /// The groups the folder has, sorted.
  package static let empty: [String] = []

  package static func read(from url: URL) throws -> [String] {
    let entries: [URL]
    do {
      entries = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey])
    } catch {
      throw AppDataFixtureError.unreadableFile(path: url.path, reason: readFailureReason(error))
    }
    var groups: [String] = []
    for entry in entries where !entry.lastPathComponent.hasPrefix(".") {
      guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else {
        throw AppDataFixtureError.invalidContent(
          path: entry.path, keyPath: "", detail: "expected a folder named after an App Group (AppGroups/<group id>/)")
      }
      groups.append(entry.lastPathComponent)
    }
    return groups.sorted()
  }

  /// An empty folder per group asked for.
  package static func skeleton(for requests: [String]) -> [String: Data] {
    Dictionary(uniqueKeysWithValues: requests.map { ("\(location)/\($0)/", Data()) })
  }

  private struct Copies {
    var generation = -1
    var folders: [String: URL] = [:]
    /// The groups without a fixture folder already said on standard error, for the process.
    var announced: Set<String> = []
  }

  private static let copies = Mutex(Copies())

  /// This process's scratch folder for the containers (never inside the user's files),
  /// removed at exit.
  private static let root: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("WidgetGallery-AppGroups-\(getpid())", isDirectory: true)
    atexit { try? FileManager.default.removeItem(at: AppGroupContainers.root) }
    return root
  }()

  /// The App Group whose container (a copy this process made for the installed fixtures) holds
  /// `url`, and the path of `url` inside it; nil for a URL in no container.
  package static func group(containing url: URL) -> (group: String, path: String)? {
    let generation = InstalledFixtures.generation
    let file = url.standardizedFileURL.path
    return copies.locked { copies in
      guard copies.generation == generation else { return nil }
      for (group, folder) in copies.folders.sorted(by: { $0.key < $1.key }) {
        let prefix = folder.standardizedFileURL.path + "/"
        if file.hasPrefix(prefix) { return (group, String(file.dropFirst(prefix.count))) }
      }
      return nil
    }
  }

  /// The container of `group`: a copy of `AppGroups/<group>/`, made once per install of the
  /// fixtures in this process's scratch folder.
  ///
  /// A group the fixtures have no folder for gets an empty, writable container, as iOS gives
  /// one for every group in the extension's entitlements (extensions force-unwrap it). That is
  /// said once per group on standard error and recorded for `--missing-fixtures`. Nil only when
  /// the folder cannot be made.
  package static func container(for group: String) -> URL? {
    let groups: [String]
    do {
      groups = try InstalledFixtures.contents(of: self)
    } catch {
      FixtureDiagnostics.report("\(error)")
      return nil
    }
    let source =
      groups.contains(group)
      ? InstalledFixtures.directory?.appendingPathComponent(location).appendingPathComponent(group) : nil
    if source == nil { MissingFixtures.record(group, in: self) }
    let generation = InstalledFixtures.generation
    return copies.locked { copies -> URL? in
      if copies.generation != generation { copies = Copies(generation: generation, announced: copies.announced) }
      if let folder = copies.folders[group] { return folder }
      let folder = root.appendingPathComponent("\(generation)", isDirectory: true).appendingPathComponent(
        group, isDirectory: true)
      do {
        try? FileManager.default.removeItem(at: folder)
        if let source {
          try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
          try FileManager.default.copyItem(at: source, to: folder)
        } else {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
      } catch {
        FixtureDiagnostics.report(
          "\(source?.path ?? folder.path): cannot make the App Group container of \(group): \(readFailureReason(error))")
        return nil
      }
      if source == nil, copies.announced.insert(group).inserted {
        FixtureDiagnostics.report(
          "containerURL(forSecurityApplicationGroupIdentifier: \"\(group)\") is an empty container: no folder \(InstalledFixtures.path(of: self))/\(group)/ (--missing-fixtures writes it)"
        )
      }
      copies.folders[group] = folder
      return folder
    }
  }
}
