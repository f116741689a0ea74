import Foundation

/// The app data a widget's provider reads on a device, served from a fixture folder so that
/// gallery builds are offline and deterministic.
///
/// Folder layout (every part optional):
/// - `UserDefaults/<suite-name>.json`: a JSON object of key → value (strings, numbers, bools,
///   arrays, objects; no `null`; `{"$data": "<base64>"}`, `{"$json": …}` and
///   `{"$date": "<ISO 8601>"}` for `Data` and `Date`) that `UserDefaults(suiteName: "<suite-name>")` returns.
/// - `urls.json`: a JSON object mapping absolute http(s) URL strings to file paths relative to
///   the folder, answered by every `URLSession` and `Data(contentsOf:)` with status 200 and a
///   content type taken from the file extension.
/// - One file or folder per other ``FixtureSource`` (`AppGroups/`, `Keychain/keychain.json`,
///   `HealthKit/health.json`…), read the first time a widget asks for it.
///
/// `init(directory:)` reads and checks the suites and URLs; `install()` makes this fixture the
/// only app data of the process: what an earlier install provided is dropped. Installation is
/// process-wide, so render widgets with different fixtures one after another, not at once.
///
/// Before the first install, a process must call ``relaunchWithPrivatePreferencesIfNeeded()``
/// (first thing in `main`, or in a test class's `setUp()`), because corelibs Foundation fixes
/// the `UserDefaults` folder at launch; and nothing may touch `URLSession.shared` before the
/// first install, because the shared session copies the registered protocols when it is
/// created. `install()` checks both and throws rather than fall back to the user's real
/// configuration or the network. Requests for URLs without a fixture fail immediately with an
/// error naming the URL, from sessions made with `URLSession(configuration:)` too.
package struct AppDataFixtures: Sendable {
  /// The fixture folder.
  package let directory: URL
  let suites: [String: [String: FixtureValue]]
  let urls: [String: URLFixture]

  /// The `UserDefaults` suites this fixture provides, sorted.
  package var suiteNames: [String] { suites.keys.sorted() }

  /// The URLs this fixture answers, sorted.
  package var fixtureURLs: [String] { urls.keys.sorted() }

  /// No app data: installing it drops an earlier install's suites, URLs and other sources.
  package static let none = AppDataFixtures(directory: URL(fileURLWithPath: "/"), suites: [:], urls: [:], isNone: true)

  /// Whether this is ``none``, which has no folder for the other sources.
  private let isNone: Bool

  private init(directory: URL, suites: [String: [String: FixtureValue]], urls: [String: URLFixture], isNone: Bool) {
    self.directory = directory
    self.suites = suites
    self.urls = urls
    self.isNone = isNone
  }

  /// Reads and validates the fixture folder at `directory`.
  ///
  /// Throws ``AppDataFixtureError`` naming the file at fault: a missing folder, an unreadable
  /// or invalid JSON file, a non-JSON file in `UserDefaults/`, a malformed URL key, or a URL
  /// mapped to a file that does not exist.
  package init(directory: URL) throws {
    let directory = directory.standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw AppDataFixtureError.missingDirectory(path: directory.path)
    }
    self.directory = directory
    self.suites = try Self.readSuites(in: directory.appendingPathComponent("UserDefaults", isDirectory: true))
    let urls = directory.appendingPathComponent(URLFixtureSource.location)
    self.urls = FileManager.default.fileExists(atPath: urls.path) ? try URLFixtureSource.read(from: urls) : [:]
    self.isNone = false
  }

  /// Makes sure this process runs with a private `UserDefaults` folder, re-executing it with
  /// one if it was not launched with it.
  ///
  /// Returns at once when the folder is in place. Otherwise the process image is replaced by a
  /// fresh run of the same executable and arguments, with `XDG_CONFIG_HOME` pointing at a new
  /// temporary folder (removed at exit); output printed before the call then appears twice.
  /// Throws only when re-executing fails.
  ///
  /// With `referenceClock`, the process also runs under the gallery's fixed clock
  /// (``ReferenceClock``: libfaketime preloaded, the wall clock stopped at the reference time),
  /// as the command line does; it then also throws when libfaketime is not installed. Test
  /// processes leave it off: XCTest waits for async tests on the wall clock.
  package static func relaunchWithPrivatePreferencesIfNeeded(referenceClock: Bool = false) throws {
    try FixturePreferences.relaunchIfNeeded(referenceClock: referenceClock)
  }

  /// Whether ``relaunchWithPrivatePreferencesIfNeeded(referenceClock:)`` re-executes this
  /// process (or tries to and throws).
  package static func relaunches(referenceClock: Bool) -> Bool {
    #if canImport(FoundationNetworking)
      FixturePreferences.relaunches(referenceClock: referenceClock)
    #else
      true
    #endif
  }

  /// This process's environment for a child process of the same program that must keep its
  /// app data apart (a build's worker): its private `UserDefaults` folder is `preferences`, a
  /// new folder the caller made, so the child does not re-execute itself for one. The
  /// reference clock, when in effect here, is inherited as it is; with `underTheClock`, the
  /// child runs under it whether or not this process does (start it through
  /// `ReferenceClock.commandStartingThisProgram(_:underTheClock:)`).
  ///
  /// - Throws: ``AppDataFixtureError/clockLibraryMissing`` when the clock is asked for and
  ///   libfaketime is not installed.
  package static func environment(privatePreferences preferences: URL, underTheClock: Bool = false) throws -> [String: String] {
    var environment = FixturePreferences.environment(privateFolder: preferences)
    if underTheClock { environment.merge(try ReferenceClock.launchEnvironment()) { $1 } }
    return environment
  }

  /// Makes this fixture the process's app data (see the type's documentation).
  package func install() throws {
    try FixturePreferences.install(suites)
    try FixtureURLs.install(urls)
    InstalledFixtures.install(directory: isNone ? nil : directory)
  }

  private static func readSuites(in folder: URL) throws -> [String: [String: FixtureValue]] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [:] }
    let files: [URL]
    do {
      files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    } catch {
      throw AppDataFixtureError.unreadableFile(path: folder.path, reason: readFailureReason(error))
    }
    var suites: [String: [String: FixtureValue]] = [:]
    for file in files where !file.lastPathComponent.hasPrefix(".") {
      guard file.pathExtension == "json", file.lastPathComponent.count > ".json".count else {
        throw AppDataFixtureError.unexpectedFile(path: file.path)
      }
      var values: [String: FixtureValue] = [:]
      for (key, value) in try readJSONObject(at: file) {
        values[key] = try value.userDefaultsValue(file: file.path, keyPath: key)
      }
      suites[file.deletingPathExtension().lastPathComponent] = values
    }
    return suites
  }

  static func readURLs(from file: URL, base: URL) throws -> [String: URLFixture] {
    var fixtures: [String: URLFixture] = [:]
    for (key, value) in try readJSONObject(at: file) {
      guard let url = URL(string: key), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
        url.host != nil
      else {
        throw AppDataFixtureError.invalidURL(path: file.path, url: key)
      }
      guard case .string(let relativePath) = value else {
        throw AppDataFixtureError.invalidContent(path: file.path, keyPath: key, detail: "expected a file path string")
      }
      let target = base.appendingPathComponent(relativePath).standardizedFileURL
      guard FileManager.default.fileExists(atPath: target.path) else {
        throw AppDataFixtureError.urlMappedToMissingFile(path: file.path, url: key, file: relativePath)
      }
      let data: Data
      do {
        data = try Data(contentsOf: target)
      } catch {
        throw AppDataFixtureError.unreadableFile(path: target.path, reason: readFailureReason(error))
      }
      fixtures[url.absoluteString] = URLFixture(
        file: target, data: data, mimeType: FixtureURLs.mimeType(forPathExtension: target.pathExtension))
    }
    return fixtures
  }
}
